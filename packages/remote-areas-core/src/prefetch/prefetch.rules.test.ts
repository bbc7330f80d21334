import { describe, expect, it } from 'vitest';
import { AreaState } from '../area-state/area-state.rules';
import { prefetchCases } from './prefetch.cases';
import { LOAD_TO_FETCH_DELAY_MS, PREFETCH_IDLE_TIMEOUT_MS, prefetchCandidates } from './prefetch.rules';

describe('prefetch rules (document 000 §9)', () => {
  it('uses the spec timings: 200 ms load-to-fetch, 2000 ms idle timeout', () => {
    expect(LOAD_TO_FETCH_DELAY_MS).toBe(200);
    expect(PREFETCH_IDLE_TIMEOUT_MS).toBe(2000);
  });

  it.each(prefetchCases)('$name', ({ asked, states, prefetched, expected }) => {
    expect(prefetchCandidates(asked, (name) => states[name] ?? AreaState.notExist, new Set(prefetched))).toEqual(expected);
  });
});
