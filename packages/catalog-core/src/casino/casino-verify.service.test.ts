import { createTestPlatform, type TestPlatform } from '@kickoff/platform';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InMemoryCasinoPlayApi } from '../testing/in-memory-casino-play-api';
import { CasinoGameSession } from './casino-game.session';
import { connectCasinoVerify } from './casino-verify.connect';
import { CasinoVerifyPage } from './casino-verify.service';

let platform: TestPlatform;
let api: InMemoryCasinoPlayApi;
let session: CasinoGameSession;
let page: CasinoVerifyPage;

beforeEach(() => {
  platform = createTestPlatform();
  api = new InMemoryCasinoPlayApi();
  session = new CasinoGameSession(api, platform.clock, platform.logger);
  page = new CasinoVerifyPage(api, session, platform.logger);
});
afterEach(() => session.dispose());

describe('the verify page of a past round (issue 17)', () => {
  it('shows a real round not revealed yet, reveals its seed on request and recomputes it to the stored return', async () => {
    api.signedIn = true;
    await session.open(4, true);
    session.setStake(100);
    await session.play();
    const played = session.lastRound!;
    await page.open(played.roundId, false);
    let view = connectCasinoVerify(page);
    expect(view).toMatchObject({ failed: false, statusKey: 'casino_verify_pending', hashKey: null, ok: false, canReveal: true, playMoney: false });
    expect(view.round).toMatchObject({ gameName: 'Neon Dice', kindKey: 'casino_kind_dice', nonce: played.nonce, wagered: { minor: 100, currency: 'EUR', digits: 2 }, returned: { minor: played.returnMinor } });
    await page.reveal();
    view = connectCasinoVerify(page);
    expect(view).toMatchObject({ statusKey: 'casino_verify_ok', ok: true, hashMatches: true, hashKey: 'casino_verify_hash_ok', canReveal: false, revealedByServer: true, recomputed: { minor: played.returnMinor } });
    expect(view.digestHex).toMatch(/^[0-9a-f]{64}$/);
  });

  it('a seed other than the committed one fails the check', async () => {
    api.signedIn = true;
    await session.open(1, true);
    await session.play();
    await session.rotateSeed();
    await page.open(session.lastRound!.roundId, false);
    expect(connectCasinoVerify(page).ok).toBe(true);
    page.setSeedDraft('not-the-seed');
    expect(connectCasinoVerify(page)).toMatchObject({ ok: false, hashMatches: false, hashKey: 'casino_verify_hash_bad', statusKey: 'casino_verify_mismatch' });
  });

  it('checks a demo round with the demo session of the game page, and says so when that session is gone', async () => {
    await session.open(5, false);
    await session.play();
    const roundId = session.lastRound!.roundId;
    await page.open(roundId, true);
    expect(connectCasinoVerify(page)).toMatchObject({ playMoney: true, canReveal: true });
    await page.reveal();
    expect(connectCasinoVerify(page).ok).toBe(true);
    const fresh = new CasinoVerifyPage(api, new CasinoGameSession(api, platform.clock, platform.logger), platform.logger);
    await fresh.open(roundId, true);
    expect(connectCasinoVerify(fresh)).toMatchObject({ failed: true, errorKey: 'casino_verify_demo_gone' });
  });

  it('another owner\'s round is not found', async () => {
    await session.open(4, false);
    await session.play();
    api.signedIn = true;
    await page.open(session.lastRound!.roundId, false);
    expect(connectCasinoVerify(page)).toMatchObject({ failed: true, errorKey: 'main_not_found' });
  });
});
