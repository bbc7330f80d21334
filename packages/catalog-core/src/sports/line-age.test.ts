import type { ChampGames } from '@kickoff/contracts';
import { createTestPlatform, type TestPlatform } from '@kickoff/platform';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aFeedGame } from '../testing/feed-fixtures';
import { InMemoryFeedApi } from '../testing/in-memory-feed-api';
import { bootFeedPart, champsKeyOf, menuKeyOf } from './boot-feed';
import { FeedPoll, firstReadDelayMs } from './feed-poll';
import { isPreMatch, nextStartAfter, preMatchChamp } from './line-starts';
import { DefaultSportsCatalogService } from './sports-catalog.service';
import { LINE_CHAMPS_SHOWN, LINE_REFRESH_MS } from './sports.rules';

/**
 * Issue 20: a served page's answers may be up to the server's render cache old, and the app kept
 * them until its next poll: a game that had started showed in the line for up to ~45 s. The boot
 * data says when each answer was read; the first poll counts from it, and the line list drops a game
 * once its start has passed by the app's clock (document 000 §1: "Line = pre-match, Live = in play").
 */

const T0 = Date.UTC(2026, 0, 1, 12);
const SOON = 10_001;
const LATER = 10_003;
const SOON_START = T0 + 60_000;
const LATER_START = T0 + 3_600_000;

let platform: TestPlatform;
let api: InMemoryFeedApi;
let service: DefaultSportsCatalogService;

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
async function advance(ms: number): Promise<void> {
  platform.clock.advanceBy(ms);
  await settle();
}

/** What the server inlines in the line list's page, read `ageMs` before the app starts. */
async function serveLineBootData(ageMs: number | null): Promise<void> {
  const readAt = ageMs === null ? undefined : platform.clock.now() - ageMs;
  const menu = await api.getSportsMenu('line');
  const champs = await api.getChampsGames('line', null, LINE_CHAMPS_SHOWN);
  for (const [key, answer] of [
    [menuKeyOf('line'), menu],
    [champsKeyOf('line', null, LINE_CHAMPS_SHOWN), champs],
  ] as const) {
    if (answer.status !== 'fresh') throw new Error('expected a fresh answer');
    platform.bootData.set(bootFeedPart(key), readAt === undefined ? { etag: answer.etag, data: answer.data } : { etag: answer.etag, data: answer.data, readAt });
  }
  api.calls.getSportsMenu = 0;
  api.calls.getChampsGames = 0;
}

const shownIds = (list: { data: ReadonlyArray<{ id: number }> | null }) => list.data?.map((game) => game.id) ?? null;

beforeEach(() => {
  platform = createTestPlatform(T0);
  api = new InMemoryFeedApi([aFeedGame({ id: SOON, startDateTime: SOON_START }), aFeedGame({ id: LATER, startDateTime: LATER_START })]);
  service = new DefaultSportsCatalogService(api, platform.clock, platform.visibility, platform.logger, platform.bootData);
});
afterEach(() => {
  service.dispose();
  expect(platform.clock.pendingTimerCount()).toBe(0);
});

describe('the first read after a served answer (issue 20)', () => {
  it.each([
    // [interval, read at, now, delay]: the interval counts from the server's read
    [15_000, T0 - 5_000, T0, 10_000],
    [15_000, T0 - 15_000, T0, 0],
    [15_000, T0 - 40_000, T0, 0],
    // unknown, or ahead of the app's clock (a clock behind the server's): a whole interval
    [15_000, null, T0, 15_000],
    [15_000, T0 + 20_000, T0, 15_000],
    [null, T0 - 40_000, T0, null],
  ] as const)('interval %s, read at %s, now %s: the next read in %s ms', (interval, readAt, now, delay) => {
    expect(firstReadDelayMs(interval, readAt, now)).toBe(delay);
  });

  it('a line list served from an answer older than the interval reads at once, showing the served games until the answer comes', async () => {
    await serveLineBootData(40_000);
    const list = service.observeTopGames('line');
    expect(shownIds(list)).toEqual([SOON, LATER]);
    expect(api.calls.getChampsGames).toBe(1);
    expect(api.calls.getSportsMenu).toBe(1);
    // the answer comes: the game the server started meanwhile is gone from it
    api.start(SOON);
    await settle();
    expect(shownIds(list)).toEqual([LATER]);
    list.dispose();
  });

  it('an answer read 5 s before is read again 10 s after the start (the line interval counts from the read)', async () => {
    await serveLineBootData(5_000);
    const list = service.observeTopGames('line');
    await settle();
    expect(api.calls.getChampsGames).toBe(0);
    await advance(LINE_REFRESH_MS - 5_000 - 1);
    expect(api.calls.getChampsGames).toBe(0);
    await advance(1);
    expect(api.calls.getChampsGames).toBe(1);
    list.dispose();
  });

  it('an answer without its time of read is read again a whole interval after the start', async () => {
    await serveLineBootData(null);
    const list = service.observeTopGames('line');
    await advance(LINE_REFRESH_MS - 1);
    expect(api.calls.getChampsGames).toBe(0);
    await advance(1);
    expect(api.calls.getChampsGames).toBe(1);
    list.dispose();
  });

  it('a poll started from an old answer shows it first and reads at once (no empty state between)', async () => {
    const seen: string[] = [];
    const poll = new FeedPoll<string>({
      clock: platform.clock,
      visibility: platform.visibility,
      intervalMs: 15_000,
      read: () => Promise.resolve({ status: 'fresh', etag: '"2"', data: 'new' }),
      onData: (data) => seen.push(data),
      onError: () => undefined,
      initial: { etag: '"1"', data: 'served', readAt: T0 - 20_000 },
    });
    poll.start();
    expect(seen).toEqual(['served']);
    await settle();
    expect(seen).toEqual(['served', 'new']);
    poll.stop();
  });
});

