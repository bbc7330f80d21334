import { CasinoJackpot, connectCasinoJackpot } from '@kickoff/catalog-core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useService } from '../../app/di';
import { useLanguage } from '../../app/language';
import { formatDateTime, formatMoney } from '../../features/format/format';
import './casino-game.css';

/** The slots' pooled jackpot, live (issue 17): catalog-core's CasinoJackpot polls while this shows. */
export const CasinoJackpotBanner = observer(function CasinoJackpotBanner() {
  const { t } = useTranslation();
  const language = useLanguage();
  const jackpot = useService(CasinoJackpot);
  useEffect(() => jackpot.watch(), [jackpot]);
  const view = connectCasinoJackpot(jackpot);
  if (!view.visible) return null;
  return (
    <section className="casino-jackpot" aria-labelledby="casino-jackpot-title" data-testid="casino-jackpot">
      <h2 id="casino-jackpot-title">{t('casino_jackpot_title')}</h2>
      <ul className="casino-jackpot__pools">
        {view.pools.map((pool) => (
          <li key={pool.currency} data-testid="casino-jackpot-pool" data-currency={pool.currency} data-pool-minor={pool.pool.minor}>
            <strong className="casino-jackpot__amount">{formatMoney(pool.pool.minor, pool.pool.currency, pool.pool.digits, language)}</strong>
            {pool.lastWin && pool.lastWonAtMs !== null ? <small className="muted">{t('casino_jackpot_last_win', { amount: formatMoney(pool.lastWin.minor, pool.lastWin.currency, pool.lastWin.digits, language), date: formatDateTime(pool.lastWonAtMs, language) })}</small> : null}
          </li>
        ))}
      </ul>
      {view.emptyKey ? <p className="muted">{t(view.emptyKey)}</p> : null}
      {view.rules ? <p className="muted casino-jackpot__rules">{t(view.rules.key, { sharePercent: view.rules.sharePercent, odds: view.rules.odds.toLocaleString(language) })}</p> : null}
    </section>
  );
});
