import { AreaState } from '../area-state/area-state.rules';

/** Which areas a prefetch loads. */
export const prefetchCases: ReadonlyArray<{ name: string; asked: string[]; states: Record<string, AreaState>; prefetched: string[]; expected: string[] }> = [
  { name: 'every unknown area, once, in order', asked: ['casino', 'office', 'casino'], states: {}, prefetched: [], expected: ['casino', 'office'] },
  { name: 'not an area the registry already loads or holds', asked: ['casino', 'office', 'results'], states: { casino: AreaState.ready, office: AreaState.loading }, prefetched: [], expected: ['results'] },
  { name: 'not an area in the error state (its retries own it)', asked: ['casino'], states: { casino: AreaState.error }, prefetched: [], expected: [] },
  { name: 'not twice', asked: ['casino', 'office'], states: {}, prefetched: ['casino'], expected: ['office'] },
];
