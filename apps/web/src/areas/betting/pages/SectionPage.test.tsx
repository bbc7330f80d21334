import { aFeedGame, catalogSportsPagesModule, InMemoryFeedApi, SportsCatalogService } from '@kickoff/catalog-core';
import { CouponPicks } from '@kickoff/coupon-core';
import { FeedApi } from '@kickoff/contracts';
import { createTestPlatform } from '@kickoff/platform';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ContainerProvider } from '../../../app/di';
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

/** The live list of two games drawn with the app's container and the betting area's services. */
async function drawLiveList() {
  setActEnvironment(true);
  const platform = createTestPlatform(Date.UTC(2026, 10, 26, 23));
  const container = createAppContainer(platform);
  container.rebind(FeedApi).toConstantValue(new InMemoryFeedApi([liveGame(10_002), liveGame(10_004)]));
  // the betting area's own services (its chunk loads them with its pages)
  await container.load(catalogSportsPagesModule);
  const i18n = await createI18n('en');
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
  // the list's first read (the in-memory feed answers at once)
  await act(async () => platform.clock.advanceBy(0));
  // From here React schedules as in the page (no act).
  setActEnvironment(false);
  const board = container.get(SportsCatalogService).liveBoardOf(null);
  if (!board) throw new Error('no live board');
  return { host, container, board };
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

  it("draws a market's lock a delta brings after the delta's task, and a press meanwhile takes nothing", async () => {
    const { host, container, board } = await drawLiveList();
    const marketId = 10_002 * 100 + 1;
    const button = () => host.querySelector(`[data-testid="odds"][data-market-id="${marketId}"]`) as HTMLButtonElement;
    expect(button().hasAttribute('data-locked')).toBe(false);
    const version = board.version;
    board.apply({ since: version, version: (version ?? 0) + 1, order: null, games: [], states: [], markets: [{ id: marketId, gameId: 10_002, coef: 1.9, isBlocked: true, isBannedExpress: false }], removed: [] });
    // the catalogue flushes the markets' signals after each delta
    board.signals.flush();
    await Promise.resolve();
    await Promise.resolve();
    // the delta's task drew no face (before: the face's observer drew the lock in it)
    expect(button().hasAttribute('data-locked')).toBe(false);
    // a press before the lock is drawn takes nothing: the market is blocked now
    button().click();
    expect(container.get(CouponPicks).isPicked(marketId)).toBe(false);
    for (let turn = 0; turn < 20 && !button().hasAttribute('data-locked'); turn++) await nextTask();
    expect([button().getAttribute('data-locked'), button().getAttribute('aria-disabled')]).toEqual(['true', 'true']);
    // unlocked again: the price drawn, as the market has it now
    board.apply({ since: board.version, version: (board.version ?? 0) + 1, order: null, games: [], states: [], markets: [{ id: marketId, gameId: 10_002, coef: 2.05, isBlocked: false, isBannedExpress: false }], removed: [] });
    board.signals.flush();
    for (let turn = 0; turn < 20 && button().hasAttribute('data-locked'); turn++) await nextTask();
    expect([button().hasAttribute('data-locked'), button().querySelector('.odds__coef')?.textContent]).toEqual([false, '2.05']);
  });
});
