import { BringFriendService, connectBringFriend } from '@kickoff/referral-core';
import { ShellEnvironment } from '@kickoff/shell-core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useService } from '../../../app/di';
import { useLanguage } from '../../../app/language';
import { formatDateTime } from '../../../features/format/format';
import { moneyText } from './money-text';
import './SecurityPage.css';
import './office-verification.css';

/**
 * The office's bring-a-friend page (issue 14): the player's referral link and the friends who
 * registered through it. Renders referral-core's `connectBringFriend`.
 */
export const BringFriendPage = observer(function BringFriendPage() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const service = useService(BringFriendService);
  const environment = useService(ShellEnvironment);
  useEffect(() => {
    void service.load();
  }, [service]);
  const view = connectBringFriend(service, environment.origin);
  return (
    <section className="office-page security-page" data-testid="office-bringfriend">
      <h1>{t('bringfriend_title')}</h1>
      {view.loading ? <p aria-busy="true">{t('main_loading')}</p> : null}
      {view.failed ? <p role="alert">{t('main_error')}</p> : null}
      {view.link ? (
        <div className="security-form">
          <h2>{t('bringfriend_link_title')}</h2>
          <p className="security-form__hint">{t('bringfriend_link_hint')}</p>
          {view.rewardTerms ? <p data-testid="bringfriend-terms">{t('bringfriend_reward_terms', { amount: moneyText(view.rewardTerms, lng) })}</p> : null}
          <label>
            {t('bringfriend_link')}
            <input type="text" readOnly value={view.link} onFocus={(event) => event.target.select()} data-testid="bringfriend-link" />
          </label>
        </div>
      ) : null}
      {!view.loading && !view.failed ? (
        <>
          <h2>{t('bringfriend_friends')}</h2>
          <p data-testid="bringfriend-counts">{t('bringfriend_counts', { friends: view.friendCount, deposited: view.depositedCount })}</p>
          {view.rewardTotals.length > 0 ? (
            <p data-testid="bringfriend-reward-total">{t('bringfriend_reward_total', { amount: view.rewardTotals.map((total) => moneyText(total, lng)).join(', ') })}</p>
          ) : null}
          {view.emptyKey ? <p>{t(view.emptyKey)}</p> : null}
          <ul className="verification-documents" data-testid="bringfriend-friends">
            {view.friends.map((friend) => (
              <li key={friend.maskedId + String(friend.registeredAtSeconds)} className="verification-doc" data-testid="bringfriend-friend">
                <span className="verification-doc__name">{friend.maskedId}</span>
                <span>{formatDateTime(friend.registeredAtSeconds * 1000, lng)}</span>
                <strong>{t(friend.depositKey)}</strong>
                {friend.reward ? (
                  <span data-testid="bringfriend-friend-reward">
                    {t('bringfriend_reward_paid', { amount: moneyText(friend.reward, lng), date: formatDateTime(friend.reward.atSeconds * 1000, lng) })}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
});
