import { describe, expect, it } from 'vitest';
import { AdBlockNoticeService, AD_BLOCK_DETECT_DELAY_MS, AdBlockProbe } from '../ad-block/ad-block.service';
import { AgeNoticeService } from '../age-notice/age-notice.service';
import { CookieConsentService } from '../consent/cookie-consent.service';
import { SiteConfigStore } from '../site-config/site-config.store';
import { createShellTestBed, flushPromises } from '../testing/shell-test-container';
import { OverlayQueue } from './overlay-queue.service';

/** A wired shell whose ad blocker hides the bait, with the age notice and the cookie agreement due. */
async function aShell() {
  const bed = createShellTestBed({ config: { isAgeNoticeEnabled: true } });
  bed.container.bind(AdBlockProbe).toConstantValue({ plant: () => ({ isHidden: () => true, remove: () => undefined }) });
  await bed.container.get(SiteConfigStore).load('en');
  const age = bed.container.get(AgeNoticeService);
  const cookies = bed.container.get(CookieConsentService);
  const adBlock = bed.container.get(AdBlockNoticeService);
  age.start();
  cookies.start();
  adBlock.start();
  bed.platform.clock.advanceBy(AD_BLOCK_DETECT_DELAY_MS);
  await flushPromises();
  return { ...bed, queue: bed.container.get(OverlayQueue), age, cookies, adBlock };
}

describe('OverlayQueue, wired (overlays one at a time)', () => {
  it('shows the age notice, then the cookie agreement, then the ad-block notice, as each is answered', async () => {
    const shell = await aShell();
    expect(shell.queue.waiting).toMatchObject({ age: true, cookies: true, adBlock: true, limitApproval: false, realityCheck: false });
    expect(shell.queue.current).toBe('age');
    expect(shell.queue.isShown('cookies')).toBe(false);
    shell.age.confirm();
    expect(shell.queue.current).toBe('cookies');
    shell.cookies.customize();
    expect(shell.queue.current).toBe('cookies');
    shell.cookies.rejectAll();
    expect(shell.queue.current).toBe('adBlock');
    shell.adBlock.close();
    expect(shell.queue.current).toBeNull();
  });
});
