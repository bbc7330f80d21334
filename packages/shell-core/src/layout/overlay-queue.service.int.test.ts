import type { Limits, RealityCheck } from '@kickoff/limits-core/ids';
import { autorun, observable, runInAction } from 'mobx';
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

  it('takes limits-core\'s dialogs in when its module joins after the queue was made (issue 20: loaded at sign-in), and shows them in its order', async () => {
    const shell = await aShell();
    shell.age.confirm();
    shell.cookies.rejectAll();
    shell.adBlock.close();
    const seen: (string | null)[] = [];
    const stop = autorun(() => seen.push(shell.queue.current));
    expect(shell.queue.waiting).toMatchObject({ limitApproval: false, realityCheck: false });
    const limits = observable({ approvalDialog: null as object | null });
    const realityCheck = observable({ isOpen: true });
    shell.queue.joinLimits(limits as unknown as Limits, realityCheck as unknown as RealityCheck);
    expect(shell.queue.waiting).toMatchObject({ limitApproval: false, realityCheck: true });
    runInAction(() => {
      limits.approvalDialog = { limitId: 1 };
    });
    expect(shell.queue.waiting).toMatchObject({ limitApproval: true, realityCheck: true });
    runInAction(() => {
      limits.approvalDialog = null;
      realityCheck.isOpen = false;
    });
    stop();
    expect(seen).toEqual([null, 'realityCheck', 'limitApproval', null]);
  });
});
