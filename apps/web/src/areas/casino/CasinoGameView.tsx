import { Accounts } from '@kickoff/accounts-core';
import { CasinoGameSession, CasinoJackpot, connectCasinoGame, type CardView, type CasinoGameView as GameView, type MoneyView } from '@kickoff/catalog-core';
import { RealityCheck } from '@kickoff/limits-core';
import { AuthStatusService } from '@kickoff/shell-core';
import { observer } from 'mobx-react-lite';
import { MODAL_QUERY_PARAM, RETURN_URL_QUERY } from '@kickoff/guards-core';
import { useEffect, type CSSProperties } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useService } from '../../app/di';
import { useLanguage } from '../../app/language';
import { LOGIN_MODAL, openAuthModal } from '../../features/auth/auth-modals';
import { formatMoney } from '../../features/format/format';
import { ModalStore } from '../../shell/modal.store';
import { AreaSkeleton } from '../../shell/ui/AreaStatus';
import { CasinoJackpotBanner } from './CasinoJackpotBanner';
import './casino-game.css';

/**
 * The game view of every kind (issue 17), React views in the casino area (CSP-safe: no script of
 * its own, no eval): it binds catalog-core's CasinoGameSession and draws connectCasinoGame; buttons
 * take mouse, touch and keyboard alike.
 */

function useMoney() {
  const { t } = useTranslation();
  const lng = useLanguage();
  return (money: MoneyView, playMoney: boolean) => `${formatMoney(money.minor, money.currency, money.digits, lng)}${playMoney ? ` ${t('casino_play_money_unit')}` : ''}`;
}

const SYMBOL_SHAPES: Readonly<Record<string, { shape: 'circle' | 'diamond' | 'star' | 'hex' | 'square'; label: string }>> = {
  ten: { shape: 'square', label: '10' },
  jack: { shape: 'square', label: 'J' },
  queen: { shape: 'square', label: 'Q' },
  king: { shape: 'square', label: 'K' },
  ace: { shape: 'square', label: 'A' },
  cherry: { shape: 'circle', label: '✿' },
  lemon: { shape: 'circle', label: '◐' },
  bell: { shape: 'hex', label: '♪' },
  bar: { shape: 'square', label: 'BAR' },
  seven: { shape: 'diamond', label: '7' },
  gem: { shape: 'diamond', label: '◆' },
  crown: { shape: 'hex', label: '♛' },
  idol: { shape: 'hex', label: '☥' },
  mask: { shape: 'diamond', label: '☾' },
  horn: { shape: 'hex', label: '♜' },
  shield: { shape: 'diamond', label: '⛨' },
  wild: { shape: 'star', label: 'W' },
  scatter: { shape: 'star', label: 'S' },
};

function SlotSymbol({ code }: { code: string }) {
  const look = SYMBOL_SHAPES[code] ?? { shape: 'circle', label: '?' };
  return (
    <svg viewBox="0 0 64 64" className={`slot-symbol slot-symbol--${look.shape} slot-symbol--${code}`} aria-hidden="true">
      {look.shape === 'circle' ? <circle cx="32" cy="32" r="28" /> : null}
      {look.shape === 'square' ? <rect x="6" y="6" width="52" height="52" rx="10" /> : null}
      {look.shape === 'diamond' ? <polygon points="32,3 61,32 32,61 3,32" /> : null}
      {look.shape === 'hex' ? <polygon points="32,3 58,17 58,47 32,61 6,47 6,17" /> : null}
      {look.shape === 'star' ? <polygon points="32,2 40,23 62,24 45,38 51,60 32,47 13,60 19,38 2,24 24,23" /> : null}
      <text x="32" y="41" textAnchor="middle" fontSize={look.label.length > 2 ? 16 : 26} fontWeight="800">
        {look.label}
      </text>
    </svg>
  );
}

function Card({ card }: { card: CardView | null }) {
  const { t } = useTranslation();
  if (!card) return <span className="playing-card playing-card--back" aria-label={t('casino_card_hidden')} />;
  return (
    <span className={`playing-card${card.red ? ' playing-card--red' : ''}`}>
      {card.rank}
      {card.suit}
    </span>
  );
}

