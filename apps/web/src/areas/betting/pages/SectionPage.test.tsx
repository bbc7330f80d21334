import { aFeedGame, catalogSportsPagesModule, FavouritesService, InMemoryFeedApi, MultiLiveService, SportsCatalogService } from '@kickoff/catalog-core';
import { CouponPicks, CouponSettingsService } from '@kickoff/coupon-core';
import { FeedApi } from '@kickoff/contracts';
import { createTestPlatform } from '@kickoff/platform';
import { getObserverTree } from 'mobx';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { RouteMatch } from '@kickoff/guards-core';
import { ContainerProvider } from '../../../app/di';
import betting from '../index';
import { createAppContainer } from '../../../container';
import { createI18n } from '../../../i18n/i18n';
import { SectionGames } from './SectionPage';

const setActEnvironment = (on: boolean) => ((globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = on);

/** A live game of the list (its id, its league). */
const liveGame = (id: number) => aFeedGame({ id, champId: 3, statusId: 2, isLive: true, timeSec: 600, period: 1 });

/** Ends the current task: the microtasks (where React renders a store change's observers) run first. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

let root: Root | null = null;
afterEach(() => {
  setActEnvironment(true);
  act(() => root?.unmount());
  root = null;
  document.body.replaceChildren();
});

/** Renders the live section's list (all sports) with `container` and `i18n` into a new element of the page. */
async function renderLiveSection(container: ReturnType<typeof createAppContainer>, i18n: Awaited<ReturnType<typeof createI18n>>): Promise<HTMLDivElement> {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => {
    root?.render(
      <ContainerProvider container={container}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter initialEntries={['/en/live']}>
            <SectionGames section="live" sportId={null} champId={null} pageType="home" menu={null} />
          </MemoryRouter>
        </I18nextProvider>
      </ContainerProvider>,
    );
  });
  return host;
}

/** The live list of two games drawn with the app's container and the betting area's services. */
async function drawLiveList(onI18n: (i18n: Awaited<ReturnType<typeof createI18n>>) => void = () => undefined) {
  setActEnvironment(true);
  const platform = createTestPlatform(Date.UTC(2026, 10, 26, 23));
  const container = createAppContainer(platform);
  container.rebind(FeedApi).toConstantValue(new InMemoryFeedApi([liveGame(10_002), liveGame(10_004)]));
  // the betting area's own services (its chunk loads them with its pages)
  await container.load(catalogSportsPagesModule);
  const i18n = await createI18n('en');
  onI18n(i18n);
  const host = await renderLiveSection(container, i18n);
  // the list's first read (the in-memory feed answers at once)
  await act(async () => platform.clock.advanceBy(0));
  // From here React schedules as in the page (no act).
  setActEnvironment(false);
  const board = container.get(SportsCatalogService).liveBoardOf(null);
  if (!board) throw new Error('no live board');
  return { host, container, board, i18n };
}

