import { CouponPlacer, CouponService, CouponSettingsService } from '@kickoff/coupon-core';
import { COUPON_WILL_BE_CLEARED, isPromoCodeOffered, nonBankerCount, type CouponTypeId } from '@kickoff/coupon-core/rules';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useService } from '../../app/di';
import { formatCoef, formatMoney } from '../format/format';
import { AmountField } from './AmountField';
import { CouponBetRow } from './CouponBetRow';
import { CouponResult } from './CouponResult';
import { CouponSettingsTab } from './CouponSettingsTab';
import { useCouponBinding, usePlaceCoupon } from './coupon.binding';
import './coupon.css';
import { useLanguage } from '../../app/language';

/** Coupon tabs: 1 the slip (the default, document 000 §9), 2 its settings. */
const TABS = [1, 2] as const;
/** Coupon types (document 000 §4): single, express, system, several singles. */
const TYPES: readonly CouponTypeId[] = [0, 1, 2, 9];

/** The coupon (bet slip) panel, bound to coupon-core's `CouponService`; no rule lives here. */
const CouponPanel = observer(function CouponPanel() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const coupon = useService(CouponService);
  const settings = useService(CouponSettingsService);
  const placer = useService(CouponPlacer);
  useCouponBinding();
  const place = usePlaceCoupon();
  const tabsId = useId();
  const [loadCode, setLoadCode] = useState('');
  const [promo, setPromo] = useState(coupon.draft.promoCode);
  useEffect(() => setPromo(coupon.draft.promoCode), [coupon.draft.promoCode]);

  const currency = coupon.currency;
  const money = (minor: number) => formatMoney(minor, currency.currencyIso, currency.decimals, lng);
  const errors = coupon.validationErrors;
  const inputErrors = coupon.inputErrors;
  const price = coupon.price;
  const formatId = settings.settings.coefViewId;
  const blockIds = Object.keys(coupon.maxAmountByBlockIdMinor);

  return (
    <aside className="coupon" aria-label={t('coupon_title')} data-testid="coupon">
      <div role="tablist" aria-label={t('coupon_title')} className="coupon__tabs">
        {TABS.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            id={`${tabsId}-tab-${tab}`}
            aria-selected={coupon.tab === tab}
            aria-controls={`${tabsId}-panel-${tab}`}
            onClick={() => coupon.setTab(tab)}
          >
            {t(`coupon_tab_${tab}`)}
            {tab === 1 && coupon.bets.length > 0 ? <span className="badge" data-testid="coupon-count">{coupon.bets.length}</span> : null}
          </button>
        ))}
      </div>

      {placer.pendingOneClick ? (
        <div className="coupon__confirm" role="alertdialog" aria-labelledby={`${tabsId}-oneclick`} data-testid="one-click-confirm">
          <p id={`${tabsId}-oneclick`}>{t(COUPON_WILL_BE_CLEARED)}</p>
          <div className="coupon__actions">
            <button type="button" className="button button--primary" onClick={placer.confirmOneClick} autoFocus>
              {t('coupon_one_click_enable')}
            </button>
            <button type="button" className="button" onClick={placer.cancelOneClick}>
              {t('coupon_cancel')}
            </button>
          </div>
        </div>
      ) : null}

      {coupon.tab === 2 ? (
        <div role="tabpanel" id={`${tabsId}-panel-2`} aria-labelledby={`${tabsId}-tab-2`}>
          <CouponSettingsTab />
        </div>
      ) : (
        <div role="tabpanel" id={`${tabsId}-panel-1`} aria-labelledby={`${tabsId}-tab-1`}>
          <CouponResult />

          {coupon.bets.length === 0 ? (
            <p className="coupon__empty" data-testid="coupon-empty">
              {t('coupon_empty')}
            </p>
          ) : (
            <>
              <fieldset className="coupon__types">
                <legend className="visually-hidden">{t('coupon_type')}</legend>
                {TYPES.map((typeId) => (
                  <label key={typeId} className={`chip${coupon.typeId === typeId ? ' chip--active' : ''}`}>
                    <input type="radio" name={`${tabsId}-type`} value={typeId} checked={coupon.typeId === typeId} onChange={() => coupon.setType(typeId)} data-testid={`coupon-type-${typeId}`} />
                    {t(`coupon_type_${typeId}`)}
                  </label>
                ))}
              </fieldset>

              {coupon.typeId === 2 ? (
                <div className="coupon__system">
                  <label>
                    {t('coupon_system_value')}
                    <select data-testid="coupon-system-value" value={coupon.systemValue} onChange={(event) => coupon.setSystemValue(Number(event.target.value))}>
                      {coupon.systemValues.map((entry) => (
                        <option key={entry.value} value={entry.value}>
                          {t('coupon_system_option', { value: entry.value, total: nonBankerCount(coupon.draft), combo: entry.combo })}
                        </option>
                      ))}
                    </select>
                  </label>
                  <label>
                    <input type="checkbox" checked={coupon.draft.isActiveSystemBanker} onChange={(event) => coupon.setSystemBankersActive(event.target.checked)} />
                    {t('coupon_bankers')}
                  </label>
                  {inputErrors['systemValue'] ? <span className="field-error">{t(inputErrors['systemValue'])}</span> : null}
                </div>
              ) : null}

              <ul className="coupon__bets" aria-label={t('coupon_bets')}>
                {coupon.bets.map((bet) => (
                  <CouponBetRow
                    key={bet.id}
                    bet={bet}
                    formatId={formatId}
                    errorKey={errors[`bets.${bet.id}`]}
                    pending={coupon.pendingCoefChanges[bet.id]}
                    showBanker={coupon.typeId === 2 && coupon.draft.isActiveSystemBanker}
                    amount={
                      coupon.typeId === 9
                        ? {
                            minor: coupon.draft.amountByBetIdMinor[bet.id] ?? coupon.draft.amountMinor,
                            decimals: currency.decimals,
                            errorKey: inputErrors[`amountByBetId.${bet.id}`],
                            onChange: (value) => coupon.setAmountByBet(bet.id, value),
                          }
                        : null
                    }
                    onRemove={() => coupon.removeBet(bet.id)}
                    onToggleBanker={() => coupon.toggleBanker(bet.id)}
                  />
                ))}
              </ul>

              {Object.keys(coupon.pendingCoefChanges).length > 0 ? (
                <div className="coupon__changes" role="alert" data-testid="coupon-changes">
                  <p>{t('coupon_coef_changed')}</p>
                  <button type="button" className="button button--primary" onClick={coupon.acceptCoefChanges} data-testid="coupon-accept-changes">
                    {t('coupon_accept_changes')}
                  </button>
                </div>
              ) : null}

              <div className="coupon__amount">
                <button type="button" className="step-button" onClick={() => coupon.stepAmount(-1)} aria-label={t('coupon_amount_down', { step: money(currency.amountStepMinor) })} data-testid="coupon-step-down">
                  −
                </button>
                <AmountField label={t('coupon_amount')} minor={coupon.amountMinor} decimals={currency.decimals} errorKey={inputErrors['amount'] ?? errors['amount']} onChange={coupon.setAmount} testId="coupon-amount" disabled={coupon.isActiveAutoMax} />
                <button type="button" className="step-button" onClick={() => coupon.stepAmount(1)} aria-label={t('coupon_amount_up', { step: money(currency.amountStepMinor) })} data-testid="coupon-step-up">
                  +
                </button>
              </div>
              <p className="coupon__bounds">
                {coupon.bounds.minMinor !== undefined ? <span>{t('coupon_min_amount', { amount: money(coupon.bounds.minMinor) })}</span> : null}
                {coupon.bounds.maxMinor !== undefined ? <span>{t('coupon_max_amount', { amount: money(coupon.bounds.maxMinor) })}</span> : null}
              </p>

              {blockIds.length > 1 ? (
                <div className="coupon__blocks">
                  {blockIds.map((blockId) => (
                    <AmountField
                      key={blockId}
                      label={t('coupon_block_amount', { block: blockId })}
                      minor={coupon.draft.amountByBlockIdMinor[Number(blockId)] ?? 0}
                      decimals={currency.decimals}
                      errorKey={inputErrors[`amountByBlockId.${blockId}`] ?? errors[`amountByBlockId.${blockId}`]}
                      onChange={(value) => coupon.setAmountByBlock(Number(blockId), value)}
                      testId={`coupon-block-amount-${blockId}`}
                    />
                  ))}
                </div>
              ) : null}

              <div className="coupon__options">
                <label>
                  <input type="checkbox" checked={coupon.isActiveAutoMax} disabled={coupon.bounds.maxMinor === undefined} onChange={(event) => coupon.setAutoMax(event.target.checked)} />
                  {t('coupon_auto_max')}
                </label>
                {coupon.isVipBetAvailable ? (
                  <label>
                    <input type="checkbox" checked={coupon.isActiveVipBet} onChange={(event) => coupon.setVipBet(event.target.checked)} data-testid="coupon-vip" />
                    {t('coupon_vip_bet')}
                  </label>
                ) : null}
              </div>

              {isPromoCodeOffered(coupon.typeId, coupon.promoCodes) ? (
                <form
                  className="coupon__promo"
                  onSubmit={(event) => {
                    event.preventDefault();
                    coupon.setPromoCode(promo);
                  }}
                >
                  <label>
                    {t('coupon_promo_code')}
                    <input value={promo} onChange={(event) => setPromo(event.target.value)} onBlur={() => coupon.setPromoCode(promo)} maxLength={64} data-testid="coupon-promo" />
                  </label>
                  {inputErrors['promoCode'] ? <span className="field-error">{t(inputErrors['promoCode'])}</span> : null}
                </form>
              ) : null}

              <dl className="coupon__summary" data-testid="coupon-summary">
                <div>
                  <dt>{t('coupon_breakdown_stake')}</dt>
                  <dd data-testid="coupon-stake">{money(price.totalAmountMinor)}</dd>
                </div>
                {price.coef > 0 ? (
                  <div>
                    <dt>{t('coupon_breakdown_coef')}</dt>
                    <dd data-testid="coupon-coef">{formatCoef(price.coef, formatId)}</dd>
                  </div>
                ) : null}
                {coupon.hyperBonusAmountMinor > 0 ? (
                  <div>
                    <dt>{t('coupon_breakdown_bonus')}</dt>
                    <dd data-testid="coupon-hyper-bonus">{money(coupon.hyperBonusAmountMinor)}</dd>
                  </div>
                ) : null}
                {price.isCappedByMaxPayout ? (
                  <div>
                    <dt>{t('coupon_breakdown_cap')}</dt>
                    <dd data-testid="coupon-cap">{money(price.possibleWinMinor)}</dd>
                  </div>
                ) : null}
                <div className="coupon__win">
                  <dt>{t('coupon_possible_win')}</dt>
                  <dd data-testid="coupon-possible-win">{money(price.possibleWinMinor + coupon.hyperBonusAmountMinor)}</dd>
                </div>
                {coupon.typeId === 2 ? (
                  <div>
                    <dt>{t('coupon_min_win')}</dt>
                    <dd data-testid="coupon-min-win">{money(price.minPossibleWinMinor)}</dd>
                  </div>
                ) : null}
              </dl>
              {errors['possibleWin'] ? <p className="field-error">{t(errors['possibleWin'])}</p> : null}

              {place.refusal ? (
                <ul className="coupon__refusal" role="alert" data-testid="coupon-refusal">
                  {[...new Set(Object.values(place.refusal))].map((code) => (
                    <li key={code}>{t(code)}</li>
                  ))}
                </ul>
              ) : null}
              <div className="coupon__actions">
                <button type="button" className="button button--primary button--wide" onClick={place.onPlace} disabled={place.isBusy} aria-busy={place.isBusy} data-testid="coupon-place">
                  {place.isBusy ? t('coupon_placing') : t('coupon_place')}
                </button>
                <button type="button" className="button" onClick={coupon.clear} data-testid="coupon-clear">
                  {t('coupon_clear')}
                </button>
              </div>
              {settings.settings.isActiveOneClick ? <p className="coupon__note">{t('coupon_one_click_on')}</p> : null}
            </>
          )}

          <form
            className="coupon__load"
            onSubmit={(event) => {
              event.preventDefault();
              void coupon.loadCoupon(loadCode);
            }}
          >
            <label>
              {t('coupon_load_code')}
              <input value={loadCode} onChange={(event) => setLoadCode(event.target.value)} maxLength={32} autoComplete="off" data-testid="coupon-load-code" />
            </label>
            <button type="submit" className="button" disabled={loadCode.trim() === ''}>
              {t('coupon_load')}
            </button>
            {coupon.loadErrorKey ? (
              <span className="field-error" role="alert">
                {t(coupon.loadErrorKey)}
              </span>
            ) : null}
          </form>
        </div>
      )}
    </aside>
  );
});

export default CouponPanel;
