import { Clock, SimulatedClock } from '@kickoff/platform';
import { act, render } from '@testing-library/react';
import { Container, ContainerModule } from 'inversify';
import { describe, expect, it } from 'vitest';
import { ContainerProvider } from '../app/di';
import { AreaContainer } from '../shell/area-loaders';
import { useFeatureModulesInTask } from './feature-modules';

const featureModule = new ContainerModule(() => undefined);

function View({ renders }: { renders: boolean[] }) {
  const loaded = useFeatureModulesInTask(featureModule);
  renders.push(loaded);
  return <span>{loaded ? 'drawn' : ''}</span>;
}

describe('a view drawn at the start loads its modules in a task of its own (issue 20)', () => {
  it('loads no module in its render or commit, then loads them in the next task and draws', async () => {
    const clock = new SimulatedClock(0);
    const loads: Array<readonly ContainerModule[]> = [];
    const container = new Container();
    container.bind(Clock).toConstantValue(clock);
    container.bind(AreaContainer).toConstantValue({ loadModules: (modules) => void loads.push(modules) });
    const renders: boolean[] = [];
    const view = render(
      <ContainerProvider container={container}>
        <View renders={renders} />
      </ContainerProvider>,
    );
    // the first render and its effects load nothing (before: the render loaded them)
    expect([loads, renders, view.container.textContent]).toEqual([[], [false], '']);
    await act(async () => clock.advanceBy(0));
    expect(loads).toEqual([[featureModule]]);
    expect([renders.at(-1), view.container.textContent]).toEqual([true, 'drawn']);
    view.unmount();
  });
});
