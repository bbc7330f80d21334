import { createTestPlatform, type TestPlatform } from '@kickoff/platform';
import { MarketGroupId, SelectionType } from '@kickoff/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MARBLE_SPORT_ID } from '../sports/page-types.rules';
import { DefaultSportsCatalogService } from '../sports/sports-catalog.service';
import { aFeedGame } from '../testing/feed-fixtures';
import { InMemoryFeedApi } from '../testing/in-memory-feed-api';
import { connectMultiLive, connectMultiLiveButton, MULTI_LIVE_MAX, MULTI_LIVE_NOTICE_MS, MULTI_LIVE_STORE_KEY, multiLiveIdsOf, multiLiveQueryOf, MultiLiveService } from './multi-live.service';

let platform: TestPlatform;
let api: InMemoryFeedApi;
let catalog: DefaultSportsCatalogService;

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
async function advance(ms: number): Promise<void> {
  for (let left = ms; left > 0; left -= 1_000) {
    platform.clock.advanceBy(Math.min(1_000, left));
    await settle();
  }
}
const live = (id: number, opponent1Name: string) => aFeedGame({ id, statusId: 2, isLive: true, timeSec: 600, period: 1, opponent1Name, opponent2Name: `${opponent1Name} B` });

beforeEach(() => {
  platform = createTestPlatform(Date.UTC(2026, 0, 1, 12));
  api = new InMemoryFeedApi([live(11, 'Alpha'), live(12, 'Beta'), live(13, 'Gamma'), live(14, 'Delta'), live(15, 'Epsilon'), aFeedGame({ id: 16 })]);
  catalog = new DefaultSportsCatalogService(api, platform.clock, platform.visibility, platform.logger);
});
afterEach(() => {
  catalog.dispose();
  expect(platform.clock.pendingTimerCount()).toBe(0);
});

const service = () => new MultiLiveService(catalog, platform.localStore, platform.clock);

