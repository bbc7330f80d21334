import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { FirstRender, FirstRenderPool } from './first-render';
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

  it('in a server-rendered first render, makes the observer during the render and its effect adopts it (issue 20)', () => {
    const log: string[] = [];
    const seen: Array<Probe | null> = [];
    // the server's render: drawn with the observer, no effect runs
    const server = new FirstRenderPool();
    expect(renderToString(<FirstRender pool={server}><View id={1} log={log} seen={seen} /></FirstRender>)).toBe('<span>1</span>');
    server.finish();
    expect(log).toEqual(['create 1', 'dispose 1']);

    // the browser's hydration: drawn with the observer at once, which the effect keeps
    log.length = 0;
    seen.length = 0;
    const pool = new FirstRenderPool();
    const view = render(<FirstRender pool={pool} onCommitted={() => pool.finish()}><View id={1} log={log} seen={seen} /></FirstRender>);
    expect(seen[0]?.id).toBe(1);
    expect(view.container.textContent).toBe('1');
    expect(log).toEqual(['create 1']);
    expect(pool.active).toBe(false);
    // later renders make observers in effects, as without the pool
    act(() => view.rerender(<FirstRender pool={pool} onCommitted={() => pool.finish()}><View id={2} log={log} seen={seen} /></FirstRender>));
    expect(log).toEqual(['create 1', 'dispose 1', 'create 2']);
    view.unmount();
    expect(log).toEqual(['create 1', 'dispose 1', 'create 2', 'dispose 2']);
  });
});
