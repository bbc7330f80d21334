import { CasinoVerifyPage as VerifyPage, connectCasinoVerify } from '@kickoff/catalog-core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useService } from '../../app/di';
import { useLanguage } from '../../app/language';
import { formatDateTime, formatMoney } from '../../features/format/format';
import { AreaSkeleton } from '../../shell/ui/AreaStatus';
import type { AreaPageProps } from '../area.types';
import './casino-game.css';

/**
 * The verify page of a past round (issue 17, route `casino/verify/:roundId`; `?mode=demo` for a
 * round of this browser's demo session): draws catalog-core's connectCasinoVerify.
 */
export const CasinoVerifyRoundPage = observer(function CasinoVerifyRoundPage({ match }: AreaPageProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const page = useService(VerifyPage);
  const roundId = Number(match.params['roundId']);
  const demo = match.query['mode'] === 'demo';
  useEffect(() => {
    void page.open(roundId, demo);
  }, [page, roundId, demo]);
  const view = connectCasinoVerify(page);
  const money = (value: { minor: number; currency: string; digits: number }) => `${formatMoney(value.minor, value.currency, value.digits, language)}${view.playMoney ? ` ${t('casino_play_money_unit')}` : ''}`;
  return (
    <div className="section-page casino">
      <section className="casino-verify casino-verify--page" aria-labelledby="casino-verify-title" data-testid="casino-verify-page">
        <h1 id="casino-verify-title">{t('casino_verify_title', { round: view.roundId ?? '' })}</h1>
        <p className="muted">{t('casino_verify_page_intro')}</p>
        {view.failed ? (
          <p role="alert" data-testid="casino-verify-error">
            {t(view.errorKey ?? 'main_error')}
          </p>
        ) : null}
        {view.loading && !view.round ? <AreaSkeleton /> : null}
        {view.round ? (
          <>
            <dl>
              <dt>{t(view.round.kindKey)}</dt>
              <dd data-testid="casino-verify-game">{view.round.gameName}</dd>
              <dt>{t('casino_verify_played_at')}</dt>
              <dd>{formatDateTime(view.round.playedAtMs, language)}</dd>
              <dt>{t('casino_verify_returned')}</dt>
              <dd>{t(view.round.resultKey, { staked: money(view.round.wagered), returned: money(view.round.returned) })}</dd>
              <dt>{t('casino_fair_server_hash')}</dt>
              <dd className="mono">{view.round.serverSeedHash}</dd>
              <dt>{t('casino_fair_client_seed')}</dt>
              <dd className="mono">{view.round.clientSeed}</dd>
              <dt>{t('casino_fair_nonce')}</dt>
              <dd>{view.round.nonce}</dd>
              {view.digestHex ? (
                <>
                  <dt>HMAC-SHA256</dt>
                  <dd className="mono" data-testid="casino-verify-digest">
                    {view.digestHex}
                  </dd>
                </>
              ) : null}
              {view.recomputed ? (
                <>
                  <dt>{t('casino_verify_recomputed')}</dt>
                  <dd data-testid="casino-verify-recomputed">{money(view.recomputed)}</dd>
                </>
              ) : null}
            </dl>
            <label className="casino-verify__seed">
              {t('casino_verify_seed_label')}
              <input type="text" className="mono" value={view.seedDraft} spellCheck={false} onChange={(event) => page.setSeedDraft(event.target.value)} data-testid="casino-verify-seed" />
            </label>
            {view.hashKey ? <p className="muted">{t(view.hashKey)}</p> : null}
            <p role="status" className={view.ok ? 'casino-verify__ok' : 'casino-verify__bad'} data-testid="casino-verify-status" data-ok={view.ok}>
              {t(view.statusKey)}
            </p>
            {view.canReveal ? (
              <button type="button" className="button" disabled={view.loading} onClick={() => void page.reveal()} data-testid="casino-verify-reveal">
                {t('casino_verify_reveal')}
              </button>
            ) : null}
          </>
        ) : null}
      </section>
    </div>
  );
});
