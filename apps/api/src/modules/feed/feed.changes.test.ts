import { describe, expect, it } from 'vitest';
import type { AppContext } from '../../context';
import { feedChanged, onFeedChanged } from './feed.changes';

const aContext = () => ({}) as AppContext;

describe('changes of the feed in this process', () => {
  it('tells the listeners of the same context, until they stop listening', () => {
    const context = aContext();
    const other = aContext();
    const heard: string[] = [];
    const stop = onFeedChanged(context, () => heard.push('a'));
    onFeedChanged(context, () => heard.push('b'));
    onFeedChanged(other, () => heard.push('other'));
    feedChanged(context);
    expect(heard).toEqual(['a', 'b']);
    stop();
    feedChanged(context);
    expect(heard).toEqual(['a', 'b', 'b']);
    feedChanged(aContext());
    expect(heard).toEqual(['a', 'b', 'b']);
  });
});
