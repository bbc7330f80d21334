import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useObserver } from './use-observer';

/** An observer that records its life. */
class Probe {
  disposed = false;
  constructor(
    readonly id: number,
    private readonly log: string[],
  ) {
    log.push(`create ${id}`);
  }
  dispose(): void {
    this.disposed = true;
    this.log.push(`dispose ${this.id}`);
  }
}

function View({ id, log, seen }: { id: number; log: string[]; seen: Array<Probe | null> }) {
  const probe = useObserver(() => new Probe(id, log), [id]);
  seen.push(probe);
  return <span>{probe ? probe.id : 'none'}</span>;
}

describe('useObserver', () => {
  it('creates the observer once on mount, replaces it when its deps change and disposes it on unmount', () => {
    const log: string[] = [];
    const seen: Array<Probe | null> = [];
    const view = render(<View id={1} log={log} seen={seen} />);
    expect(seen[0]).toBeNull();
    expect(view.container.textContent).toBe('1');
    act(() => view.rerender(<View id={1} log={log} seen={seen} />));
    expect(log).toEqual(['create 1']);
    act(() => view.rerender(<View id={2} log={log} seen={seen} />));
    expect(log).toEqual(['create 1', 'dispose 1', 'create 2']);
    expect(view.container.textContent).toBe('2');
    view.unmount();
    expect(log).toEqual(['create 1', 'dispose 1', 'create 2', 'dispose 2']);
    expect(seen.filter((probe) => probe !== null).every((probe) => probe.disposed)).toBe(true);
  });

  it('accepts a factory that has nothing to observe', () => {
    function Empty() {
      const nothing = useObserver<Probe>(() => null, []);
      return <span>{nothing === null ? 'none' : 'some'}</span>;
    }
    const view = render(<Empty />);
    expect(view.container.textContent).toBe('none');
    view.unmount();
  });
});
