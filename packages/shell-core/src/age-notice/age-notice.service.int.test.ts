import { describe, expect, it } from 'vitest';
import { SiteConfigStore } from '../site-config/site-config.store';
import { createShellTestBed, type ShellTestBedOptions } from '../testing/shell-test-container';
import { AGE_CONFIRMED_AT_KEY } from './age-notice.rules';
import { AgeNoticeService } from './age-notice.service';

async function started(options: ShellTestBedOptions = {}) {
  const bed = createShellTestBed(options);
  await bed.container.get(SiteConfigStore).load('en');
  const notice = bed.container.get(AgeNoticeService);
  notice.start();
  return { ...bed, notice };
}

describe('AgeNoticeService, wired', () => {
  it('shows the minimum age until confirmed, without a close button', async () => {
    const bed = await started({ config: { minimumAge: 21 } });
    expect(bed.notice.isVisible).toBe(true);
    expect(bed.notice.minimumAge).toBe(21);
    expect(bed.notice.closable).toBe(false);
    bed.notice.confirm();
    expect(bed.notice.isVisible).toBe(false);
  });

  it('keeps the confirmation 259,200,000 ms in the local store', async () => {
    const bed = await started({ config: { isAgeConfirmationPerSession: false } });
    bed.notice.confirm();
    expect(bed.platform.localStore.get(AGE_CONFIRMED_AT_KEY)).toBe(String(bed.platform.clock.now()));
    bed.platform.clock.advanceBy(259_199_999);
    bed.notice.evaluate();
    expect(bed.notice.isVisible).toBe(false);
    bed.platform.clock.advanceBy(1);
    bed.notice.evaluate();
    expect(bed.notice.isVisible).toBe(true);
  });

  it('keeps it for the session when the setting says so', async () => {
    const bed = await started({ config: { isAgeConfirmationPerSession: true } });
    bed.notice.confirm();
    expect(bed.platform.sessionStore.get(AGE_CONFIRMED_AT_KEY)).not.toBeNull();
    expect(bed.platform.localStore.get(AGE_CONFIRMED_AT_KEY)).toBeNull();
    bed.platform.clock.advanceBy(10 * 259_200_000);
    bed.notice.evaluate();
    expect(bed.notice.isVisible).toBe(false);
  });

  it('is not shown when the site disables it', async () => {
    const bed = await started({ config: { isAgeNoticeEnabled: false } });
    expect(bed.notice.isVisible).toBe(false);
  });

  it('dispose leaves no timer', async () => {
    const bed = await started();
    bed.notice.dispose();
    expect(bed.platform.clock.pendingTimerCount()).toBe(0);
  });
});
