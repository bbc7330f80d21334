import { createTestPlatform, type TestPlatform } from '@kickoff/platform';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aFeedGame } from '../testing/feed-fixtures';
import { InMemoryFeedApi } from '../testing/in-memory-feed-api';
import { bootFeedPart, gameKeyOf, liveKeyOf, menuKeyOf } from './boot-feed';
import { DefaultSportsCatalogService } from './sports-catalog.service';
import { champsKeyOf } from './sports-observers';
import { LINE_CHAMPS_SHOWN, LINE_REFRESH_MS } from './sports.rules';

let platform: TestPlatform;
let api: InMemoryFeedApi;
let service: DefaultSportsCatalogService;

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
async function advance(ms: number): Promise<void> {
  platform.clock.advanceBy(ms);
  await settle();
}

const LINE_GAME = 10_001;
const LIVE_GAME = 10_002;
const HOME_KEYS = [menuKeyOf('line'), champsKeyOf('line', null, LINE_CHAMPS_SHOWN), liveKeyOf(null)];

/** What the server inlines in home's page: each call's answer as the call gives it, ETag and body. */
async function serveHomeBootData(): Promise<void> {
  const menu = await api.getSportsMenu('line');
  const champs = await api.getChampsGames('line', null, LINE_CHAMPS_SHOWN);
  const live = await api.getLiveDelta(null, null);
  for (const [key, answer] of [
    [HOME_KEYS[0], menu],
    [HOME_KEYS[1], champs],
    [HOME_KEYS[2], live],
  ] as const) {
    if (answer.status !== 'fresh') throw new Error('expected a fresh answer');
    platform.bootData.set(bootFeedPart(key as string), { etag: answer.etag, data: answer.data });
  }
  for (const method of Object.keys(api.calls) as Array<keyof typeof api.calls>) api.calls[method] = 0;
  api.freshAnswers = 0;
}

function openHome() {
  return { live: service.observeTopGames('live'), line: service.observeTopGames('line') };
}

beforeEach(() => {
  platform = createTestPlatform(Date.UTC(2026, 0, 1, 12));
  api = new InMemoryFeedApi([
    aFeedGame({ id: LINE_GAME }),
    aFeedGame({ id: LIVE_GAME, statusId: 2, isLive: true, timeSec: 1_200, period: 1 }),
  ]);
  service = new DefaultSportsCatalogService(
    api,
    platform.clock,
    platform.visibility,
    platform.logger,
    platform.bootData,
  );
});
afterEach(() => {
  service.dispose();
  expect(platform.clock.pendingTimerCount()).toBe(0);
});

describe('the catalogue reads the page boot data first (issue 20)', () => {
  it("home's lists are ready at once with no call, then poll with the boot answers' ETags", async () => {
    await serveHomeBootData();
    api.streamsAvailable = true;
    const home = openHome();
    // before any promise settles: the first state is ready
    expect(home.line.status).toBe('ready');
    expect(home.line.data?.map((game) => game.id)).toEqual([LINE_GAME]);
    expect(home.live.status).toBe('ready');
    expect(home.live.data?.map((game) => game.id)).toEqual([LIVE_GAME]);
    await settle();
    expect(api.calls.getSportsMenu + api.calls.getChampsGames + api.calls.getLiveDelta).toBe(0);
    // the live list goes on from the boot version: its stream opens there and has nothing to send yet
    expect(api.calls.openLiveStream).toBe(1);
    const bootVersion = service.liveBoardOf(null)?.version;
    expect(typeof bootVersion).toBe('number');
    expect([...api.streams].map((stream) => stream.version)).toEqual([bootVersion]);
    // the line's next reads come on their interval and send the boot ETag: unchanged, 304
    await advance(LINE_REFRESH_MS - 1);
    expect(api.calls.getChampsGames).toBe(0);
    await advance(1);
    expect(api.calls.getSportsMenu).toBe(1);
    expect(api.calls.getChampsGames).toBe(1);
    expect(api.freshAnswers).toBe(0);
    home.live.dispose();
    home.line.dispose();
  });

  it('without boot data the first reads are calls', async () => {
    const home = openHome();
    expect(home.line.status).toBe('loading');
    expect(home.live.status).toBe('loading');
    await settle();
    expect(api.calls.getSportsMenu).toBe(1);
    expect(api.calls.getChampsGames).toBe(1);
    expect(api.calls.getLiveDelta).toBe(1);
    expect(home.line.status).toBe('ready');
    expect(home.live.status).toBe('ready');
    home.live.dispose();
    home.line.dispose();
  });

  it('a stale boot feed is replaced by the first poll', async () => {
    await serveHomeBootData();
    const marketId = LINE_GAME * 100 + 1;
    api.setCoef(marketId, 2.4);
    const home = openHome();
    const coefOf = () => home.line.data?.[0]?.mainMarkets.find((market) => market.id === marketId)?.coef;
    expect(coefOf()).toBe(1.85);
    await advance(LINE_REFRESH_MS);
    expect(api.calls.getChampsGames).toBe(1);
    expect(coefOf()).toBe(2.4);
    home.live.dispose();
    home.line.dispose();
  });

  it('a malformed or other-section part is not taken: the call is made', async () => {
    platform.bootData.set(bootFeedPart(menuKeyOf('line')), {
      etag: '"x"',
      data: { section: 'live', sports: [] },
    });
    platform.bootData.set(bootFeedPart(champsKeyOf('line', null, LINE_CHAMPS_SHOWN)), {
      etag: 5,
      data: { section: 'line', champs: [] },
    });
    platform.bootData.set(bootFeedPart(liveKeyOf(null)), {
      etag: '"y"',
      data: { since: 4, version: 5, games: [], states: [], markets: [], removed: [] },
    });
    const home = openHome();
    expect(home.line.status).toBe('loading');
    expect(home.live.status).toBe('loading');
    await settle();
    expect(api.calls.getSportsMenu).toBe(1);
    expect(api.calls.getChampsGames).toBe(1);
    expect(api.calls.getLiveDelta).toBe(1);
    home.live.dispose();
    home.line.dispose();
  });

  it("a game page's game comes from the boot data once; a second watch later reads it", async () => {
    const answer = await api.getGame(LINE_GAME);
    if (answer.status !== 'fresh') throw new Error('expected a fresh answer');
    platform.bootData.set(bootFeedPart(gameKeyOf(LINE_GAME)), { etag: answer.etag, data: answer.data });
    api.calls.getGame = 0;
    const game = service.observeGame(LINE_GAME);
    expect(game.data?.id).toBe(LINE_GAME);
    await settle();
    expect(api.calls.getGame).toBe(0);
    game.dispose();
    const again = service.observeGame(LINE_GAME);
    await settle();
    expect(api.calls.getGame).toBe(1);
    again.dispose();
  });
});
