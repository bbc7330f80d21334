import { depositCall, placeCouponCall, playCasinoRoundCall, withdrawCall, type CallSpec, type TermsItem } from '@kickoff/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { DomainError, DomainErrorKind } from '../../http/errors';
import { assertTermsConfirmed, optionalUser } from '../auth/auth.guard';
import { nowSeconds } from '../auth/auth.session';
import { findTerms, publishTermsVersion, recordTermsConfirmation, termsConfirmedAt, withdrawTermsConfirmation } from './user.repository';

/** Codes of the terms calls' refusals. */
export const TermsErrorCode = {
  /** The confirmation names another version than the published one (document 001 §8 'information_confirm_terms_error'). */
  outdated: 'terms_outdated',
  /** A published version must be newer than the current one. */
  versionNotNewer: 'terms_version_not_newer',
  noTerms: 'terms_not_published',
} as const;

/** The site's terms: version (epoch seconds) and rules; version null when none is published. */
export async function loadTerms(context: AppContext): Promise<{ updatedAt: number | null; rules: TermsItem[] }> {
  const row = await findTerms(context.db);
  return { updatedAt: row?.updated_at ?? null, rules: row?.rules ?? [] };
}

/** Whether the terms changed since the player confirmed them (document 001 §3 "Terms status: result, updatedAt"). */
export async function termsStatus(context: AppContext, userId: number): Promise<{ result: boolean; updatedAt: number | null }> {
  const terms = await loadTerms(context);
  const confirmedAt = (await termsConfirmedAt(context.db, userId)) ?? 0;
  return { result: terms.updatedAt !== null && confirmedAt < terms.updatedAt, updatedAt: terms.updatedAt };
}

/** Records the player's confirmation of the published version `updatedAt`; 409 `terms_outdated` for any other version. */
export async function confirmTerms(context: AppContext, userId: number, updatedAt: number | null): Promise<void> {
  const terms = await loadTerms(context);
  if (terms.updatedAt === null || updatedAt !== terms.updatedAt) {
    throw new DomainError(DomainErrorKind.conflict, TermsErrorCode.outdated, 'information_confirm_terms_error', { details: { updatedAt: terms.updatedAt } });
  }
  const version = terms.updatedAt;
  await context.db.transaction((tx) => recordTermsConfirmation(tx, userId, version, nowSeconds(context)));
}

/**
 * Publishes a new terms version (development control): `requested`, or else now (at least a second
 * after the current version). Every player who confirmed before that second must confirm again.
 */
export async function publishTerms(context: AppContext, requested: number | undefined): Promise<number> {
  const terms = await loadTerms(context);
  if (terms.updatedAt === null) throw new DomainError(DomainErrorKind.conflict, TermsErrorCode.noTerms, 'main_error');
  const current = terms.updatedAt;
  if (requested !== undefined && requested <= current) {
    throw new DomainError(DomainErrorKind.conflict, TermsErrorCode.versionNotNewer, 'main_validation_error', { details: { updatedAt: current } });
  }
  const version = requested ?? Math.max(nowSeconds(context), current + 1);
  await publishTermsVersion(context.db, version);
  return version;
}

/** Withdraws one player's confirmation of the published version (development control); returns that version. */
export async function resetTermsConfirmation(context: AppContext, userId: number): Promise<number> {
  const terms = await loadTerms(context);
  if (terms.updatedAt === null) throw new DomainError(DomainErrorKind.conflict, TermsErrorCode.noTerms, 'main_error');
  const version = terms.updatedAt;
  await context.db.transaction((tx) => withdrawTermsConfirmation(tx, userId, version));
  return version;
}

/**
 * The calls a signed-in player with unconfirmed changed terms may not make (document 001 §8: "HTTP 451
 * with exception_code 1 ... redirect to confirm terms"): money moves, placing a bet, a casino round.
 * Reading calls stay open, so the player can still read the terms, the balance and the history.
 */
export const TERMS_GATED_CALLS: readonly CallSpec[] = [placeCouponCall, playCasinoRoundCall, depositCall, withdrawCall];

/**
 * Answers the gated calls with 451 `terms_not_confirmed` (`details.exception_code` 1) before their
 * handler runs, for a signed-in player only: guests and players who confirmed go on untouched (the
 * call itself then answers a guest 401).
 */
export function registerTermsGate(app: FastifyInstance, context: AppContext): void {
  const key = (call: CallSpec) => `${call.method} ${call.path}`;
  const checkedByHandler = new Set(TERMS_CHECKED_BY_HANDLER.map(key));
  const gated = new Set(TERMS_GATED_CALLS.map(key).filter((call) => !checkedByHandler.has(call)));
  app.addHook('preHandler', async (request) => {
    if (!gated.has(`${request.method} ${request.routeOptions.url ?? ''}`)) return;
    await assertRequestTermsConfirmed(request, context);
  });
}

/**
 * Gated calls that apply the gate themselves (issue 20: placing reads the terms' version with the
 * account's lock, in its first statement, and runs `assertRequestTermsConfirmed` before a refusal
 * of its body), with the same answers in the same order.
 */
export const TERMS_CHECKED_BY_HANDLER: readonly CallSpec[] = [placeCouponCall];

/** The gate of one request: 451 for a signed-in player with unconfirmed changed terms; guests pass. */
export async function assertRequestTermsConfirmed(request: FastifyRequest, context: AppContext): Promise<void> {
  const user = await optionalUser(request, context);
  if (user) await assertTermsConfirmed(context, user.userId);
}