const SlotTable = observer(function SlotTable({ view }: { view: NonNullable<GameView['slot']> }) {
  const { t } = useTranslation();
  return (
    <div className="casino-table casino-table--slot" data-testid="slot-table" data-model={view.modelId}>
      <p className="muted">{t('casino_slot_about', { lines: view.lines, volatility: t(view.volatilityKey) })}</p>
      <div className="slot-window" role="img" aria-label={t('casino_slot_window')}>
        {view.grid.map((row, index) => (
          <div className="slot-row" key={index}>
            {row.map((cell) => (
              <span key={cell.key} className={`slot-cell${cell.winning ? ' slot-cell--win' : ''}`} data-symbol={cell.code}>
                <SlotSymbol code={cell.code} />
              </span>
            ))}
          </div>
        ))}
      </div>
      <p aria-live="polite" data-testid="slot-summary">
        {t('casino_slot_summary', { lines: view.lineWins, scatters: view.scatterCount })}
        {view.freeSpins > 0 ? ` ${t('casino_slot_free_spins_played', { count: view.freeSpins, multiplier: view.freeSpinMultiplier })}` : ''}
      </p>
      <details className="casino-rules">
        <summary>{t('casino_paytable')}</summary>
        <ul className="paytable">
          {view.paytable.map((symbol) => (
            <li key={symbol.code}>
              <SlotSymbol code={symbol.code} />
              <span>{symbol.pays.map((entry) => `${entry.count}× ${entry.pay}`).join(' · ')}</span>
            </li>
          ))}
        </ul>
        <p>{t('casino_paytable_lines')}</p>
        {view.freeSpinRule ? <p>{t('casino_paytable_free_spins', { trigger: view.freeSpinRule.triggerCount, spins: view.freeSpinRule.spins, multiplier: view.freeSpinRule.multiplier, pays: view.scatterPays.map((entry) => `${entry.count}× ${entry.pay}`).join(' · ') })}</p> : null}
      </details>
    </div>
  );
});

const RouletteTable = observer(function RouletteTable({ view, session, money, playMoney }: { view: NonNullable<GameView['roulette']>; session: CasinoGameSession; money: ReturnType<typeof useMoney>; playMoney: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="casino-table casino-table--roulette" data-testid="roulette-table">
      <p className={`roulette-result roulette-result--${view.numberColor ?? 'none'}`} aria-live="polite" data-testid="roulette-number">
        {view.number === null ? t('casino_roulette_place_bets') : t('casino_roulette_number', { number: view.number })}
      </p>
      <div className="chip-list" role="radiogroup" aria-label={t('casino_roulette_inside')}>
        {view.insideTypes.map((inside) => (
          <button key={inside.type} type="button" role="radio" aria-checked={inside.selected} className={`chip${inside.selected ? ' chip--active' : ''}`} onClick={() => session.setRouletteInsideType(inside.type)} data-testid={`roulette-inside-${inside.type}`}>
            {t(inside.labelKey)}
          </button>
        ))}
      </div>
      <div className="roulette-numbers" role="group" aria-label={t('casino_roulette_numbers')}>
        {view.numbers.map((cell) => (
          <button
            key={cell.n}
            type="button"
            className={`roulette-number roulette-number--${cell.color}${cell.covered ? ' roulette-number--covered' : ''}`}
            aria-pressed={cell.selected}
            disabled={!cell.available}
            onClick={() => session.pressRouletteNumber(cell.n)}
            data-testid={`roulette-${cell.n}`}
          >
            {cell.n}
          </button>
        ))}
      </div>
      <div className="roulette-outside" role="group" aria-label={t('casino_roulette_outside')}>
        {view.outside.map((spot) => (
          <button key={spot.labelKey} type="button" className="chip" aria-pressed={spot.selected} onClick={() => session.toggleRouletteBet(spot.bet)} data-testid={spot.labelKey}>
            {t(spot.labelKey)}
          </button>
        ))}
      </div>
      <p>
        {t('casino_roulette_chips', { count: view.chips, total: money(view.totalStake, playMoney) })}{' '}
        <button type="button" className="button button--secondary" disabled={!view.canClear} onClick={() => session.clearRouletteBets()}>
          {t('casino_roulette_clear')}
        </button>
      </p>
      <p className="muted">{t('casino_roulette_rules')}</p>
    </div>
  );
});

