import { SessionStore } from '@kickoff/platform';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useService } from '../../app/di';

/** Session store key: the visitor closed the ad-block notice in this tab. */
export const AD_BLOCK_NOTICE_CLOSED_KEY = 'shell.adBlockNoticeClosed';
/** Class names ad blockers hide; a bait element with them reveals a blocker. */
const BAIT_CLASSES = 'adsbox ad-banner ad-placement pub_300x250 textads';
/** How long the blocker gets to hide the bait. */
const DETECT_DELAY_MS = 1500;

/** The ad-block notice (document 000 §8): the website is blocked by an ad blocker, how to disable it, a close button. */
export function AdBlockNotice() {
  const { t } = useTranslation();
  const sessionStore = useService(SessionStore);
  const [detected, setDetected] = useState(false);
  useEffect(() => {
    if (sessionStore.get(AD_BLOCK_NOTICE_CLOSED_KEY) !== null) return;
    const bait = document.createElement('div');
    bait.className = BAIT_CLASSES;
    bait.setAttribute('aria-hidden', 'true');
    bait.style.cssText = 'position:absolute;left:-9999px;top:-9999px;width:1px;height:1px;';
    document.body.append(bait);
    const timer = window.setTimeout(() => {
      const style = window.getComputedStyle(bait);
      setDetected(bait.offsetHeight === 0 || style.display === 'none' || style.visibility === 'hidden');
    }, DETECT_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      bait.remove();
    };
  }, [sessionStore]);
  if (!detected) return null;
  return (
    <div className="adblock-notice" role="alert" data-testid="adblock-notice">
      <strong>{t('main_adblock_title')}</strong>
      <p>{t('main_adblock_text')}</p>
      <button
        type="button"
        className="button"
        onClick={() => {
          sessionStore.set(AD_BLOCK_NOTICE_CLOSED_KEY, '1');
          setDetected(false);
        }}
      >
        {t('main_close')}
      </button>
    </div>
  );
}