describe('the multi live view (document 000 §2 multi)', () => {
  it('reads game ids from the URL or the store: positive integers, each once, at most 4', () => {
    expect(multiLiveIdsOf('3,abc,3,-1,0,7, 9 ,11,12')).toEqual([3, 7, 9, 11]);
    expect(multiLiveIdsOf([5, '6', 5, 1.5, null])).toEqual([5, 6]);
    expect(multiLiveIdsOf(undefined)).toEqual([]);
    expect(multiLiveQueryOf([3, 7])).toBe('games=3,7');
    expect(multiLiveQueryOf([])).toBe('');
  });

  it('adds from the live rows up to 4, keeps the choice in the local store, removes and swaps', () => {
    const multi = service();
    for (const id of [11, 12, 13, 14]) multi.toggle(id);
    expect(connectMultiLiveButton(multi, 15)).toEqual({ labelKey: 'betting_multi_add', isPressed: false, isDisabled: true });
    multi.add(15);
    expect(multi.ids).toEqual([11, 12, 13, 14]);
    expect(connectMultiLiveButton(multi, 12)).toEqual({ labelKey: 'betting_multi_remove', isPressed: true, isDisabled: false });
    multi.swap(11);
    multi.swap(14);
    expect(multi.ids).toEqual([12, 11, 14, 13]);
    multi.toggle(11);
    expect(multi.ids).toEqual([12, 14, 13]);
    expect(JSON.parse(platform.localStore.get(MULTI_LIVE_STORE_KEY) ?? '')).toEqual([12, 14, 13]);
    // a new page load reads the stored choice
    expect(service().ids).toEqual([12, 14, 13]);
    expect(MULTI_LIVE_MAX).toBe(4);
  });

  it('opens with the URL\'s games over the stored ones, observes them as panels and follows their scores', async () => {
    platform.localStore.set(MULTI_LIVE_STORE_KEY, '[13]');
    const multi = service();
    const queries: string[] = [];
    const close = multi.open('11,12', (query) => queries.push(query));
    await settle();
    let view = connectMultiLive(multi);
    expect(view.query).toBe('games=11,12');
    expect(view.isPickerOpen).toBe(false);
    expect(view.panels.map((panel) => [panel.id, panel.title, panel.score, panel.isActive])).toEqual([
      [11, 'Alpha – Alpha B', '0:0', true],
      [12, 'Beta – Beta B', '0:0', false],
    ]);
    expect(view.picks.map((pick) => [pick.id, pick.isChosen, pick.actionKey])).toEqual([
      [11, true, 'betting_multi_remove'],
      [12, true, 'betting_multi_remove'],
      [13, false, 'betting_multi_add'],
      [14, false, 'betting_multi_add'],
      [15, false, 'betting_multi_add'],
    ]);
    multi.select(12);
    expect(connectMultiLive(multi).tabs).toEqual([
      { id: 11, label: 'Alpha – Alpha B', isSelected: false },
      { id: 12, label: 'Beta – Beta B', isSelected: true },
    ]);
    api.setScore(11, 1, 0);
    api.setScore(12, 0, 2);
    await advance(10_000);
    view = connectMultiLive(multi);
    expect(view.panels.map((panel) => panel.score)).toEqual(['1:0', '0:2']);
    multi.swap(11);
    expect(queries).toEqual(['games=11,12', 'games=12,11']);
    close();
    multi.remove(11);
    expect(queries).toHaveLength(2);
    expect(multi.observerOf(11)).toBeNull();
    multi.remove(12);
    expect(connectMultiLive(multi).isPickerOpen).toBe(true);
  });

  it('names a marble race\'s leader in its panel and shows no score for it in the pick list (issue 16: no leader as "2:0")', async () => {
    const markets = ['Azure Comet', 'Ruby Flash'].map((name, index) => ({ id: 1_700_100 + index, gameId: 17, groupId: MarketGroupId.winner, kind: 8, typeId: SelectionType.outrightBase + index + 1, name, param: null, coef: 2, isBlocked: false, isBannedExpress: false }));
    api.games.push({ ...live(17, 'Glacier Run'), sportId: MARBLE_SPORT_ID, mainMarkets: [], groups: [{ id: MarketGroupId.winner, name: 'Winner', markets }] });
    const multi = service();
    const close = multi.open('17,11');
    await settle();
    expect(connectMultiLive(multi).panels.map((panel) => panel.score)).toEqual([null, '0:0']);
    api.setScore(17, 2, 0);
    await advance(10_000);
    const view = connectMultiLive(multi);
    expect(view.panels.map((panel) => panel.score)).toEqual(['Ruby Flash', '0:0']);
    expect(view.picks.filter((pick) => pick.id === 17 || pick.id === 11).map((pick) => pick.score)).toEqual(['0:0', null]);
    close();
  });

  it('drops a game that finished, with a notice that goes after 8 s on the clock', async () => {
    const multi = service();
    multi.add(11);
    multi.add(12);
    const close = multi.open(null);
    await settle();
    api.finish(11);
    // a live game is read again within the live interval (2 to 10 s, document 001 §9); the notice stays 8 s from then
    for (let i = 0; i < 10 && multi.has(11); i++) await advance(1_000);
    expect(multi.ids).toEqual([12]);
    expect(connectMultiLive(multi).notice).toEqual({ key: 'betting_multi_finished', values: { game: 'Alpha – Alpha B' } });
    expect(JSON.parse(platform.localStore.get(MULTI_LIVE_STORE_KEY) ?? '')).toEqual([12]);
    await advance(MULTI_LIVE_NOTICE_MS - 1_000);
    expect(multi.notice).not.toBeNull();
    await advance(1_000);
    expect(multi.notice).toBeNull();
    close();
  });

  it('drops a finished game named by a link as soon as it is read', async () => {
    api.finish(12);
    const multi = service();
    const close = multi.open('12,13');
    await settle();
    await settle();
    expect(multi.ids).toEqual([13]);
    expect(multi.notice?.values['game']).toBe('Beta – Beta B');
    close();
  });
});
