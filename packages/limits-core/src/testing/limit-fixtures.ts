import type { Limit } from '@kickoff/contracts';

/** 2026-01-01T00:00:00Z in epoch seconds: the default start of a `SimulatedClock`. */
export const T0_SECONDS = Date.UTC(2026, 0, 1) / 1000;

/** A limit with defaults (an ACTIVE 24 h deposit limit of 100.00 EUR started at `T0_SECONDS`). */
export function aLimit(overrides: Partial<Limit> = {}): Limit {
  return {
    limitType: 20,
    limitValue: 10_000,
    limitBalance: 10_000,
    limitState: 'ACTIVE',
    needApprove: false,
    startedAt: T0_SECONDS,
    endsAt: null,
    selfExcludeReason: null,
    currencyCode: 'EUR',
    ...overrides,
  };
}
