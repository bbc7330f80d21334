import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { areaDisplayCases, areaMoveCases, manualReloadCases, retryDelayCases } from './area-state.cases';
import { AreaState, areaDisplay, areaRetryDelayMs, canManualReload, canMoveArea, isAreaUnused } from './area-state.rules';

describe('remote area state (document 000 §4)', () => {
  it('uses the spec values -2, -1, 1, 2', () => {
    expect(AreaState).toEqual({ notExist: -2, error: -1, loading: 1, ready: 2 });
  });

  it.each(areaMoveCases)('move $from -> $to allowed: $allowed', ({ from, to, allowed }) => {
    expect(canMoveArea(from, to)).toBe(allowed);
  });

  it('allows exactly 8 moves out of the 12 between distinct states', () => {
    const states = Object.values(AreaState);
    const allowed = states.flatMap((from) => states.filter((to) => to !== from && canMoveArea(from, to)));
    expect(allowed).toHaveLength(8);
  });

  it('every state can reach not-exist, and ready only goes to not-exist', () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.values(AreaState)), (state) => {
        if (state === AreaState.notExist) return true;
        return canMoveArea(state, AreaState.notExist);
      }),
    );
    expect(Object.values(AreaState).filter((to) => canMoveArea(AreaState.ready, to))).toEqual([AreaState.notExist]);
  });

  it.each(retryDelayCases)('retry $retryNumber waits $delayMs ms', ({ retryNumber, delayMs }) => {
    expect(areaRetryDelayMs(retryNumber)).toBe(delayMs);
  });

  it.each(manualReloadCases)('manual reload after $lastReloadAtMs at $nowMs: $allowed', ({ lastReloadAtMs, nowMs, allowed }) => {
    expect(canManualReload(lastReloadAtMs, nowMs)).toBe(allowed);
  });

  it.each(areaDisplayCases)('state $state retrying $retryPending shows $display', ({ state, retryPending, display }) => {
    expect(areaDisplay(state, retryPending)).toBe(display);
  });

  it('an area is unused only when no view and no component uses it', () => {
    expect(isAreaUnused({ viewCount: 0, componentCount: 0 })).toBe(true);
    expect(isAreaUnused({ viewCount: 1, componentCount: 0 })).toBe(false);
    expect(isAreaUnused({ viewCount: 0, componentCount: 2 })).toBe(false);
  });
});
