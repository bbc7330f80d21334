import { describe, expect, it } from 'vitest';
import { FirstRenderPool } from './first-render';

describe("what the first commit's effects leave for later (issue 20)", () => {
  /** A subscription that records its start and stop in `log`. */
  const subscription = (log: string[], name: string) => () => {
    log.push(`${name} started`);
    return () => void log.push(`${name} stopped`);
  };

  it('waits while the first render is open, then starts in order, ending the task each time the budget is used', async () => {
    const pool = new FirstRenderPool();
    const log: string[] = [];
    let time = 0;
    const stops = ['a', 'b', 'c', 'd', 'e'].map((name) =>
      pool.later(() => {
        time += 3;
        return subscription(log, name)();
      }),
    );
    // a view gone before the commit was over never starts
    stops[3]?.();
    // before: each started in the commit's own effect
    expect(log).toEqual([]);
    pool.finish();
    await pool.startWaiting(
      async () => void log.push('next task'),
      () => time,
      4,
    );
    // 3 ms, then 6 ms (over the 4 ms budget): the third in a new task, and so on
    expect(log).toEqual(['a started', 'b started', 'next task', 'c started', 'e started']);
    stops[1]?.();
    expect(log.at(-1)).toBe('b stopped');
  });

  it('starts at once after the first render', () => {
    const pool = new FirstRenderPool();
    pool.finish();
    const log: string[] = [];
    const stop = pool.later(subscription(log, 'a'));
    expect(log).toEqual(['a started']);
    stop();
    expect(log).toEqual(['a started', 'a stopped']);
  });
});
