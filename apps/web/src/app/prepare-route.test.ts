import { Clock, SimulatedClock } from '@kickoff/platform';
import { Container, type ServiceIdentifier } from 'inversify';
import { describe, expect, it } from 'vitest';
import { AreaRegistry } from '@kickoff/remote-areas-core';
import { ShellNavigator } from '@kickoff/shell-core';
import type { AreaModule } from '../areas/area.types';
import { makeInTasks, prepareRoute } from './prepare-route';

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

describe("the route's preparation and the area's first reads (issue 20)", () => {
  /** A container whose navigator shows home and whose registry has the betting area loaded; `steps` records what ran. */
  function setUp() {
    const steps: string[] = [];
    const container = new Container({ defaultScope: 'Singleton' });
    container.bind(Clock).toConstantValue(new SimulatedClock(0));
    const shown = { notFound: false, target: { match: { route: { name: 'home', area: 'betting' }, params: {} } } };
    container.bind(ShellNavigator).toConstantValue({ go: async () => ({ kind: 'show' }), shown } as unknown as ShellNavigator);
    const area: AreaModule = {
      pages: {},
      prepare: () => void steps.push('served data'),
      startReads: async () => {
        steps.push('reads');
        return () => void steps.push('reads released');
      },
    };
    const registry = { retain: () => () => void steps.push('area released'), displayOf: () => 'content', resultOf: () => area };
    container.bind(AreaRegistry).toConstantValue(registry as unknown as AreaRegistry);
    return { container, steps };
  }

  it('in the browser, holds the answers after the served data and before the first reads, and releases the reads with the area', async () => {
    const { container, steps } = setUp();
    const prepared = await prepareRoute(container, '/en/', new Promise(() => undefined), async () => undefined, () => void steps.push('answers held'));
    expect(steps).toEqual(['served data', 'answers held', 'reads']);
    prepared.release();
    expect(steps.slice(3)).toEqual(['reads released', 'area released']);
  });

  it('on the server (no answers held), starts no reads: its render reads as before', async () => {
    const { container, steps } = setUp();
    const prepared = await prepareRoute(container, '/en/', new Promise(() => undefined));
    prepared.release();
    expect(steps).toEqual(['served data', 'area released']);
  });
});
