import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing';
import { holdGame, setMarket } from './simulator.service';
import { LiveSimulator, REPRICE_EVERY_GAME_SEC } from './simulator';

// Issue 20: a tick's pricing is computed before its transaction, in slices with a pause for the event
// loop between them (the pollers are answered meanwhile); the transaction then writes a game only if
// no development control changed or held it since the tick read it.

let sliced: TestApi;
let whole: TestApi;

beforeAll(async () => {
  [sliced, whole] = await Promise.all([startTestApi(), startTestApi()]);
});
afterAll(async () => {
  await Promise.all([sliced?.close(), whole?.close()]);
});

/** Every live market's price and block, in id order. */
const liveMarkets = (api: TestApi) =>
  api.db.query<{ id: number; coef: number; is_blocked: boolean }>('select m.id, m.coef::float8 as coef, m.is_blocked from feed_markets m join feed_games g on g.id = m.game_id where g.status in (2, 3) order by m.id');
/** Every live game's clock, score and status, in id order. */
const liveGames = (api: TestApi) => api.db.query<{ id: number; time_sec: number; score1: number; score2: number; status: number }>('select id, time_sec, score1, score2, status from feed_games where status in (2, 3, 4) order by id');

describe('the simulator tick, priced in slices before its transaction', () => {
  it('pauses between slices of its pricing and writes what one unsliced tick writes', async () => {
    let pauses = 0;
    const slicedSimulator = new LiveSimulator(sliced.context, {
      minLineGames: 0,
      sliceCells: 2_000,
      sliceMs: Number.POSITIVE_INFINITY,
      pause: () =>
        new Promise((resolve) => {
          pauses++;
          setImmediate(resolve);
        }),
    });
    const wholeSimulator = new LiveSimulator(whole.context, { minLineGames: 0, sliceMs: Number.POSITIVE_INFINITY });
    for (let tick = 0; tick < 3; tick++) {
      const [first, second] = await Promise.all([slicedSimulator.tick(), wholeSimulator.tick()]);
      expect(first).toEqual(second);
      sliced.clock.advanceBy(2_000);
      whole.clock.advanceBy(2_000);
    }
    // the first tick prices every live game: many slices of 2,000 cells; the unsliced one took one
    expect(pauses).toBeGreaterThan(10);
    expect(wholeSimulator.lastSlices).toBe(1);
    expect(await liveMarkets(sliced)).toEqual(await liveMarkets(whole));
    expect(await liveGames(sliced)).toEqual(await liveGames(whole));
  });

  it('leaves a game a control changed or held while the tick priced it, and moves it again once released', async () => {
    const api = sliced;
    const [changedGame, heldGame] = await api.db.query<{ id: number; time_sec: number }>("select id, time_sec from feed_games where status = 2 and not dev_hold and sport_id = 1 and time_sec < 44 * 60 order by id limit 2");
    const [market] = await api.db.query<{ id: number }>('select id from feed_markets where game_id = $1 order by id limit 1', [changedGame!.id]);
    let controlled = false;
    const simulator = new LiveSimulator(api.context, {
      minLineGames: 0,
      sliceCells: 2_000,
      pause: async () => {
        if (controlled) return;
        controlled = true;
        // a control in the middle of the tick's pricing: a new price (the game's revision moves) and a hold
        await setMarket(api.context, market!.id, { coef: 7.77 });
        await holdGame(api.context, heldGame!.id, true);
      },
    });
    await simulator.tick();
    api.clock.advanceBy(60_000);
    const report = await simulator.tick();
    expect(controlled).toBe(true);
    const after = await api.db.query<{ id: number; time_sec: number; dev_hold: boolean }>('select id, time_sec, dev_hold from feed_games where id = any($1::int[]) order by id', [[changedGame!.id, heldGame!.id]]);
    // both games stand where the controls left them; the other live games moved a minute on
    expect(after).toEqual([
      { id: changedGame!.id, time_sec: changedGame!.time_sec, dev_hold: true },
      { id: heldGame!.id, time_sec: heldGame!.time_sec, dev_hold: true },
    ]);
    const [price] = await api.db.query<{ coef: number }>('select coef::float8 as coef from feed_markets where id = $1', [market!.id]);
    expect(price!.coef).toBe(7.77);
    expect(report.liveCount).toBeGreaterThan(0);
    expect(report.scored).not.toContain(changedGame!.id);

    // released, the game plays on from where it stood and is priced anew after less game time than a
    // reprice waits for: the price the tick computed but did not write is not taken as the game's
    await holdGame(api.context, changedGame!.id, false);
    const seconds = REPRICE_EVERY_GAME_SEC / 2;
    api.clock.advanceBy(seconds * 1000);
    await simulator.tick();
    const [moved] = await api.db.query<{ time_sec: number }>('select time_sec from feed_games where id = $1', [changedGame!.id]);
    expect(moved!.time_sec).toBe(changedGame!.time_sec + seconds);
    const [repriced] = await api.db.query<{ coef: number }>('select coef::float8 as coef from feed_markets where id = $1', [market!.id]);
    expect(repriced!.coef).not.toBe(7.77);
  });

  it('ends a slice once its time is spent: with no time a slice prices one selection', async () => {
    const [{ count } = { count: 0 }] = await sliced.db.query<{ count: number }>('select count(*)::int as count from feed_markets m join feed_games g on g.id = m.game_id where g.status in (2, 3) and not g.dev_hold');
    let pauses = 0;
    // a new simulator prices every live game; each selection after the first starts a slice of its own
    const simulator = new LiveSimulator(sliced.context, { minLineGames: 0, sliceMs: 0, pause: async () => void pauses++ });
    await simulator.tick();
    expect(count).toBeGreaterThan(100);
    expect(simulator.lastSlices).toBe(pauses + 1);
    expect(pauses).toBeGreaterThanOrEqual(count - 1);
  });
});
