import { describe, expect, it } from 'vitest';
import type { AppContext } from '../../context';
import { feedChanged, onFeedChanged, type FeedChange } from './feed.changes';

const aContext = () => ({}) as AppContext;

describe('changes of the feed in this process', () => {
  it('tells the listeners of the same context at once, until they stop listening', () => {
    const context = aContext();
    const other = aContext();
    const heard: string[] = [];
    const stop = onFeedChanged(context, () => {
      heard.push('a');
    });
    onFeedChanged(context, () => {
      heard.push('b');
    });
    onFeedChanged(other, () => {
      heard.push('other');
    });
    void feedChanged(context);
    expect(heard).toEqual(['a', 'b']);
    stop();
    void feedChanged(context);
    expect(heard).toEqual(['a', 'b', 'b']);
    void feedChanged(aContext());
    expect(heard).toEqual(['a', 'b', 'b']);
  });

  it('gives the listeners what changed: a development control by default, the scopes of a tick', () => {
    const context = aContext();
    const heard: FeedChange[] = [];
    onFeedChanged(context, (change) => {
      heard.push(change);
    });
    void feedChanged(context);
    void feedChanged(context, { tick: true, scopes: new Set(['live', 'results']) });
    expect(heard[0]).toEqual({ tick: false });
    expect(heard[1]?.tick).toBe(true);
    expect([...(heard[1]?.scopes ?? [])]).toEqual(['live', 'results']);
  });

  it('settles when the work every listener started is done, and never rejects', async () => {
    const context = aContext();
    const done: string[] = [];
    let finish: () => void = () => undefined;
    onFeedChanged(context, () => new Promise<void>((resolve) => (finish = resolve)).then(() => void done.push('built')));
    onFeedChanged(context, () => Promise.reject(new Error('a failed build')));
    let settled = false;
    const change = feedChanged(context).then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    finish();
    await change;
    expect(settled).toBe(true);
    expect(done).toEqual(['built']);
  });
});
