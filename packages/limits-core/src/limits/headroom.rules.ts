import { LimitTypeCode, type Limit } from '@kickoff/contracts';
import { DEPOSIT_LIMIT_TYPES, LOSS_LIMIT_TYPES, WAGERING_LIMIT_TYPES, isMoneyLimitType, moneyLimitWindowSeconds } from './limit-catalog';
import { exclusionRefusal, limitInForce, moneyLimitBalance, moneyLimitsInForce, timeOutRefusal, type LimitRefusal } from './limit-enforcement.rules';

// Headroom (issue 13 "beyond the anchors"): how much more a player may stake or deposit before a
// limit refuses, computed with the rules the API enforces (`moneyLimitsInForce`, `moneyLimitBalance`,
// the exclusion and time-out refusals), so "you can stake 35.00 EUR more" is what the server allows.

/** What each money limit has used in its window, minor units, by limit type. */
export interface LimitUsage {
  readonly usedMinor: Readonly<Record<number, number>>;
}

/** The room under one money limit in force. */
export interface HeadroomEntry {
  limitType: number;
  kind: 'wagering' | 'loss' | 'deposit';
  windowSeconds: number;
  limitMinor: number;
  usedMinor: number;
  remainingMinor: number;
  currencyCode: string | null;
}

/** The room under every limit in force: the tightest for a stake and for a deposit, or what blocks both. */
export interface Headroom {
  entries: HeadroomEntry[];
  /** The tightest wagering or loss limit: at most this much more may be staked. */
  stake: HeadroomEntry | null;
  /** The tightest deposit limit: at most this much more may be deposited. */
  deposit: HeadroomEntry | null;
  /** Self-exclusion, an exhausted session limit or a time-out: nothing may be staked or deposited. */
  blocked: LimitRefusal | null;
}

/**
 * The usage the server reports: for an ACTIVE money limit, `limitBalance` is what is left of it
 * (document 001 §3), so the used part is its value less the balance.
 */
export function usageFromLimits(limits: readonly Limit[]): LimitUsage {
  const usedMinor: Record<number, number> = {};
  for (const limit of limits) {
    if (limit.limitState !== 'ACTIVE' || !isMoneyLimitType(limit.limitType) || limit.limitValue === null || limit.limitBalance === null) continue;
    usedMinor[limit.limitType] = Math.max(0, limit.limitValue - limit.limitBalance);
  }
  return { usedMinor };
}

const KIND_OF: ReadonlyArray<{ types: readonly number[]; kind: HeadroomEntry['kind'] }> = [
  { types: WAGERING_LIMIT_TYPES, kind: 'wagering' },
  { types: LOSS_LIMIT_TYPES, kind: 'loss' },
  { types: DEPOSIT_LIMIT_TYPES, kind: 'deposit' },
];

/** The smallest room; on a tie the shorter window (it frees up first, so it is the one to name). */
function tightest(entries: readonly HeadroomEntry[]): HeadroomEntry | null {
  return entries.reduce<HeadroomEntry | null>((best, entry) => {
    if (best === null || entry.remainingMinor < best.remainingMinor) return entry;
    if (entry.remainingMinor === best.remainingMinor && entry.windowSeconds < best.windowSeconds) return entry;
    return best;
  }, null);
}

/** The session limit's seconds left today as the server reported them, or null without one in force. */
function sessionBalance(limits: readonly Limit[], nowSeconds: number): number | null {
  const session = limitInForce(limits, LimitTypeCode.session, nowSeconds);
  if (!session || session.limitValue === null || session.limitValue <= 0) return null;
  return session.limitBalance;
}

/**
 * The headroom under the limits in force at `nowSeconds` with `usage` used: each wagering (1-3),
 * loss (10-12) and deposit (20-22) limit's room (never below 0; the no-limit 999999999 gives none),
 * the tightest for a stake and for a deposit, and the refusal that blocks everything.
 */
export function remainingHeadroom(limits: readonly Limit[], usage: LimitUsage, nowSeconds: number): Headroom {
  const entries: HeadroomEntry[] = [];
  // The server reports limits settled to its own clock: an ACTIVE money limit is in force even when
  // this device's clock is behind the server's (a `startedAt` a little ahead must not hide it).
  const reported = limits.map((limit) => (limit.limitState === 'ACTIVE' && limit.startedAt !== null && limit.startedAt > nowSeconds ? { ...limit, startedAt: nowSeconds } : limit));
  for (const { types, kind } of KIND_OF) {
    for (const limit of moneyLimitsInForce(reported, types, nowSeconds)) {
      const usedMinor = usage.usedMinor[limit.limitType] ?? 0;
      entries.push({
        limitType: limit.limitType,
        kind,
        windowSeconds: moneyLimitWindowSeconds(limit.limitType) ?? 0,
        limitMinor: limit.limitValue!,
        usedMinor,
        remainingMinor: moneyLimitBalance(limit.limitValue!, usedMinor),
        currencyCode: limit.currencyCode,
      });
    }
  }
  return {
    entries,
    stake: tightest(entries.filter((entry) => entry.kind !== 'deposit')),
    deposit: tightest(entries.filter((entry) => entry.kind === 'deposit')),
    blocked: exclusionRefusal(limits, nowSeconds, sessionBalance(limits, nowSeconds)) ?? timeOutRefusal(limits, nowSeconds),
  };
}
