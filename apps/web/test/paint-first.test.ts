import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

const source = readFileSync(join(import.meta.dirname, '../public/paint-first.js'), 'utf8');
const PRELOADS = ['/assets/rolldown-runtime.js', '/assets/react.js', '/assets/vendor.js', '/assets/contracts.js', '/assets/cores.js', '/assets/app.js', '/assets/area-betting.js'];

/** Runs the served page's loader as the browser would (its script element current), in a page whose visibility is `visibility`. */
function runLoader(visibility: 'visible' | 'hidden'): HTMLScriptElement {
  appended = [];
  const self = document.createElement('script');
  self.setAttribute('data-entry', '/assets/index.js');
  self.setAttribute('data-preload', PRELOADS.join(' '));
  document.body.append(self);
  vi.spyOn(document, 'currentScript', 'get').mockReturnValue(self);
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(visibility);
  // what the loader adds to the head is recorded, not fetched
  vi.spyOn(document.head, 'appendChild').mockImplementation((element) => {
    appended.push(element as unknown as Element);
    return element;
  });
  new Function(source)();
  return self;
}

let appended: Element[] = [];

/** What the loader has put into the head so far: the preloads' and the entry's addresses. */
const added = () => appended.map((element) => (element.getAttribute('rel') === 'modulepreload' ? element.getAttribute('href') : element.getAttribute('type') === 'module' ? element.getAttribute('src') : null));

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  appended = [];
  document.body.replaceChildren();
});

describe("the served page's script loader (issue 20)", () => {
  it('adds the preloads two a task after the first paint, then the entry in a task of its own', () => {
    vi.useFakeTimers();
    const self = runLoader('visible');
    // no script is asked for before the page's first paint (the fallback's timer, or its paint entry)
    expect(added()).toEqual([]);
    document.dispatchEvent(new Event('visibilitychange'));
    const tasks: Array<Array<string | null>> = [added()];
    while (vi.getTimerCount() > 0) {
      const before = added().length;
      vi.advanceTimersToNextTimer();
      const now = added();
      if (now.length > before) tasks.push(now.slice(before));
    }
    // the visibility change started the load (a tab hidden before its first frame): the first batch at once
    expect(self.getAttribute('data-after')).toBe('visibility');
    // before: four preloads a task, the entry with the last three
    expect(tasks).toEqual([PRELOADS.slice(0, 2), PRELOADS.slice(2, 4), PRELOADS.slice(4, 6), PRELOADS.slice(6), ['/assets/index.js']]);
  });

  it('a hidden tab takes every preload and the entry in one task (its timers may wait a second)', () => {
    runLoader('hidden');
    expect(added()).toEqual([...PRELOADS, '/assets/index.js']);
  });
});
