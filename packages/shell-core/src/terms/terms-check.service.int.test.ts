import { describe, expect, it } from 'vitest';
import { AuthStatusService } from '../auth/auth-status.service';
import { SiteConfigStore } from '../site-config/site-config.store';
import { createShellTestBed, flushPromises, type ShellTestBedOptions } from '../testing/shell-test-container';
import { TermsCheckService } from './terms-check.service';

async function started(options: ShellTestBedOptions = {}, userId: number | null = 7) {
  const bed = createShellTestBed(options);
  if (userId !== null) bed.authApi.signIn(userId);
  await bed.container.get(SiteConfigStore).load('en');
  const auth = bed.container.get(AuthStatusService);
  await auth.start();
  auth.dispose();
  const terms = bed.container.get(TermsCheckService);
  terms.start();
  await flushPromises();
  return { ...bed, auth, terms };
}

describe('TermsCheckService, wired', () => {
  it('checks at once and every 60 s for a signed-in user', async () => {
    const bed = await started();
    expect(bed.termsApi.checkCount).toBe(1);
    bed.platform.clock.advanceBy(59_999);
    expect(bed.termsApi.checkCount).toBe(1);
    bed.platform.clock.advanceBy(1);
    expect(bed.termsApi.checkCount).toBe(2);
    bed.termsApi.status = { result: true, updatedAt: 1_767_225_600 };
    bed.platform.clock.advanceBy(60_000);
    await flushPromises();
    expect(bed.terms.isUserTermsChanged).toBe(true);
    expect(bed.terms.userTermsChangedUpdatedAt).toBe(1_767_225_600);
  });

  it('starts no check and no timer for a search bot (document 001 §4: search-bot visits skip the timers)', async () => {
    const bed = await started({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    expect(bed.auth.isAuthorized).toBe(true);
    expect(bed.termsApi.checkCount).toBe(0);
    expect(bed.platform.clock.pendingTimerCount()).toBe(0);
    bed.platform.clock.advanceBy(60_000);
    expect(bed.termsApi.checkCount).toBe(0);
  });

  it('a failed check counts as not changed', async () => {
    const bed = await started();
    bed.termsApi.status = { result: true, updatedAt: 1 };
    bed.platform.clock.advanceBy(60_000);
    await flushPromises();
    expect(bed.terms.isUserTermsChanged).toBe(true);
    bed.termsApi.fail = true;
    bed.platform.clock.advanceBy(60_000);
    await flushPromises();
    expect(bed.terms.isUserTermsChanged).toBe(false);
  });

  it('does not run for a guest, nor on a site without terms confirmation', async () => {
    const guest = await started({}, null);
    expect(guest.termsApi.checkCount).toBe(0);
    expect(guest.platform.clock.pendingTimerCount()).toBe(0);
    const off = await started({ config: { isTermsConfirmationAvailable: false } });
    expect(off.termsApi.checkCount).toBe(0);
  });

  it('stops on sign-out and on dispose', async () => {
    const bed = await started();
    bed.auth.apply(null);
    expect(bed.platform.clock.pendingTimerCount()).toBe(0);
    bed.auth.apply(8);
    await bed.container.get(SiteConfigStore).reload();
    expect(bed.platform.clock.pendingTimerCount()).toBe(1);
    bed.terms.dispose();
    expect(bed.platform.clock.pendingTimerCount()).toBe(0);
  });
});