const DiceTable = observer(function DiceTable({ view, session }: { view: NonNullable<GameView['dice']>; session: CasinoGameSession }) {
  const { t } = useTranslation();
  return (
    <div className="casino-table casino-table--dice" data-testid="dice-table">
      <label className="dice-target">
        {t('casino_dice_target', { target: view.target })}
        <input type="range" min={2} max={98} step={1} value={view.target} onChange={(event) => session.setDiceTarget(Number(event.target.value))} data-testid="dice-target" />
      </label>
      <p>{t('casino_dice_odds', { chance: view.chancePercent, multiplier: view.multiplier.toFixed(4) })}</p>
      <p className={`dice-roll${view.won === true ? ' dice-roll--won' : view.won === false ? ' dice-roll--lost' : ''}`} aria-live="polite" data-testid="dice-roll">
        {view.roll === null ? t('casino_dice_ready') : t('casino_dice_rolled', { roll: view.roll })}
      </p>
      <p className="muted">{t('casino_dice_rules')}</p>
    </div>
  );
});

const BaccaratTable = observer(function BaccaratTable({ view, session }: { view: NonNullable<GameView['baccarat']>; session: CasinoGameSession }) {
  const { t } = useTranslation();
  return (
    <div className="casino-table casino-table--baccarat" data-testid="baccarat-table">
      <div role="radiogroup" aria-label={t('casino_baccarat_bet_on')} className="chip-list">
        {view.sides.map((side) => (
          <button key={side.side} type="button" role="radio" aria-checked={side.selected} className={`chip${side.selected ? ' chip--active' : ''}`} onClick={() => session.setBaccaratSide(side.side)} data-testid={`baccarat-${side.side}`}>
            {t(side.labelKey)} <small>{t(side.payKey)}</small>
          </button>
        ))}
      </div>
      <div className="card-hands">
        <div>
          <h3>{t('casino_baccarat_player')}</h3>
          <p className="cards">{view.player.map((card, index) => <Card key={index} card={card} />)}</p>
          {view.playerTotal !== null ? <p>{t('casino_total', { total: view.playerTotal })}</p> : null}
        </div>
        <div>
          <h3>{t('casino_baccarat_banker')}</h3>
          <p className="cards">{view.banker.map((card, index) => <Card key={index} card={card} />)}</p>
          {view.bankerTotal !== null ? <p>{t('casino_total', { total: view.bankerTotal })}</p> : null}
        </div>
      </div>
      {view.winnerKey ? <p aria-live="polite" data-testid="baccarat-winner">{t(view.winnerKey)}</p> : null}
      <p className="muted">{t('casino_baccarat_rules')}</p>
    </div>
  );
});

const BlackjackTable = observer(function BlackjackTable({ view, session }: { view: NonNullable<GameView['blackjack']>; session: CasinoGameSession }) {
  const { t } = useTranslation();
  return (
    <div className="casino-table casino-table--blackjack" data-testid="blackjack-table">
      <div className="card-hands">
        <div>
          <h3>{t('casino_blackjack_dealer')}</h3>
          <p className="cards">
            {view.dealer.map((card, index) => <Card key={index} card={card} />)}
            {view.holeHidden ? <Card card={null} /> : null}
          </p>
          {view.dealerTotal !== null && !view.holeHidden ? <p>{t('casino_total', { total: view.dealerTotal })}</p> : null}
        </div>
        <div>
          <h3>{t('casino_blackjack_you')}</h3>
          <p className="cards">{view.player.map((card, index) => <Card key={index} card={card} />)}</p>
          {view.playerTotal !== null ? <p>{t('casino_total', { total: view.playerTotal })}</p> : null}
        </div>
      </div>
      <div className="casino-actions">
        {view.actions.map((action) => (
          <button key={action.action} type="button" className="button" disabled={!action.enabled} onClick={() => void session.act(action.action)} data-testid={`blackjack-${action.action}`}>
            {t(action.key)}
          </button>
        ))}
      </div>
      {view.resultKey ? <p aria-live="polite" data-testid="blackjack-result">{t(view.resultKey)}</p> : null}
      <p className="muted">{t('casino_blackjack_rules')}</p>
    </div>
  );
});

