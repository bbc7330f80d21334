import type { TotoCoupon, TotoDraw, TotoPool } from '@kickoff/contracts';
import type { MoneyView } from '../casino/casino-game.connect';
import { TOTO_OUTCOMES, totoLinePriceMinor } from './toto.rules';
import type { TotoService, TotoView } from './toto.service';

/** The section segment of the toto links (document 000 §2 `toto/{totoSection}/{child}`): the one pool the site runs. */
export const TOTO_SECTION = 'pool';

/** The toto pages as tabs: the draw, past draws, my coupons, the next draw, the events nominated. */
const TABS: ReadonlyArray<{ view: TotoView; path: string; labelKey: string }> = [
  { view: 'draw', path: `toto/${TOTO_SECTION}`, labelKey: 'toto_tab_draw' },
  { view: 'coupons', path: `toto/${TOTO_SECTION}/coupons`, labelKey: 'toto_tab_coupons' },
  { view: 'draws', path: `toto/${TOTO_SECTION}/draws`, labelKey: 'toto_tab_draws' },
  { view: 'next', path: `toto/${TOTO_SECTION}/next`, labelKey: 'toto_tab_next' },
  { view: 'nonimees', path: `toto/${TOTO_SECTION}/nonimees`, labelKey: 'toto_tab_nonimees' },
];

/** The toto page of a route's child segment (none: the draw). */
export function totoViewOf(child: string | undefined): TotoView {
  return child === 'draws' || child === 'coupons' || child === 'next' || child === 'nonimees' ? child : 'draw';
}

const STATUS_KEYS: Readonly<Record<TotoDraw['status'], string>> = {
  open: 'toto_status_open',
  upcoming: 'toto_status_upcoming',
  closed: 'toto_status_closed',
  settled: 'toto_status_settled',
};

const RESULT_LABEL: Readonly<Record<string, string>> = { '1': '1', X: 'X', '2': '2' };

function poolView(pool: TotoPool) {
  const money = (minor: number): MoneyView => ({ minor, currency: pool.currency, digits: pool.minorDigits });
  return {
    currency: pool.currency,
    coupons: pool.coupons,
    lines: pool.lines,
    pool: money(pool.poolMinor),
    cut: money(pool.cutMinor),
    fund: money(pool.fundMinor),
    linePrice: money(pool.linePriceMinor),
    classes: pool.classes.map((row) => ({
      correct: row.correct,
      sharePercent: row.sharePercent,
      fund: money(row.fundMinor),
      winningLines: row.winningLines,
      perLine: row.perLineMinor === null ? null : money(row.perLineMinor),
      /** A settled class nobody won: its fund was kept by the operator. */
      keptKey: row.winningLines === 0 ? 'toto_class_kept' : null,
    })),
    kept: pool.keptMinor === null ? null : money(pool.keptMinor),
  };
}

function drawView(draw: TotoDraw) {
  return {
    id: draw.id,
    status: draw.status,
    statusKey: STATUS_KEYS[draw.status],
    closesAtMs: draw.closesAt,
    /** The closing time is shown while the draw still takes (or will take) coupons. */
    showClosesAt: draw.status === 'open' || draw.status === 'upcoming',
    /** What each class paid is shown once the draw is settled. */
    showPayouts: draw.status === 'settled',
    settledAtMs: draw.settledAt,
    events: draw.events.map((event) => ({
      position: event.position,
      gameId: event.gameId,
      opponent1: event.opponent1,
      opponent2: event.opponent2,
      champName: event.champName,
      sportName: event.sportName,
      startAtMs: event.startAt,
      score: event.score,
      result: event.result === null ? null : event.result === 'void' ? null : (RESULT_LABEL[event.result] ?? null),
      resultKey: event.result === 'void' ? 'toto_result_void' : null,
    })),
    /** The first pool (the player's currency) is in the draw's heading; the others state their totals in their payouts. */
    pools: draw.pools.map((pool, index) => ({ ...poolView(pool), showTotals: index > 0 })),
  };
}

function couponView(coupon: TotoCoupon) {
  const money = (minor: number): MoneyView => ({ minor, currency: coupon.currency, digits: coupon.minorDigits });
  return {
    id: coupon.id,
    drawId: coupon.drawId,
    picks: coupon.picks.map((event) => event.join('')),
    lines: coupon.lines,
    amount: money(coupon.amountMinor),
    placedAtMs: coupon.placedAt,
    status: coupon.status,
    statusKey: `toto_coupon_${coupon.status}`,
    winningLines: coupon.winningLines ? [15, 14, 13].map((correct) => ({ correct, lines: coupon.winningLines?.[correct as 15 | 14 | 13] ?? 0 })) : null,
    win: coupon.winMinor === null ? null : money(coupon.winMinor),
  };
}

/** What the toto pages draw: tabs, the rules stated, the draws, the coupon grid with its lines and cost, coupons and results. */
export function connectToto(service: TotoService) {
  const draws = service.draws;
  const current = draws?.current ?? null;
  const pool = current?.pools[0] ?? null;
  const currency = pool?.currency ?? null;
  const price = currency === null ? null : totoLinePriceMinor(currency);
  const money = (minor: number): MoneyView | null => (pool ? { minor, currency: pool.currency, digits: pool.minorDigits } : null);
  const lines = service.lines;
  const rules = draws?.rules ?? null;
  return {
    loading: draws === null && service.errorKey === null,
    errorKey: draws === null ? service.errorKey : null,
    view: service.view,
    tabs: TABS.map((tab) => ({ ...tab, active: tab.view === service.view })),
    rules: rules
      ? {
          linePrice: price === null ? null : money(price),
          cutPercent: rules.cutPercent,
          events: rules.events,
          maxLines: rules.maxLines,
          classes: rules.classes,
        }
      : null,
    current: current ? drawView(current) : null,
    next: draws?.next ? drawView(draws.next) : null,
    /** The 15 × 3 grid of the current draw: each event with its three outcome toggles. */
    grid: (current?.events ?? []).map((event) => {
      const picked = service.picks[event.position - 1] ?? [];
      return {
        position: event.position,
        opponent1: event.opponent1,
        opponent2: event.opponent2,
        champName: event.champName,
        startAtMs: event.startAt,
        options: TOTO_OUTCOMES.map((outcome) => ({ outcome, picked: picked.includes(outcome) })),
      };
    }),
    picked: service.picks.filter((event) => event.length > 0).length,
    lines,
    cost: lines > 0 && price !== null ? money(lines * price) : null,
    tooManyLines: rules !== null && lines > rules.maxLines,
    canPlace: current !== null && lines > 0 && (rules === null || lines <= rules.maxLines) && service.placing !== 'placing',
    placing: service.placing === 'placing',
    placingErrorKey: service.placingErrorKey,
    placed: service.placing === 'placed' && service.placed ? couponView(service.placed) : null,
    coupons: service.coupons?.map(couponView) ?? null,
    couponsErrorKey: service.couponsErrorKey,
    results: service.results?.map(drawView) ?? null,
  };
}

/** The toto pages' view model. */
export type TotoPageView = ReturnType<typeof connectToto>;
