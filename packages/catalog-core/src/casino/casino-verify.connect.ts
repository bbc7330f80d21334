import { resultKeyOf, type MoneyView } from './casino-game.connect';
import { roundNetMinor } from './casino-game.rules';
import type { CasinoVerifyPage } from './casino-verify.service';

/**
 * What the verify page draws (issue 17): the round, its seeds, the HMAC block recomputed here, the
 * return recomputed by the engine against the stored one, and the verdict: not revealed yet (with
 * the reveal button), verified, or not matching (a wrong seed or a changed round).
 */
export function connectCasinoVerify(page: CasinoVerifyPage) {
  const data = page.data;
  const check = page.verification;
  const money = (minor: number): MoneyView => ({ minor, currency: data?.round.currency ?? '', digits: data?.minorDigits ?? 2 });
  const round = data?.round ?? null;
  return {
    loading: page.status === 'loading' || page.status === 'idle',
    failed: page.status === 'error',
    errorKey: page.errorKey,
    roundId: page.roundId,
    playMoney: round?.mode === 'demo',
    round: round
      ? {
          gameName: data?.title.name ?? '',
          kindKey: `casino_kind_${round.kind}`,
          nonce: round.nonce,
          clientSeed: round.clientSeed,
          serverSeedHash: round.serverSeedHash,
          wagered: money(round.wageredMinor),
          returned: money(round.returnMinor),
          net: money(roundNetMinor(round)),
          resultKey: resultKeyOf(round),
          playedAtMs: round.createdAt,
        }
      : null,
    seedDraft: page.seedDraft,
    revealedByServer: data?.serverSeed !== null && data !== null,
    canReveal: page.canReveal,
    digestHex: check?.digestHex ?? null,
    hashMatches: check?.hashMatches ?? false,
    /** Said once a seed is there to check: whether its SHA-256 is the committed hash. */
    hashKey: check?.serverSeedRevealed ? (check.hashMatches ? 'casino_verify_hash_ok' : 'casino_verify_hash_bad') : null,
    recomputed: check?.recomputedReturnMinor === null || check?.recomputedReturnMinor === undefined ? null : money(check.recomputedReturnMinor),
    statusKey: !check?.serverSeedRevealed ? 'casino_verify_pending' : check.hashMatches && check.outcomeMatches ? 'casino_verify_ok' : 'casino_verify_mismatch',
    ok: check !== null && check.hashMatches && check.outcomeMatches,
  };
}

/** The verify page's view model. */
export type CasinoVerifyView = ReturnType<typeof connectCasinoVerify>;
