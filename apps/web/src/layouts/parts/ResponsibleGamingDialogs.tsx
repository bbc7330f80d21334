import { Accounts } from '@kickoff/accounts-core';
import { Limits, LimitsSession, RealityCheck, connectLimitApproval, limitsShellModule } from '@kickoff/limits-core';
import { AuthStatusService, OverlayQueue } from '@kickoff/shell-core';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useService } from '../../app/di';
import { useLanguage } from '../../app/language';
import { useFeatureModules } from '../../features/feature-modules';
import { limitValueText } from '../../features/limits/limit-value-text';
import { ShellDialog } from './ShellDialog';

/**
 * Responsible gaming for a signed-in player (document 001 §4): limits-core's session runs while
 * the player is signed in (session-limit pings every 30 s, the reality-check timer, the approval
 * window), and its two dialogs show here: the reality check (continue, log out, nothing, 'do not
 * show again') and the non-closable approve-or-reject dialog once a limit's approval time passed.
 * issue 20: this file is its own chunk, drawn once a player signs in (ShellOverlays), and brings
 * limits-core's services into the container (they join the shell's overlay queue there).
 */
export const ResponsibleGamingDialogs = observer(function ResponsibleGamingDialogs({ language }: { language: string }) {
  useFeatureModules(limitsShellModule);
  const auth = useService(AuthStatusService);
  const session = useService(LimitsSession);
  useEffect(() => {
    const stop = reaction(
      () => auth.userId,
      (userId) => {
        if (typeof userId === 'number') void session.signIn(userId, language);
        else session.signOut();
      },
      { fireImmediately: true },
    );
    return () => {
      stop();
      session.signOut();
    };
  }, [auth, session, language]);
  return (
    <>
      <RealityCheckDialog />
      <LimitApprovalDialog />
    </>
  );
});

const RealityCheckDialog = observer(function RealityCheckDialog() {
  const { t } = useTranslation();
  const realityCheck = useService(RealityCheck);
  const queue = useService(OverlayQueue);
  const [doNotShowAgain, setDoNotShowAgain] = useState(false);
  if (!queue.isShown('realityCheck')) return null;
  const answer = (action: 'continue' | 'logout' | 'none') => void realityCheck.respond(action, doNotShowAgain);
  return (
    <ShellDialog labelledBy="reality-check-title" testId="reality-check">
        <h2 id="reality-check-title">{t('responsible_gaming_reality_check_title')}</h2>
        <p>{t('responsible_gaming_reality_check_text', { minutes: realityCheck.periodMinutes ?? 0 })}</p>
        <label>
          <input type="checkbox" checked={doNotShowAgain} onChange={(event) => setDoNotShowAgain(event.target.checked)} />{' '}
          {t('responsible_gaming_reality_check_do_not_show')}
        </label>
        <div className="modal__actions">
          <button type="button" className="button" onClick={() => answer('continue')}>
            {t('responsible_gaming_reality_check_continue')}
          </button>
          <button type="button" className="button button--secondary" onClick={() => answer('logout')}>
            {t('responsible_gaming_reality_check_logout')}
          </button>
          <button type="button" className="button button--ghost" onClick={() => answer('none')}>
            {t('main_close')}
          </button>
        </div>
    </ShellDialog>
  );
});

const LimitApprovalDialog = observer(function LimitApprovalDialog() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const limits = useService(Limits);
  const accounts = useService(Accounts);
  const queue = useService(OverlayQueue);
  const view = connectLimitApproval(limits, accounts.activeAccount?.iso ?? '');
  if (!view || !queue.isShown('limitApproval')) return null;
  // limits-core notifies the outcome (confirm / cancel success or error keys, document 001 §8).
  return (
    <ShellDialog labelledBy="limit-approval-title" role="alertdialog" testId="limit-approval">
        <h2 id="limit-approval-title">{t(view.titleKey)}</h2>
        <p>{t(view.textKey, { limit: t(view.limitTitleKey), value: limitValueText(t, view.value, lng) })}</p>
        <div className="modal__actions">
          <button type="button" className="button" disabled={view.busy} onClick={() => void limits.confirm(view.limitType)}>
            {t(view.confirmKey)}
          </button>
          <button type="button" className="button button--secondary" disabled={view.busy} onClick={() => void limits.reject(view.limitType)}>
            {t(view.rejectKey)}
          </button>
        </div>
    </ShellDialog>
  );
});

export default ResponsibleGamingDialogs;
