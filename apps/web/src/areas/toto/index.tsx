import { catalogTotoModule, connectToto, totoViewOf, TotoService, type TotoPageView } from '@kickoff/catalog-core';
import { AuthStatusService } from '@kickoff/shell-core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useService } from '../../app/di';
import { useLanguage } from '../../app/language';
import { formatDateTime, formatMoney } from '../../features/format/format';
import { AreaSkeleton } from '../../shell/ui/AreaStatus';
import type { AreaModule, AreaPageProps } from '../area.types';
import './toto.css';

type DrawView = NonNullable<TotoPageView['current']>;
type MoneyView = { minor: number; currency: string; digits: number };

function useMoney() {
  const language = useLanguage();
  return (money: MoneyView) => formatMoney(money.minor, money.currency, money.digits, language);
}

/** The stated rules: line price, closing, the operator's cut, the classes, no winners, void events (issue 16). */
function TotoRules({ view }: { view: TotoPageView }) {
  const { t } = useTranslation();
  const money = useMoney();
  const rules = view.rules;
  if (!rules) return null;
  return (
    <section className="toto-rules" data-testid="toto-rules" aria-labelledby="toto-rules-title">
      <h2 id="toto-rules-title">{t('toto_rules_title')}</h2>
      <ul>
        {rules.linePrice ? <li data-testid="toto-rule-price">{t('toto_rule_price', { price: money(rules.linePrice) })}</li> : null}
        <li>{t('toto_rule_close')}</li>
        <li>{t('toto_rule_cut', { percent: rules.cutPercent })}</li>
        {rules.classes.map((row) => (
          <li key={row.correct}>{t('toto_rule_class', { correct: row.correct, percent: row.sharePercent })}</li>
        ))}
        <li>{t('toto_rule_no_winners')}</li>
        <li>{t('toto_rule_void')}</li>
      </ul>
    </section>
  );
}

/** A draw's heading: number, status, closing time and the pool in the player's currency. */
function DrawHead({ draw }: { draw: DrawView }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = useMoney();
  const pool = draw.pools[0];
  return (
    <header className="toto-draw__head">
      <h2>{t('toto_draw', { id: draw.id })}</h2>
      <span className="toto-status" data-testid="toto-draw-status" data-status={draw.status}>
        {t(draw.statusKey)}
      </span>
      {draw.showClosesAt ? <span className="muted">{t('toto_closes', { time: formatDateTime(draw.closesAtMs, language) })}</span> : null}
      {pool ? (
        <span className="muted" data-testid="toto-pool">
          {t('toto_pool', { pool: money(pool.pool), fund: money(pool.fund) })}
        </span>
      ) : null}
    </header>
  );
}

