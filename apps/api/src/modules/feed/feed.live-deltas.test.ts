import { LiveDelta, applyLiveDelta, type FeedGame, type MainLine } from '@kickoff/contracts';
import { describe, expect, it } from 'vitest';
import { diffLive, diffLiveBody, eachInSlices, LiveDeltaFeed, nextTurn, snapshotOf, type LiveList, type Slicing } from './feed.live-deltas';
import { sinceAt } from './feed.routes';

// Issue 20: a live delta's body is built game by game in slices of the API's thread, with the same
// bytes as the whole delta serialised at once.

const market = (id: number, gameId: number, name: string, coef: number, isBlocked = false) => ({ id, gameId, groupId: 1, kind: 1, typeId: 1, name, param: null, coef, isBlocked, isBannedExpress: false });
const total = (coef: number): MainLine => [900, 901, 2.5, coef, 1.9, 0];

function game(id: number, overrides: Partial<FeedGame> = {}): FeedGame {
  return {
    id,
    sportId: id % 3 === 0 ? 2 : 1,
    champId: 1001,
    sportName: 'Football',
    champName: 'Premier Division',
    countryName: 'England',
    opponent1Name: `Team ${id}`,
    opponent2Name: `Team ${id + 1}`,
    startDateTime: Date.UTC(2026, 0, 1, 18),
    statusId: 2,
    isLive: true,
    isFinished: false,
    timeSec: 600,
    period: 1,
    score1: 0,
    score2: 0,
    scoreFormatted: '0:0',
    fullScore: '0:0',
    marketsCount: 3,
    mainMarkets: [market(id * 10 + 1, id, '1', 1.85), market(id * 10 + 2, id, 'X', 3.4), market(id * 10 + 3, id, '2', 4.2)],
    ...(id % 2 === 0 ? { mainLines: { total: total(1.8) } } : {}),
    ...overrides,
  };
}

/** 60 games at one version, and the next with every kind of change: moved prices, scores, lines, a renamed game, one gone, one new, a new order. */
function lists(): { before: FeedGame[]; after: FeedGame[]; reordered: FeedGame[] } {
  const before = Array.from({ length: 60 }, (_, index) => game(index + 1));
  const after = before
    .filter((one) => one.id !== 7)
    .map((one) => {
      if (one.id % 5 === 0) return game(one.id, { mainMarkets: [market(one.id * 10 + 1, one.id, '1', 2.1), market(one.id * 10 + 2, one.id, 'X', 3.4, true), market(one.id * 10 + 3, one.id, '2', 4.2)] });
      if (one.id % 7 === 0) return game(one.id, { score1: 1, scoreFormatted: '1:0', fullScore: '1:0 (1:0)', timeSec: 660 });
      if (one.id % 11 === 0) return game(one.id, { mainLines: { total: total(2.05) } });
      if (one.id === 13) return game(one.id, { opponent1Name: 'Renamed' });
      return game(one.id);
    });
  after.push(game(61));
  const reordered = [...after.slice(30), ...after.slice(0, 30)];
  return { before, after, reordered };
}

/** A slicing that pauses after every item, counting the pauses. */
function everyItem(): Slicing & { pauses: number } {
  const slicing = { sliceMs: 0, pauses: 0, pause: async () => void slicing.pauses++ };
  return slicing;
}