const Fairness = observer(function Fairness({ view, session }: { view: NonNullable<GameView['fairness']>; session: CasinoGameSession }) {
  const { t } = useTranslation();
  return (
    <details className="casino-fairness" data-testid="casino-fairness">
      <summary>{t('casino_fair_title')}</summary>
      <p className="muted">{t('casino_fair_explain')}</p>
      <dl>
        <dt>{t('casino_fair_server_hash')}</dt>
        <dd className="mono" data-testid="fair-server-hash">{view.serverSeedHash}</dd>
        <dt>{t('casino_fair_client_seed')}</dt>
        <dd className="mono">{view.clientSeed}</dd>
        <dt>{t('casino_fair_next_nonce')}</dt>
        <dd>{view.nextNonce}</dd>
      </dl>
      <form
        className="casino-fairness__seed"
        onSubmit={(event) => {
          event.preventDefault();
          void session.saveClientSeed();
        }}
      >
        <label>
          {t('casino_fair_new_client_seed')}
          <input type="text" maxLength={64} value={view.clientSeedDraft} onChange={(event) => session.setClientSeedDraft(event.target.value)} data-testid="fair-client-seed" />
        </label>
        <button type="submit" className="button button--secondary">
          {t('casino_fair_save_seed')}
        </button>
      </form>
      <button type="button" className="button button--secondary" disabled={!view.canRotate} onClick={() => void session.rotateSeed()} data-testid="fair-rotate">
        {t('casino_fair_rotate')}
      </button>
      {view.revealedServerSeed ? (
        <p>
          {t('casino_fair_revealed')} <span className="mono" data-testid="fair-revealed">{view.revealedServerSeed}</span>
        </p>
      ) : null}
    </details>
  );
});

