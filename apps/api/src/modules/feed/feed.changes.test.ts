import { describe, expect, it } from 'vitest';
import type { AppContext } from '../../context';
import { feedChanged, onFeedChanged, parseFeedNotice, type FeedChange } from './feed.changes';

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

describe("another process's change, read from its notice (issue 20: LISTEN/NOTIFY)", () => {
  it('reads a tick and a control with the committed revision of each scope', () => {
    const tick = parseFeedNotice('a1b2c3 t line:77,live:812', 'ffffff');
    expect(tick?.tick).toBe(true);
    expect([...(tick?.scopes ?? [])]).toEqual(['line', 'live']);
    expect(tick?.revisions?.get('live')).toBe(812);
    expect(tick?.revisions?.get('line')).toBe(77);
    const control = parseFeedNotice('a1b2c3 c line:1,live:2,results:3', 'ffffff');
    expect(control?.tick).toBe(false);
    expect(control?.revisions?.get('results')).toBe(3);
  });

  it('reads a tick that bumped no scope as a change of no scope (its games still go)', () => {
    const change = parseFeedNotice('a1b2c3 t ', 'ffffff');
    expect(change?.tick).toBe(true);
    expect(change?.scopes?.size).toBe(0);
  });

  it("ignores the app's own notice and one it cannot read", () => {
    expect(parseFeedNotice('a1b2c3 t live:812', 'a1b2c3')).toBeUndefined();
    expect(parseFeedNotice('a1b2c3 x live:812', 'ffffff')).toBeUndefined();
    expect(parseFeedNotice('a1b2c3 t odds:5', 'ffffff')).toBeUndefined();
    expect(parseFeedNotice('a1b2c3 t live:abc', 'ffffff')).toBeUndefined();
  });
});