describe('the live delta built in slices (issue 20)', () => {
  it('has the same bytes as the whole delta serialised at once: from a version, with a new order, the whole list, one sport', async () => {
    const { before, after, reordered } = lists();
    const cases: Array<[FeedGame[] | null, FeedGame[], number | undefined]> = [
      [before, after, undefined],
      [before, after, 1],
      [before, after, 2],
      [before, reordered, undefined],
      [before, reordered, 2],
      [before, before, undefined],
      [null, after, undefined],
      [null, after, 2],
      [[], after, undefined],
      [after, [], undefined],
    ];
    for (const [from, to, sportId] of cases) {
      const fromSnapshot = from === null ? null : snapshotOf(40, from);
      const toSnapshot = snapshotOf(41, to);
      const whole = JSON.stringify(diffLive(fromSnapshot, toSnapshot, sportId));
      const slicing = everyItem();
      const body = await diffLiveBody(fromSnapshot, toSnapshot, sportId, slicing);
      expect(body).toBe(whole);
      expect(LiveDelta.parse(JSON.parse(body))).toEqual(diffLive(fromSnapshot, toSnapshot, sportId));
      // one slice per game of the list it is built to
      expect(slicing.pauses).toBe(toSnapshot.order.filter((id) => sportId === undefined || toSnapshot.games.get(id)?.sportId === sportId).length);
    }
    const delta = JSON.parse(await diffLiveBody(snapshotOf(40, before), snapshotOf(41, reordered))) as LiveDelta;
    expect([delta.removed, delta.games.map((one) => one.id), delta.order?.length]).toEqual([[7], [61, 13], 60]);
    expect(applyLiveDelta(before, delta)).toEqual(reordered);
  });

  it('lets the event loop run between slices: what was waiting runs before the build ends', async () => {
    const { before, after } = lists();
    let waitingRan = false;
    setImmediate(() => (waitingRan = true));
    let ranBeforeEnd = false;
    const body = await diffLiveBody(snapshotOf(1, before), snapshotOf(2, after), undefined, {
      sliceMs: 0,
      pause: async () => {
        await nextTurn();
        ranBeforeEnd ||= waitingRan;
      },
    });
    expect(ranBeforeEnd).toBe(true);
    expect(body).toBe(JSON.stringify(diffLive(snapshotOf(1, before), snapshotOf(2, after))));
  });

  it('runs a piece of work per item in order, pausing once a slice has run its time', async () => {
    const seen: number[] = [];
    const slicing = everyItem();
    expect(await eachInSlices([1, 2, 3], (item) => seen.push(item), slicing)).toBe(4);
    expect([seen, slicing.pauses]).toEqual([[1, 2, 3], 3]);
    expect(await eachInSlices([1, 2, 3], () => undefined, { sliceMs: 60_000, pause: () => Promise.reject(new Error('no pause')) })).toBe(1);
  });

  it('builds each answer once: the callers asking it meanwhile share that build, and get the delta from a kept version', async () => {
    const { before, after } = lists();
    const versions = new Map<number, FeedGame[]>([
      [1, before],
      [2, after],
    ]);
    let version = 1;
    const slicing = everyItem();
    const feed = new LiveDeltaFeed(
      {
        revision: async () => version,
        list: async (_language, at): Promise<LiveList> => ({ games: versions.get(at) ?? [], exact: true }),
      },
      slicing,
    );
    await feed.current('en');
    version = 2;
    const current = await feed.current('en');
    const [first, second] = await Promise.all([feed.answerAt(current, 'en', undefined, 1), feed.answerAt(current, 'en', undefined, 1)]);
    expect(first).toBe(second);
    expect(first.body).toBe(JSON.stringify(diffLive(snapshotOf(1, before), snapshotOf(2, after))));
    expect(slicing.pauses).toBe(after.length);
    expect(await feed.answer('en', undefined, 1)).toBe(first);
    expect((JSON.parse((await feed.answer('en', undefined, 99)).body) as LiveDelta).since).toBeNull();
  });
});

describe('sinceAt (issue 20: the URL a delta poller asks next)', () => {
  it('names another version where the URL names `since` once as the plain digits of the version it had; else nothing', () => {
    expect(sinceAt('/web-api/feed/v1/live/delta?since=12', 12, 13)).toBe('/web-api/feed/v1/live/delta?since=13');
    expect(sinceAt('/web-api/feed/v1/live/delta?sportId=1&since=12', 12, 13)).toBe('/web-api/feed/v1/live/delta?sportId=1&since=13');
    expect(sinceAt('/web-api/feed/v1/live/delta?since=12&sportId=1', 12, 13)).toBe('/web-api/feed/v1/live/delta?since=13&sportId=1');
    expect(sinceAt('/web-api/feed/v1/live/delta?since=012', 12, 13)).toBeUndefined();
    expect(sinceAt('/web-api/feed/v1/live/delta?since=12&since=12', 12, 13)).toBeUndefined();
    expect(sinceAt('/web-api/feed/v1/live/delta?since=11', 12, 13)).toBeUndefined();
    expect(sinceAt('/web-api/feed/v1/live/delta?xsince=12', 12, 13)).toBeUndefined();
    expect(sinceAt('/web-api/feed/v1/live/delta', 12, 13)).toBeUndefined();
  });
});