describe('the live list (issue 20: a delta that changes its rows does not lay them out in its own task)', () => {
  it('draws a game a delta brings in a later task, in slices; the delta renders only what reads the list', async () => {
    const { host, board } = await drawLiveList();
    const shown = () => [...host.querySelectorAll('[data-testid="game-row"]')].map((row) => Number(row.getAttribute('data-game-id')));
    expect(shown()).toEqual([10_002, 10_004]);
    // a delta brings a third game
    const version = board.version;
    board.apply({ since: version, version: (version ?? 0) + 1, order: [10_002, 10_004, 10_006], games: [liveGame(10_006)], states: [], markets: [], removed: [] });
    await Promise.resolve();
    await Promise.resolve();
    // the delta's task has ended: the rows are the ones it found (before: laid out in it, three rows)
    expect(shown()).toEqual([10_002, 10_004]);
    for (let turn = 0; turn < 20 && shown().length < 3; turn++) await nextTask();
    expect(shown()).toEqual([10_002, 10_004, 10_006]);
  });

  it("writes a market's lock a delta brings in place, in the delta's own call (no render), and a locked price takes no press", async () => {
    const { host, container, board } = await drawLiveList();
    const marketId = 10_002 * 100 + 1;
    const button = () => host.querySelector(`[data-testid="odds"][data-market-id="${marketId}"]`) as HTMLButtonElement;
    const drawn = button();
    expect(drawn.hasAttribute('data-locked')).toBe(false);
    const version = board.version;
    board.apply({ since: version, version: (version ?? 0) + 1, order: null, games: [], states: [], markets: [{ id: marketId, gameId: 10_002, coef: 1.9, isBlocked: true, isBannedExpress: false }], removed: [] });
    // the catalogue flushes the markets' signals after each delta: the lock is drawn then, before any render
    board.signals.flush();
    expect([button().getAttribute('data-locked'), button().getAttribute('aria-disabled'), button().textContent]).toEqual(['true', 'true', '1 1.90suspended']);
    expect(button()).toBe(drawn);
    // a press takes nothing: the market is blocked
    button().click();
    expect(container.get(CouponPicks).isPicked(marketId)).toBe(false);
    // nothing renders it again after the delta's task either (the same button, the same price's node)
    const price = button().querySelector('.odds__coef')?.firstChild;
    for (let turn = 0; turn < 5; turn++) await nextTask();
    expect([button(), button().querySelector('.odds__coef')?.firstChild]).toEqual([drawn, price]);
    // unlocked again: the price as the market has it now, pressable
    board.apply({ since: board.version, version: (board.version ?? 0) + 1, order: null, games: [], states: [], markets: [{ id: marketId, gameId: 10_002, coef: 2.05, isBlocked: false, isBannedExpress: false }], removed: [] });
    board.signals.flush();
    expect([button().hasAttribute('data-locked'), button().hasAttribute('aria-disabled'), button().querySelector('.odds__coef')?.textContent, button().textContent]).toEqual([false, false, '2.05', '1 2.05']);
    button().click();
    expect(container.get(CouponPicks).isPicked(marketId)).toBe(true);
  });

  it("writes a game's clock and score a delta brings in place, in the delta's own call (no render of the row or its texts)", async () => {
    const { host, board } = await drawLiveList();
    const row = () => host.querySelector('[data-testid="game-row"][data-game-id="10002"]') as HTMLElement;
    const clock = () => row().querySelector('[data-testid="game-clock"]')?.textContent;
    const drawnRow = row();
    const clockNode = row().querySelector('[data-testid="game-clock"]')?.firstChild;
    expect(clock()).toBe('10:00');
    const state = { id: 10_002, statusId: 2, isLive: true, isFinished: false, timeSec: 660, period: 1, score1: 1, score2: 0, scoreFormatted: '1:0', fullScore: '1:0', marketsCount: board.liveStateOf(10_002)?.marketsCount ?? 0 };
    board.apply({ since: board.version, version: (board.version ?? 0) + 1, order: null, games: [], states: [state], markets: [], removed: [] });
    // the catalogue flushes the games' signals after each delta: the texts are written then, before any render
    board.gameSignals.flush();
    expect([clock(), row().querySelector('[data-testid="game-score"]')?.textContent]).toEqual(['11:00', '1:0']);
    expect(row().querySelector('[data-testid="game-clock"]')?.firstChild).toBe(clockNode);
    // the other game's clock stays
    expect(host.querySelector('[data-testid="game-row"][data-game-id="10004"] [data-testid="game-clock"]')?.textContent).toBe('10:00');
    for (let turn = 0; turn < 5; turn++) await nextTask();
    expect([row(), row().querySelector('[data-testid="game-clock"]')?.firstChild, clock()]).toEqual([drawnRow, clockNode, '11:00']);
  });

  it('hydrates a row\'s coefficients with the row\'s observer: the odds format and a pick are observed once per row, and a press still picks and marks its price', async () => {
    const { host, container } = await drawLiveList();
    const rows = host.querySelectorAll('[data-testid="game-row"]').length;
    const buttons = host.querySelectorAll('[data-testid="odds"]');
    expect([rows, buttons.length > rows]).toEqual([2, true]);
    // before: one observer of the odds format per coefficient
    expect(getObserverTree(container.get(CouponSettingsService), 'settings').observers).toHaveLength(rows);
    const button = buttons[1] as HTMLButtonElement;
    const marketId = Number(button.getAttribute('data-market-id'));
    button.click();
    expect(container.get(CouponPicks).isPicked(marketId)).toBe(true);
    for (let turn = 0; turn < 20 && button.getAttribute('aria-pressed') !== 'true'; turn++) await nextTask();
    expect([button.getAttribute('aria-pressed'), button.classList.contains('odds--selected'), (buttons[0] as HTMLElement).getAttribute('aria-pressed')]).toEqual(['true', true, 'false']);
  });

  it("draws a row's favourite star and multi live button from the row's observer and translation (one translation hook per row), and both still toggle", async () => {
    // the translation hooks mounted: each listens to the language's changes (i18next's emitter)
    const listeners = (i18n: unknown) => (i18n as { observers: Record<string, Map<unknown, number> | undefined> }).observers['languageChanged']?.size ?? 0;
    let before = 0;
    const { host, container, i18n } = await drawLiveList((fresh) => {
      before = listeners(fresh);
    });
    const hooks = () => listeners(i18n) - before;
    const rows = host.querySelectorAll('[data-testid="game-row"]').length;
    expect(rows).toBe(2);
    // the list's view, the list and one per row (before: the row's star and multi live button had one each too)
    expect(hooks()).toBe(2 + rows);
    const row = host.querySelector('[data-testid="game-row"][data-game-id="10002"]') as HTMLElement;
    const star = () => row.querySelector('[data-testid="favourite-star"]') as HTMLButtonElement;
    const multi = () => row.querySelector('[data-testid="multi-add"]') as HTMLButtonElement;
    expect([star().getAttribute('aria-pressed'), /^Add .+ to favourites$/.test(star().getAttribute('aria-label') ?? ''), multi().getAttribute('aria-pressed')]).toEqual(['false', true, 'false']);
    star().click();
    multi().click();
    expect(container.get(FavouritesService).isFavourite('game', 10_002)).toBe(true);
    expect(container.get(MultiLiveService).has(10_002)).toBe(true);
    const drawn = () => host.querySelector('[data-testid="game-row"][data-game-id="10002"]') as HTMLElement;
    for (let turn = 0; turn < 20 && drawn().querySelector('[data-testid="multi-add"]')?.getAttribute('aria-pressed') !== 'true'; turn++) await nextTask();
    const shown = drawn();
    expect([shown.querySelector('[data-testid="favourite-star"]')?.getAttribute('aria-pressed'), shown.querySelector('[data-testid="multi-add"]')?.getAttribute('aria-pressed')]).toEqual(['true', 'true']);
    // the other row's buttons stay as they were
    const other = host.querySelector('[data-testid="game-row"][data-game-id="10004"]') as HTMLElement;
    expect([other.querySelector('[data-testid="favourite-star"]')?.getAttribute('aria-pressed'), other.querySelector('[data-testid="multi-add"]')?.getAttribute('aria-pressed')]).toEqual(['false', 'false']);
  });

  it("takes the live list the served page carries in the betting area's preparation, before the list's first render, which draws its rows at once", async () => {
    const platform = createTestPlatform(Date.UTC(2026, 10, 26, 23));
    const container = createAppContainer(platform);
    const api = new InMemoryFeedApi([liveGame(10_002), liveGame(10_004)]);
    container.rebind(FeedApi).toConstantValue(api);
    await container.load(catalogSportsPagesModule);
    const answer = await api.getLiveDelta(null, null);
    if (answer.status !== 'fresh') throw new Error('no list');
    api.calls.getLiveDelta = 0;
    platform.bootData.set('feed:live:all', { etag: `"${answer.data.version}"`, data: answer.data, readAt: null });
    const catalog = container.get(SportsCatalogService);
    // the tasks of the preparation, and the task in which the rows' services are made
    let task = 0;
    const made: Array<[string, number]> = [];
    container.onActivation(MultiLiveService, (_context, service) => {
      made.push(['multi live', task]);
      return service;
    });
    container.onActivation(FavouritesService, (_context, service) => {
      made.push(['favourites', task]);
      return service;
    });
    await betting.prepare?.(container, { route: { name: 'betting' }, params: { section: 'live' } } as unknown as RouteMatch, async () => void task++);
    // the rows' services in a task after the board's, before the first render (before: in the first row's render)
    expect(made).toEqual([
      ['favourites', 1],
      ['multi live', 1],
    ]);
    // the board is filled before any view observes it (before: inside the list's first render)
    expect([catalog.liveBoardOf(null)?.isLoaded, catalog.liveGamesOf(null)?.games.map((game) => game.id)]).toEqual([true, [10_002, 10_004]]);
    setActEnvironment(true);
    const i18n = await createI18n('en');
    const host = await renderLiveSection(container, i18n);
    expect([...host.querySelectorAll('[data-testid="game-row"]')].map((row) => Number(row.getAttribute('data-game-id')))).toEqual([10_002, 10_004]);
  });

  it("starts home's reads one per task before the first render (issue 20), only for home; the first render's observers share them", async () => {
    const platform = createTestPlatform(Date.UTC(2026, 10, 26, 23));
    const container = createAppContainer(platform);
    const api = new InMemoryFeedApi([liveGame(10_002), aFeedGame({ id: 20_002, champId: 5 })]);
    container.rebind(FeedApi).toConstantValue(api);
    await container.load(catalogSportsPagesModule);
    const catalog = container.get(SportsCatalogService);
    let task = 0;
    const reads = () => [api.calls.getLiveDelta, api.calls.getChampsGames, api.calls.getSportsMenu];
    // a game page starts nothing here (its views read in their render)
    const none = await betting.startReads?.(container, { route: { name: 'bettingGame' }, params: { section: 'live', gameId: '10002' } } as unknown as RouteMatch, async () => void task++);
    await platform.clock.advanceBy(0);
    expect([task, reads()]).toEqual([0, [0, 0, 0]]);
    none?.();
    const release = await betting.startReads?.(container, { route: { name: 'home' }, params: {} } as unknown as RouteMatch, async () => void task++);
    await platform.clock.advanceBy(0);
    // a task before each of the three reads (before: none, the first render started them)
    expect([task, reads()]).toEqual([3, [1, 1, 1]]);
    // the first render's observers share the reads (no second read) and find the games
    const live = catalog.observeTopGames('live');
    const line = catalog.observeTopGames('line');
    const menu = catalog.observeSportsMenu('line');
    await platform.clock.advanceBy(0);
    expect(reads()).toEqual([1, 1, 1]);
    expect([live.rowGames?.map((game) => game.id), line.rowGames !== null, menu.data !== undefined]).toEqual([[10_002], true, true]);
    // released, the views keep their reads; once they go too, nothing is read any more
    release?.();
    expect(live.rowGames?.map((game) => game.id)).toEqual([10_002]);
    live.dispose();
    line.dispose();
    menu.dispose();
    expect(platform.clock.pendingTimerCount()).toBe(0);
  });

  it("starts the live list's games read in a task before the first render, not its menu's (a phone draws it in a sheet) (issue 20); the list's observer shares it", async () => {
    const platform = createTestPlatform(Date.UTC(2026, 10, 26, 23));
    const container = createAppContainer(platform);
    const api = new InMemoryFeedApi([liveGame(10_002), liveGame(10_004)]);
    container.rebind(FeedApi).toConstantValue(api);
    await container.load(catalogSportsPagesModule);
    const catalog = container.get(SportsCatalogService);
    let task = 0;
    const release = await betting.startReads?.(container, { route: { name: 'betting' }, params: { section: 'live' } } as unknown as RouteMatch, async () => void task++);
    await platform.clock.advanceBy(0);
    // before: none, the list's first render started them
    expect([task, api.calls.getSportsMenu, api.calls.getLiveDelta]).toEqual([1, 0, 1]);
    const list = catalog.observeSection({ section: 'live', sportId: null, champId: null });
    await platform.clock.advanceBy(0);
    expect([api.calls.getSportsMenu, api.calls.getLiveDelta]).toEqual([0, 1]);
    expect(list.rowGames?.map((game) => game.id)).toEqual([10_002, 10_004]);
    release?.();
    list.dispose();
    expect(platform.clock.pendingTimerCount()).toBe(0);
  });
});