/** The events of a draw as a list (results once played). */
function DrawEvents({ draw }: { draw: DrawView }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className="table-scroll">
      <table className="toto-events" data-testid="toto-events">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{t('toto_event')}</th>
            <th scope="col">{t('toto_result')}</th>
          </tr>
        </thead>
        <tbody>
          {draw.events.map((event) => (
            <tr key={event.position} data-testid="toto-event-row">
              <td>{event.position}</td>
              <td>
                <strong dir="auto">
                  {event.opponent1} – {event.opponent2}
                </strong>
                <div className="muted">
                  {event.champName} · {formatDateTime(event.startAtMs, language)}
                </div>
              </td>
              <td data-testid="toto-event-result">
                {event.score ?? '—'}
                {event.result ? <strong> ({event.result})</strong> : null}
                {event.resultKey ? <strong> ({t(event.resultKey)})</strong> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** What each prize class of a settled pool paid, and what the operator kept. */
function PoolPayouts({ draw }: { draw: DrawView }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <>
      {draw.pools.map((pool) => (
        <ul key={pool.currency} className="toto-payouts" data-testid="toto-payouts" data-currency={pool.currency}>
          {pool.showTotals ? <li>{t('toto_pool', { pool: money(pool.pool), fund: money(pool.fund) })}</li> : null}
          {pool.classes.map((row) =>
            row.keptKey ? (
              <li key={row.correct}>{t(row.keptKey, { correct: row.correct })}</li>
            ) : (
              <li key={row.correct} data-testid="toto-class">
                {t('toto_class_paid', { correct: row.correct, lines: row.winningLines ?? 0, amount: row.perLine ? money(row.perLine) : '—' })}
              </li>
            ),
          )}
          {pool.kept ? <li>{t('toto_kept', { amount: money(pool.kept) })}</li> : null}
        </ul>
      ))}
    </>
  );
}

/** The current draw: the 15 × 3 grid of toggles, lines and cost live, the placing. */
const DrawPage = observer(function DrawPage({ service, view }: { service: TotoService; view: TotoPageView }) {
  const { t } = useTranslation();
  const money = useMoney();
  const draw = view.current;
  if (!draw) return <p data-testid="toto-no-draw">{t('toto_no_draw')}</p>;
  return (
    <section className="toto-draw" data-testid="toto-draw" data-draw-id={draw.id}>
      <DrawHead draw={draw} />
      <ol className="toto-grid" data-testid="toto-grid">
        {view.grid.map((row) => (
          <li key={row.position} className="toto-grid__row" data-testid="toto-grid-row" data-position={row.position}>
            <span className="toto-grid__n">{row.position}</span>
            <span className="toto-grid__event">
              {/* dir="auto": a name keeps its own direction (a Latin team name in an Arabic page is cut at its end) */}
              <strong dir="auto">
                {row.opponent1} – {row.opponent2}
              </strong>
              <span className="muted" dir="auto">
                {row.champName}
              </span>
            </span>
            <span className="toto-grid__picks" role="group" aria-label={`${row.position}. ${row.opponent1} – ${row.opponent2}`}>
              {row.options.map((option) => (
                <button
                  key={option.outcome}
                  type="button"
                  className={`toto-pick${option.picked ? ' toto-pick--on' : ''}`}
                  aria-pressed={option.picked}
                  data-testid={`toto-pick-${row.position}-${option.outcome}`}
                  onClick={() => service.toggle(row.position, option.outcome)}
                >
                  {option.outcome}
                </button>
              ))}
            </span>
          </li>
        ))}
      </ol>
      <div className="toto-slip" data-testid="toto-slip">
        <p data-testid="toto-lines" data-lines={view.lines}>
          {view.cost ? t('toto_lines_cost', { lines: view.lines, cost: money(view.cost) }) : t('toto_error_picks')}
        </p>
        {view.tooManyLines ? <p role="alert">{t('toto_error_too_many_lines')}</p> : null}
        {view.placingErrorKey ? (
          <p role="alert" className="field-error" data-testid="toto-error">
            {t(view.placingErrorKey)}
          </p>
        ) : null}
        {view.placed ? (
          <p role="status" data-testid="toto-placed">
            {t('toto_placed', { id: view.placed.drawId, amount: money(view.placed.amount) })}
          </p>
        ) : null}
        <div className="toto-slip__actions">
          <button type="button" className="button" disabled={!view.canPlace} onClick={() => void service.place()} data-testid="toto-place">
            {t('toto_place')}
          </button>
          <button type="button" className="button button--secondary" onClick={() => service.clear()}>
            {t('toto_clear')}
          </button>
        </div>
      </div>
      <TotoRules view={view} />
    </section>
  );
});

/** The player's coupons with status, picks, stake and win. */
function CouponsPage({ view }: { view: TotoPageView }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = useMoney();
  if (view.couponsErrorKey) return <p data-testid="toto-coupons-error">{t(view.couponsErrorKey)}</p>;
  if (view.coupons === null) return <AreaSkeleton />;
  if (view.coupons.length === 0) return <p data-testid="toto-no-coupons">{t('toto_no_coupons')}</p>;
  return (
    <ul className="toto-coupons" data-testid="toto-coupons">
      {view.coupons.map((coupon) => (
        <li key={coupon.id} className="toto-coupon" data-testid="toto-coupon" data-coupon-id={coupon.id} data-status={coupon.status}>
          <header>
            <strong>{t('toto_draw', { id: coupon.drawId })}</strong> <span className="toto-status">{t(coupon.statusKey)}</span>{' '}
            <span className="muted">{formatDateTime(coupon.placedAtMs, language)}</span>
          </header>
          <p className="toto-coupon__picks">{coupon.picks.join(' · ')}</p>
          <p>
            {t('toto_lines_cost', { lines: coupon.lines, cost: money(coupon.amount) })}
            {coupon.win ? (
              <strong data-testid="toto-coupon-win"> · {t('toto_win', { amount: money(coupon.win) })}</strong>
            ) : null}
          </p>
          {coupon.winningLines ? (
            <p className="muted">{coupon.winningLines.map((row) => t('toto_coupon_lines', { correct: row.correct, lines: row.lines })).join(' · ')}</p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** Past draws: results of the events and what each class paid. */
function ResultsPage({ view }: { view: TotoPageView }) {
  const { t } = useTranslation();
  if (view.results === null) return <AreaSkeleton />;
  if (view.results.length === 0) return <p data-testid="toto-no-results">{t('toto_no_results')}</p>;
  return (
    <div className="toto-results" data-testid="toto-results">
      {view.results.map((draw) => (
        <section key={draw.id} className="toto-draw" data-testid="toto-result" data-draw-id={draw.id}>
          <DrawHead draw={draw} />
          {draw.showPayouts ? <PoolPayouts draw={draw} /> : null}
          <DrawEvents draw={draw} />
        </section>
      ))}
    </div>
  );
}

/** The next draw: its events, open once the current one closes. */
function NextPage({ view }: { view: TotoPageView }) {
  const { t } = useTranslation();
  if (!view.next) return <p data-testid="toto-no-draw">{t('toto_no_draw')}</p>;
  return (
    <section className="toto-draw" data-testid="toto-next" data-draw-id={view.next.id}>
      <DrawHead draw={view.next} />
      <p className="muted">{t('toto_rule_close')}</p>
      <DrawEvents draw={view.next} />
    </section>
  );
}

/** The nominations: the events chosen for the current and the next draw. */
function NomineesPage({ view }: { view: TotoPageView }) {
  const { t } = useTranslation();
  const draws = [view.current, view.next].filter((draw): draw is DrawView => draw !== null);
  return (
    <div data-testid="toto-nonimees">
      <p>{t('toto_nonimees_intro')}</p>
      {draws.map((draw) => (
        <section key={draw.id} className="toto-draw">
          <DrawHead draw={draw} />
          <DrawEvents draw={draw} />
        </section>
      ))}
    </div>
  );
}

/** Toto (document 000 §2 `toto/{totoSection?}` and its children draws, coupons, next, nonimees; issue 16). */
const TotoPage = observer(function TotoPage({ match }: AreaPageProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const service = useService(TotoService);
  const auth = useService(AuthStatusService);
  const signedIn = auth.isAuthorized;
  const child = totoViewOf(match.params['child']);
  // issue 18: the draws name their events in the page's language (X-Language): a language switch reads them again.
  useEffect(() => service.watch(child), [service, child, signedIn, language]);
  const view = connectToto(service);
  return (
    <div className="section-page toto" data-testid="toto-area" data-view={view.view}>
      <h1>{t('toto_title')}</h1>
      <nav className="toto-tabs" aria-label={t('toto_title')}>
        {view.tabs.map((tab) => (
          <Link key={tab.view} to={`/${language}/${tab.path}`} aria-current={tab.active ? 'page' : undefined} className={tab.active ? 'toto-tab toto-tab--active' : 'toto-tab'} data-testid={`toto-tab-${tab.view}`}>
            {t(tab.labelKey)}
          </Link>
        ))}
      </nav>
      {view.loading ? (
        <AreaSkeleton />
      ) : view.errorKey ? (
        <p role="alert">{t(view.errorKey)}</p>
      ) : view.view === 'coupons' ? (
        <CouponsPage view={view} />
      ) : view.view === 'draws' ? (
        <ResultsPage view={view} />
      ) : view.view === 'next' ? (
        <NextPage view={view} />
      ) : view.view === 'nonimees' ? (
        <NomineesPage view={view} />
      ) : (
        <DrawPage service={service} view={view} />
      )}
    </div>
  );
});

/** The toto area. */
// issue 20: toto's service comes with this area, not at start.
const totoArea: AreaModule = { modules: [catalogTotoModule], pages: { toto: TotoPage, totoChild: TotoPage } };

export default totoArea;