/** A game of the catalogue: demo for guests and on request, real for a signed-in player. */
export const CasinoGameView = observer(function CasinoGameView({ gameId }: { gameId: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const session = useService(CasinoGameSession);
  const auth = useService(AuthStatusService);
  const accounts = useService(Accounts);
  const modals = useService(ModalStore);
  const realityCheck = useService(RealityCheck);
  const jackpot = useService(CasinoJackpot);
  const money = useMoney();
  const signedIn = auth.isAuthorized;
  useEffect(() => {
    void session.open(gameId, auth.isAuthorized, {
      onRealBalanceChanged: () => {
        void accounts.refresh();
        // a real round may have fed or won the slots' jackpot
        void jackpot.refresh();
      },
    });
    return () => session.dispose();
    // the sign-in state is followed by the effect below, not by reopening the game
  }, [session, gameId, accounts, jackpot]);
  useEffect(() => {
    void session.setSignedIn(signedIn);
  }, [session, signedIn]);
  // document 001 §4: the reality check's dialog interrupts play until it is answered
  useEffect(() => session.pauseWhile(() => realityCheck.isOpen), [session, realityCheck]);
  const view = connectCasinoGame(session);
  const location = useLocation();
  const navigate = useNavigate();
  const askSignIn = view.askSignIn;
  useEffect(() => {
    if (!askSignIn) return;
    // document 000 §4: after a sign-in the page goes to its return URL, so the game stays open;
    // the `modal` flag keeps the login modal through this navigation (document 001 §2)
    void navigate(`${location.pathname}?${MODAL_QUERY_PARAM}=${LOGIN_MODAL}&${RETURN_URL_QUERY}=${encodeURIComponent(location.pathname)}`, { replace: true });
    openAuthModal(modals, LOGIN_MODAL);
    // runs when the request to sign in starts, not on the location change it makes
  }, [askSignIn, modals, navigate]);
  if (view.failed) return <p role="alert">{t(view.errorKey ?? 'casino_launch_error')}</p>;
  if (view.loading && !view.kind) return <AreaSkeleton />;
  const style = view.colors ? ({ '--game-color1': view.colors.color1, '--game-color2': view.colors.color2 } as CSSProperties) : undefined;
  return (
    <section className={`casino-play casino-play--${view.kind ?? 'none'}`} style={style} data-testid="casino-game" data-kind={view.kind ?? ''} data-mode={view.mode}>
      <header className="casino-play__header">
        <div>
          <h1>{view.name}</h1>
          <p className="muted">
            {view.kindKey ? t(view.kindKey) : ''} · {view.rtp !== null ? t('casino_rtp', { rtp: view.rtp.toFixed(2) }) : ''}
          </p>
        </div>
        <div className="casino-play__mode">
          <span className={`badge casino-mode casino-mode--${view.mode}`} data-testid="casino-mode">
            {t(view.modeKey)}
          </span>
          {view.showPlayForReal ? (
            <button type="button" className="button" onClick={() => void session.switchMode('real')} data-testid="casino-play-real">
              {t('casino_play_for_real')}
            </button>
          ) : null}
          {view.showPlayDemo ? (
            <button type="button" className="button button--secondary" onClick={() => void session.switchMode('demo')} data-testid="casino-play-demo">
              {t('casino_play_demo')}
            </button>
          ) : null}
        </div>
      </header>
      {view.demoNoticeKey ? <p className="casino-demo-notice" role="note">{t(view.demoNoticeKey)}</p> : null}
      {view.askSignIn ? (
        <p className="casino-demo-notice" role="status" data-testid="casino-sign-in-to-play">
          {t('casino_sign_in_for_real')}{' '}
          <button type="button" className="button button--secondary" onClick={() => session.cancelReal()}>
            {t('casino_keep_demo')}
          </button>
        </p>
      ) : null}
      <p className="casino-balance">
        {t('casino_balance')}{' '}
        <strong data-testid="casino-balance" data-balance-minor={view.balance?.minor ?? ''}>{view.balance ? money(view.balance, view.playMoney) : ''}</strong>
      </p>
      {view.showJackpot ? <CasinoJackpotBanner /> : null}
      {view.slot ? <SlotTable view={view.slot} /> : null}
      {view.roulette ? <RouletteTable view={view.roulette} session={session} money={money} playMoney={view.playMoney} /> : null}
      {view.dice ? <DiceTable view={view.dice} session={session} /> : null}
      {view.baccarat ? <BaccaratTable view={view.baccarat} session={session} /> : null}
      {view.blackjack ? <BlackjackTable view={view.blackjack} session={session} /> : null}
      <div className="casino-controls">
        {view.kind !== 'roulette' ? null : <span className="muted">{t('casino_chip_value')}</span>}
        <div className="chip-list" role="radiogroup" aria-label={t('casino_stake')}>
          {view.stakes.map((stake) => (
            <button key={stake.money.minor} type="button" role="radio" aria-checked={stake.selected} className={`chip${stake.selected ? ' chip--active' : ''}`} onClick={() => session.setStake(stake.money.minor)}>
              {money(stake.money, false)}
            </button>
          ))}
        </div>
        <button type="button" className="button casino-play__go" disabled={!view.canPlay} onClick={() => void session.play()} data-testid="casino-play">
          {t(view.playKey)}
        </button>
      </div>
      {view.pausedKey ? (
        <p role="status" className="casino-demo-notice" data-testid="casino-paused">
          {t(view.pausedKey)}
        </p>
      ) : null}
      {view.errorKey ? (
        <p role="alert" className="casino-error" data-testid="casino-error">
          {t(view.errorKey)}
          {view.showDeposit ? (
            <>
              {' '}
              <Link to={`/${language}/office/recharge`} data-testid="casino-deposit-link">
                {t('coupon_deposit')}
              </Link>
            </>
          ) : null}
        </p>
      ) : null}
      {view.last ? (
        <p className="casino-last" aria-live="polite" data-testid="casino-last" data-round-id={view.last.roundId} data-net-minor={view.last.net.minor}>
          {t(view.last.resultKey, { staked: money(view.last.wagered, view.playMoney), returned: money(view.last.returned, view.playMoney) })}
          {view.last.jackpot ? <strong data-testid="casino-jackpot-won"> {t('casino_jackpot_won', { amount: money(view.last.jackpot, false) })}</strong> : null}
        </p>
      ) : null}
      <p data-testid="casino-session">{t('casino_session_net', { count: view.sessionRounds, net: money(view.sessionNet, view.playMoney) })}</p>
      {view.fairness ? <Fairness view={view.fairness} session={session} /> : null}
      <section className="casino-history" aria-labelledby="casino-history-title">
        <h2 id="casino-history-title">{t('casino_history')}</h2>
        {view.history.length === 0 ? <p className="muted">{t('casino_history_empty')}</p> : null}
        <ul data-testid="casino-history">
          {view.history.map((row) => (
            <li key={row.roundId} data-round-id={row.roundId}>
              <span>#{row.roundId}</span> <span>{t(row.resultKey, { staked: money(row.wagered, view.playMoney), returned: money(row.returned, view.playMoney) })}</span>{' '}
              <Link className="button button--secondary" to={`/${language}/${row.verifyPath}`} data-testid={`casino-verify-${row.roundId}`}>
                {t('casino_verify')}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </section>
  );
});