describe('the line list holds games not started by the app clock (document 000 §1: "Line = pre-match")', () => {
  it('a game leaves the line list when its start passes, before the next poll: the list is read then, and the game leaves with the answer whatever it says', async () => {
    await serveLineBootData(0);
    const list = service.observeTopGames('line');
    expect(shownIds(list)).toEqual([SOON, LATER]);
    await advance(SOON_START - T0 - 1);
    expect(shownIds(list)).toEqual([SOON, LATER]);
    const reads = api.calls.getChampsGames;
    // the feed still lists the game (not started there yet): its answer is a 304, and the game leaves all the same
    await advance(1);
    expect(api.calls.getChampsGames).toBe(reads + 1);
    expect(shownIds(list)).toEqual([LATER]);
    list.dispose();
  });

  it("a served answer read before a game's start shows it as the server drew it, then reads at once and drops it (the change comes with an answer, which the app holds while it hydrates)", async () => {
    await serveLineBootData(0);
    platform.clock.advanceBy(SOON_START - T0 + 1_000);
    // the page's answer was read 61 s before: the first state is the server's (its page hydrates as it is)
    const list = service.observeTopGames('line');
    expect(shownIds(list)).toEqual([SOON, LATER]);
    await settle();
    expect(api.calls.getChampsGames).toBe(1);
    expect(shownIds(list)).toEqual([LATER]);
    list.dispose();
  });

  it('a served answer already listing a started game does not show it', async () => {
    platform.clock.advanceBy(SOON_START - T0);
    await serveLineBootData(0);
    const list = service.observeTopGames('line');
    expect(shownIds(list)).toEqual([LATER]);
    list.dispose();
  });

  it('a championship page of the line drops the game too; the live section is left as it is', async () => {
    const line = service.observeSection({ section: 'line', sportId: 1, champId: 1001 });
    await settle();
    expect(shownIds(line)).toEqual([SOON, LATER]);
    await advance(SOON_START - T0);
    expect(shownIds(line)).toEqual([LATER]);
    line.dispose();
    // watched again later: read at once, and the games started meanwhile leave with the answer
    await advance(LATER_START - SOON_START);
    expect(service.champGamesOf(1001, 'line')?.games.map((game) => game.id)).toEqual([LATER]);
    const again = service.observeSection({ section: 'line', sportId: 1, champId: 1001 });
    await settle();
    expect(shownIds(again)).toEqual([]);
    again.dispose();
  });

  it('the rules: pre-match while the start is ahead; the same championship object when nothing started; the next start', () => {
    const champ: ChampGames = {
      section: 'line',
      champ: { id: 1001, name: 'c', countryId: 1, countryName: 'x', sportId: 1, sportName: 'Football', gamesCount: 2 },
      games: [aFeedGame({ id: SOON, startDateTime: SOON_START }), aFeedGame({ id: LATER, startDateTime: LATER_START })],
    };
    expect(isPreMatch({ startDateTime: SOON_START }, SOON_START - 1)).toBe(true);
    expect(isPreMatch({ startDateTime: SOON_START }, SOON_START)).toBe(false);
    expect(preMatchChamp(champ, T0)).toBe(champ);
    expect(preMatchChamp(champ, SOON_START).games.map((game) => game.id)).toEqual([LATER]);
    expect(nextStartAfter([champ], T0)).toBe(SOON_START);
    expect(nextStartAfter([champ], SOON_START)).toBe(LATER_START);
    expect(nextStartAfter([champ], LATER_START)).toBeNull();
  });
});
