import { Accounts } from '@kickoff/accounts-core';
import { LimitsHeadroom, connectHeadroom, limitsShellModule } from '@kickoff/limits-core';
import { SiteConfigStore } from '@kickoff/shell-core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useService } from '../../app/di';
import { useLanguage } from '../../app/language';
import { useFeatureModules } from '../feature-modules';
import { limitValueText } from './limit-value-text';
import './limit-headroom.css';

/**
 * The player's room under the limits in force (issue 13): "You can stake 35.00 EUR more (Wagering
 * limit, 24 hours)", or why nothing may be staked. Watches limits-core's headroom while shown.
 */
export const LimitHeadroom = observer(function LimitHeadroom({ show = 'both' }: { show?: 'stake' | 'deposit' | 'both' }) {
  // issue 20: limits-core's services come with the views that show limits
  useFeatureModules(limitsShellModule);
  const { t } = useTranslation();
  const lng = useLanguage();
  const service = useService(LimitsHeadroom);
  const accounts = useService(Accounts);
  const siteConfig = useService(SiteConfigStore);
  useEffect(() => service.watch(lng), [service, lng]);
  const view = connectHeadroom(service.headroom, { currencyIso: accounts.activeAccount?.iso ?? siteConfig.config?.defaultCurrencyIso ?? '', show });
  if (view.empty) return null;
  return (
    <div className="limit-headroom" role="status" data-testid="limit-headroom">
      {view.blockedKey ? <p className="limit-headroom__blocked">{t(view.blockedKey)}</p> : null}
      {view.lines.map((line) => (
        <p key={line.key} data-testid={line.key}>
          {t(line.key, { value: limitValueText(t, line.value, lng), limit: t(line.limitTitleKey) })}
        </p>
      ))}
    </div>
  );
});
