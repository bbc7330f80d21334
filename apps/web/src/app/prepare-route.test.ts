import { Clock, SimulatedClock } from '@kickoff/platform';
import { Container, type ServiceIdentifier } from 'inversify';
import { describe, expect, it } from 'vitest';
import { makeInTasks } from './prepare-route';

describe("the navigator's services made a few per task (issue 20)", () => {
  it('ends the task once the services made in it have used 8 ms, and makes each once, in order', async () => {
    const clock = new SimulatedClock(0);
    const container = new Container({ defaultScope: 'Singleton' });
    container.bind(Clock).toConstantValue(clock);
    let task = 0;
    const made: Array<[string, number]> = [];
    // services that take 3 ms each to make, and one not bound (skipped)
    const ids = ['a', 'b', 'c', 'd', 'e'].map((name) => Symbol.for(`part-${name}`) as ServiceIdentifier<string>);
    for (const [index, id] of ids.entries()) {
      if (index === 3) continue;
      container.bind(id).toDynamicValue(() => {
        made.push([String(index), task]);
        clock.advanceBy(3);
        return String(index);
      });
    }
    await makeInTasks(container, ids, async () => void task++);
    // 3 + 3 ms is under the budget, the third makes it 9: the next is made in a new task
    expect(made).toEqual([
      ['0', 0],
      ['1', 0],
      ['2', 0],
      ['4', 1],
    ]);
    expect(container.get(ids[0] as ServiceIdentifier<string>)).toBe('0');
    expect(made).toHaveLength(4);
  });
});
