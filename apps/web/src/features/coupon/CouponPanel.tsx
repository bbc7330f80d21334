import { connectCouponPanel, CouponPlacer, CouponService, CouponSettingsService, couponPlacingModule, couponPromoModule, PromoStoreService } from '@kickoff/coupon-core';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, use, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContainer, useService } from '../../app/di';
import { useFeatureModules } from '../feature-modules';
import { useLanguage } from '../../app/language';
import { formatCoef, formatMoney } from '../format/format';
import { AmountField } from './AmountField';
import { OpenBets } from './CashoutList';
import { CouponBetRow } from './CouponBetRow';
import { CouponResult } from './CouponResult';
import { CouponSettingsTab } from './CouponSettingsTab';
import { SystemScenarios } from './SystemScenarios';
import { useCouponBinding, usePlaceCoupon } from './coupon.binding';
import { couponPanelReady } from './coupon-panel-ready';
import './coupon.css';

// issue 20: the stake headroom (with limits-core) is its own chunk: a signed-in player's coupon with bets shows it, a guest's never.
const LimitHeadroom = lazy(() => import('../limits/LimitHeadroom').then((module) => ({ default: module.LimitHeadroom })));

/** The coupon (bet slip) panel: renders coupon-core's `connectCouponPanel` view and forwards events. */
const CouponPanelView = observer(function CouponPanelView() {
  const { t } = useTranslation();
  const lng = useLanguage();
  // issue 20: the coupon's pricing and placing come with its panel (or the first pick), not with the
  // first page; issue 16: the player's promo codes and their effects
  useFeatureModules(couponPlacingModule, couponPromoModule);
  const coupon = useService(CouponService);
  const placer = useService(CouponPlacer);
  const settings = useService(CouponSettingsService);
  const promoStore = useService(PromoStoreService);
  useEffect(() => promoStore.watch(), [promoStore]);
  useCouponBinding();
  const place = usePlaceCoupon();
  const tabsId = useId();
  const view = connectCouponPanel({ coupon, placer, settings: settings.settings, promoEffect: promoStore.effectOf(coupon.draft.promoCode) });
  const [promo, setPromo] = useState(view.promo?.value ?? '');
  const promoValue = view.promo?.value ?? '';
  useEffect(() => setPromo(promoValue), [promoValue]);
  const money = (minor: number) => formatMoney(minor, view.money.currencyIso, view.money.decimals, lng);
  const { summary } = view;

  return (
    <aside className="coupon" aria-label={t('coupon_title')} data-testid="coupon">
      <div role="tablist" aria-label={t('coupon_title')} className="coupon__tabs">
        {view.tabs.map((tab) => (
          <button key={tab.tab} type="button" role="tab" id={`${tabsId}-tab-${tab.tab}`} aria-selected={tab.isSelected} aria-controls={`${tabsId}-panel-${tab.tab}`} onClick={() => coupon.setTab(tab.tab)}>
            {t(tab.labelKey)}
            {tab.badge !== null ? (
              <span className="badge" data-testid="coupon-count">
                {tab.badge}
              </span>
            ) : null}
          </button>
        ))}
      </div>

      {view.oneClickConfirm ? (
        <div className="coupon__confirm" role="alertdialog" aria-labelledby={`${tabsId}-oneclick`} data-testid="one-click-confirm">
          <p id={`${tabsId}-oneclick`}>{t(view.oneClickConfirm.messageKey)}</p>
          <div className="coupon__actions">
            <button type="button" className="button button--primary" onClick={placer.confirmOneClick} autoFocus>
              {t(view.oneClickConfirm.confirmKey)}
            </button>
            <button type="button" className="button" onClick={placer.cancelOneClick}>
              {t(view.oneClickConfirm.cancelKey)}
            </button>
          </div>
        </div>
      ) : null}

      {view.isSettingsTab ? (
        <div role="tabpanel" id={`${tabsId}-panel-2`} aria-labelledby={`${tabsId}-tab-2`}>
          <CouponSettingsTab view={view.settingsTab} decimals={view.money.decimals} />
        </div>
      ) : (
        <div role="tabpanel" id={`${tabsId}-panel-1`} aria-labelledby={`${tabsId}-tab-1`}>
          <CouponResult view={view.result} />

          {view.isEmpty ? (
            <p className="coupon__empty" data-testid="coupon-empty">
              {t('coupon_empty')}
            </p>
          ) : (
            <>
              <fieldset className="coupon__types">
                <legend className="visually-hidden">{t('coupon_type')}</legend>
                {view.types.map((type) => (
                  <label key={type.typeId} className={`chip${type.isSelected ? ' chip--active' : ''}`}>
                    <input type="radio" name={`${tabsId}-type`} value={type.typeId} checked={type.isSelected} disabled={!type.isAvailable} onChange={() => coupon.setType(type.typeId)} data-testid={`coupon-type-${type.typeId}`} />
                    {t(type.labelKey)}
                  </label>
                ))}
              </fieldset>

              {view.system ? (
                <div className="coupon__system">
                  <label>
                    {t('coupon_system_value')}
                    <select data-testid="coupon-system-value" value={view.system.value} onChange={(event) => coupon.setSystemValue(Number(event.target.value))}>
                      {view.system.options.map((option) => (
                        <option key={option.value} value={option.value}>
                          {t(option.labelKey, option.params)}
                        </option>
                      ))}
                    </select>
                  </label>
                  <label>
                    <input type="checkbox" checked={view.system.isBankersActive} onChange={(event) => coupon.setSystemBankersActive(event.target.checked)} />
                    {t('coupon_bankers')}
                  </label>
                  {view.system.errorKey ? <span className="field-error">{t(view.system.errorKey)}</span> : null}
                </div>
              ) : null}
              {view.system ? <SystemScenarios view={view.system.scenarios} money={money} /> : null}

              <ul className="coupon__bets" aria-label={t('coupon_bets')}>
                {view.bets.map((bet) => (
                  <CouponBetRow
                    key={bet.id}
                    view={bet}
                    formatId={view.coefViewId}
                    decimals={view.money.decimals}
                    onAmount={(value) => coupon.setAmountByBet(bet.id, value)}
                    onRemove={() => coupon.removeBet(bet.id)}
                    onToggleBanker={() => coupon.toggleBanker(bet.id)}
                  />
                ))}
              </ul>

              <div className="coupon__amount">
                <button type="button" className="step-button" onClick={() => coupon.stepAmount(-1)} aria-label={t('coupon_amount_down', { step: money(view.amount.stepMinor) })} data-testid="coupon-step-down">
                  −
                </button>
                <AmountField label={t('coupon_amount')} minor={view.amount.minor} decimals={view.money.decimals} errorKey={view.amount.errorKey ?? undefined} onChange={coupon.setAmount} testId="coupon-amount" disabled={view.amount.isDisabled} />
                <button type="button" className="step-button" onClick={() => coupon.stepAmount(1)} aria-label={t('coupon_amount_up', { step: money(view.amount.stepMinor) })} data-testid="coupon-step-up">
                  +
                </button>
              </div>
              {view.amount.quickStakesMinor.length > 0 ? (
                <div className="coupon__quick-stakes" role="group" aria-label={t('coupon_amount')} data-testid="coupon-quick-stakes">
                  {view.amount.quickStakesMinor.map((minor) => (
                    <button
                      key={minor}
                      type="button"
                      className="chip"
                      aria-pressed={view.amount.minor === minor}
                      disabled={view.amount.isDisabled}
                      onClick={() => coupon.chooseQuickStake(minor)}
                      data-testid="coupon-quick-stake"
                    >
                      {money(minor)}
                    </button>
                  ))}
                </div>
              ) : null}
              <p className="coupon__bounds">
                {view.bounds.minMinor !== null ? <span>{t('coupon_min_amount', { amount: money(view.bounds.minMinor) })}</span> : null}
                {view.bounds.maxMinor !== null ? <span>{t('coupon_max_amount', { amount: money(view.bounds.maxMinor) })}</span> : null}
              </p>

              {view.blocks.length > 0 ? (
                <div className="coupon__blocks">
                  {view.blocks.map((block) => (
                    <AmountField
                      key={block.blockId}
                      label={t('coupon_block_amount', { block: block.blockId })}
                      minor={block.minor}
                      decimals={view.money.decimals}
                      errorKey={block.errorKey ?? undefined}
                      onChange={(value) => coupon.setAmountByBlock(block.blockId, value)}
                      testId={`coupon-block-amount-${block.blockId}`}
                    />
                  ))}
                </div>
              ) : null}

              <div className="coupon__options">
                <label>
                  <input type="checkbox" checked={view.autoMax.isChecked} disabled={view.autoMax.isDisabled} onChange={(event) => coupon.setAutoMax(event.target.checked)} />
                  {t('coupon_auto_max')}
                </label>
                {view.vip ? (
                  <label>
                    <input type="checkbox" checked={view.vip.isChecked} onChange={(event) => coupon.setVipBet(event.target.checked)} data-testid="coupon-vip" />
                    {t('coupon_vip_bet')}
                  </label>
                ) : null}
              </div>

              {view.promo ? (
                <form
                  className="coupon__promo"
                  onSubmit={(event) => {
                    event.preventDefault();
                    coupon.setPromoCode(promo);
                  }}
                >
                  <label>
                    {t('coupon_promo_code')}
                    <input
                      value={promo}
                      onChange={(event) => setPromo(event.target.value)}
                      onBlur={() => coupon.setPromoCode(promo)}
                      maxLength={64}
                      list={`${tabsId}-promo-codes`}
                      autoComplete="off"
                      data-testid="coupon-promo"
                    />
                  </label>
                  <datalist id={`${tabsId}-promo-codes`}>
                    {view.promo.codes.map((code) => (
                      <option key={code} value={code} />
                    ))}
                  </datalist>
                  {view.promo.effect ? (
                    <span className="coupon__promo-effect" data-testid="coupon-promo-effect">
                      {t(view.promo.effect.key, view.promo.effect.params)}
                    </span>
                  ) : null}
                  {view.promo.errorKey ? (
                    <span className="field-error" data-testid="coupon-promo-error">
                      {t(view.promo.errorKey)}
                    </span>
                  ) : null}
                </form>
              ) : null}

              <dl className="coupon__summary" data-testid="coupon-summary">
                <div>
                  <dt>{t('coupon_breakdown_stake')}</dt>
                  <dd data-testid="coupon-stake">{money(summary.stakeMinor)}</dd>
                </div>
                {summary.coef !== null ? (
                  <div>
                    <dt>{t('coupon_breakdown_coef')}</dt>
                    <dd data-testid="coupon-coef">{formatCoef(summary.coef, view.coefViewId)}</dd>
                  </div>
                ) : null}
                {summary.hyperBonusMinor !== null ? (
                  <div>
                    <dt>{t('coupon_breakdown_bonus')}</dt>
                    <dd data-testid="coupon-hyper-bonus">{money(summary.hyperBonusMinor)}</dd>
                  </div>
                ) : null}
                {summary.cappedWinMinor !== null ? (
                  <div>
                    <dt>{t('coupon_breakdown_cap')}</dt>
                    <dd data-testid="coupon-cap">{money(summary.cappedWinMinor)}</dd>
                  </div>
                ) : null}
                {summary.withoutPromoWinMinor !== null ? (
                  <div>
                    <dt>{t('coupon_without_promo')}</dt>
                    <dd data-testid="coupon-without-promo">{money(summary.withoutPromoWinMinor)}</dd>
                  </div>
                ) : null}
                <div className="coupon__win">
                  <dt>{t('coupon_possible_win')}</dt>
                  <dd data-testid="coupon-possible-win">{money(summary.possibleWinMinor)}</dd>
                </div>
                {summary.minWinMinor !== null ? (
                  <div>
                    <dt>{t('coupon_min_win')}</dt>
                    <dd data-testid="coupon-min-win">{money(summary.minWinMinor)}</dd>
                  </div>
                ) : null}
              </dl>
              {summary.errorKey ? <p className="field-error">{t(summary.errorKey)}</p> : null}
              {view.showsLimitHeadroom ? (
                <Suspense fallback={null}>
                  <LimitHeadroom show="stake" />
                </Suspense>
              ) : null}

              <div className="coupon__actions">
                <button type="button" className="button button--primary button--wide" onClick={place.onPlace} disabled={view.place.isBusy} aria-busy={view.place.isBusy} data-testid="coupon-place">
                  {t(view.place.labelKey)}
                </button>
                <button type="button" className="button" onClick={coupon.clear} data-testid="coupon-clear">
                  {t('coupon_clear')}
                </button>
              </div>
              {/* Messages come below the buttons, so a change of odds or a refusal never moves "Place bet" under the player's finger (issue 15). */}
              {view.coefChanges ? (
                <div className="coupon__changes" role="alert" data-testid="coupon-changes">
                  <p>{t(view.coefChanges.messageKey)}</p>
                  <button type="button" className="button button--primary" onClick={coupon.acceptCoefChanges} data-testid="coupon-accept-changes">
                    {t(view.coefChanges.acceptKey)}
                  </button>
                </div>
              ) : null}
              {view.refusalKeys ? (
                <ul className="coupon__refusal" role="alert" data-testid="coupon-refusal">
                  {view.refusalKeys.map((key) => (
                    <li key={key}>{t(key)}</li>
                  ))}
                </ul>
              ) : null}
              {view.oneClickNoteKey ? <p className="coupon__note">{t(view.oneClickNoteKey)}</p> : null}
            </>
          )}

          <form
            className="coupon__load"
            onSubmit={(event) => {
              event.preventDefault();
              void coupon.loadCoupon(view.load.code);
            }}
          >
            <label>
              {t('coupon_load_code')}
              <input value={view.load.code} onChange={(event) => coupon.setLoadCouponInputValue(event.target.value)} maxLength={32} autoComplete="off" data-testid="coupon-load-code" />
            </label>
            <button type="submit" className="button" disabled={!view.load.canSubmit}>
              {t('coupon_load')}
            </button>
            {view.load.errorKey ? (
              <span className="field-error" role="alert">
                {t(view.load.errorKey)}
              </span>
            ) : null}
          </form>
          <OpenBets />
        </div>
      )}
    </aside>
  );
});

/**
 * The coupon panel once its services are made (issue 20): until then it suspends, so a server-drawn
 * panel keeps the server's HTML and its place (its Suspense boundary waits dehydrated) and a pick
 * made meanwhile is in the picks the panel then reads; the services are made in tasks of their own
 * (`couponPanelReady`), not in the render's.
 */
function CouponPanel() {
  const waiting = couponPanelReady(useContainer());
  if (waiting) use(waiting);
  return <CouponPanelView />;
}

export default CouponPanel;
