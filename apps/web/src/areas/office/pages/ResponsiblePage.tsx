import type { AvailableLimit, Limit } from '@kickoff/contracts';
import { Limits, type SaveLimitsOutcome } from '@kickoff/limits-core';
import { activeLimit, limitKind, pendingLimit } from '@kickoff/limits-core/rules';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { currencyDecimals, fromMinorUnits } from '@kickoff/coupon-core/rules';
import { useService } from '../../../app/di';
import type { AreaPageProps } from '../../area.types';
import { useLanguage } from '../../../app/language';

/** The text of a limit value in its measure (money in minor units of the limit's currency). */
function valueText(value: number | null, measure: AvailableLimit['measure'], t: TFunction, currencyIso = 'EUR'): string {
  if (value === null) return t('responsible_not_set');
  return t(`responsible_measure_${measure}`, { value: measure === 'money' ? fromMinorUnits(value, currencyDecimals(currencyIso)) : value, currency: currencyIso });
}

/** One limit the player may set: the active value, a pending change with its approval, and the choice. */
const LimitRow = observer(function LimitRow({ available, limits }: { available: AvailableLimit; limits: readonly Limit[] }) {
  const { t } = useTranslation();
  const service = useService(Limits);
  const active = activeLimit(limits, available.type);
  const pending = pendingLimit(limits, available.type);
  const currency = active?.currencyCode ?? pending?.currencyCode ?? undefined;
  const [choice, setChoice] = useState<string>(String(available.availableValues[0] ?? ''));
  const [message, setMessage] = useState<string | null>(null);
  const disabled = service.isFieldDisabled(available.type);
  const save = async () => {
    const outcome: SaveLimitsOutcome = await service.save([{ limitType: available.type, limitValue: Number(choice) }]);
    setMessage(outcome.ok ? (outcome.status === 'SAVED' ? 'responsible_saved' : 'responsible_questions') : outcome.reason === 'invalid' ? `responsible_${outcome.error}` : outcome.failure.messageKey);
  };
  const act = async (action: 'confirm' | 'reject') => setMessage((await service[action](available.type)).messageKey);
  return (
    <li className="limit-row" data-testid="limit-row" data-limit-type={available.type}>
      <div className="limit-row__head">
        <strong>{t(`responsible_limit_${available.type}`)}</strong>
        <span>{valueText(active?.limitValue ?? null, available.measure, t, currency)}</span>
      </div>
      {pending ? (
        <div className="limit-row__pending" role="status">
          {t('responsible_pending', { value: valueText(pending.limitValue, available.measure, t, currency), hours: service.notificationHours(pending) })}
          {service.confirmRequired?.limitType === available.type ? (
            <>
              <button type="button" className="button button--primary" onClick={() => void act('confirm')}>
                {t('responsible_confirm')}
              </button>
              <button type="button" className="button" onClick={() => void act('reject')}>
                {t('responsible_reject')}
              </button>
            </>
          ) : null}
        </div>
      ) : null}
      <div className="limit-row__edit">
        <label>
          {t('responsible_new_value')}
          <select value={choice} disabled={disabled} onChange={(event) => setChoice(event.target.value)}>
            {available.availableValues.map((value) => (
              <option key={value} value={value}>
                {valueText(value, available.measure, t, currency)}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="button" disabled={disabled} onClick={() => void save()}>
          {t('responsible_save')}
        </button>
      </div>
      {message ? <p role="status">{t(message)}</p> : null}
    </li>
  );
});

/** Responsible gaming (office/responsible), bound to limits-core: the limits the player may set, pending approvals, self-exclusion. */
export const ResponsiblePage = observer(function ResponsiblePage(_props: AreaPageProps) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const service = useService(Limits);
  useEffect(() => {
    void service.load(lng);
    void service.loadOptions();
  }, [service, lng]);
  return (
    <section className="office-page" data-testid="office-responsible">
      <h1>{t('responsible_title')}</h1>
      {service.showSelfExclusionWarning ? <p role="alert">{t('responsible_self_exclusion_warning')}</p> : null}
      {service.loadStatus === 'error' ? <p role="alert">{t('main_error')}</p> : null}
      {service.loadStatus !== 'ready' ? <p aria-busy="true">{t('main_loading')}</p> : null}
      <ul className="limit-list">
        {service.availableLimits
          .filter((available) => limitKind(available.type) !== 'unknown')
          .map((available) => (
            <LimitRow key={available.type} available={available} limits={service.limits} />
          ))}
      </ul>
    </section>
  );
});
