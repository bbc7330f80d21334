import { InMemoryUserApi } from '@kickoff/accounts-core';
import { ApiError } from '@kickoff/contracts';
import { describe, expect, it, vi } from 'vitest';
import { T0_SECONDS, aLimit } from '../testing/limit-fixtures';
import { createLimitsTestBed } from '../testing/limits-test-container';
import { Limits } from './limits.service';

const HOUR_MS = 3_600_000;

function bedWithDeposit(options: Parameters<typeof createLimitsTestBed>[1] = {}) {
  const bed = createLimitsTestBed((platform) => new InMemoryUserApi(platform.clock), options);
  bed.limitsApi.seed([aLimit({ limitType: 21, limitValue: 20_000 })]);
  return { bed, limits: bed.container.get(Limits) };
}

describe('LimitsService wired (document 001 §4, §5, §7, §8)', () => {
  it('raises a deposit limit to PENDING and requires a confirm exactly 86,400 s later', async () => {
    const { bed, limits } = bedWithDeposit();
    await limits.load('en');
    expect(bed.limitsApi.calls[0]).toEqual({ method: 'getLimits', args: ['en'] });
    expect(await limits.save([{ limitType: 21, limitValue: 50_000 }])).toEqual({ ok: true, status: 'SAVED' });
    const pending = limits.awaitingApproval[0]!;
    expect(pending).toMatchObject({ limitType: 21, limitValue: 50_000, limitState: 'PENDING', needApprove: true, startedAt: T0_SECONDS });
    expect(limits.notificationHours(pending)).toBe(24);
    expect(limits.confirmRequired).toBeNull();
    expect(bed.platform.clock.pendingTimerCount()).toBe(1);

    bed.platform.clock.advanceBy(23 * HOUR_MS + 1000);
    expect(limits.confirmRequired).toBeNull();
    expect(limits.notificationHours(pending)).toBe(1);
    bed.platform.clock.advanceBy(HOUR_MS - 1001);
    expect(limits.confirmRequired).toBeNull();
    bed.platform.clock.advanceBy(1);
    expect(limits.confirmRequired).toMatchObject({ limitType: 21, limitValue: 50_000 });
    expect(limits.approvalDialog).toEqual({ limit: limits.confirmRequired, closable: false, actions: ['confirm', 'reject'] });

    expect(await limits.confirm(21)).toEqual({ ok: true, messageKey: 'responsible_gaming_confirm_limit_success' });
    expect(limits.confirmRequired).toBeNull();
    expect(limits.approvalDialog).toBeNull();
    expect(limits.limits).toEqual([expect.objectContaining({ limitType: 21, limitValue: 50_000, limitState: 'ACTIVE' })]);
    expect(bed.notifier.notifications.at(-1)).toEqual({ type: 'success', titleKey: 'main_done', messageKey: 'responsible_gaming_confirm_limit_success', permanent: false });
    limits.dispose();
    expect(bed.platform.clock.pendingTimerCount()).toBe(0);
  });

  it('keeps the rounded-up notification hours exact when loaded mid-hour', async () => {
    const { bed, limits } = bedWithDeposit();
    bed.limitsApi.seed([aLimit({ limitType: 21, limitValue: 20_000 }), aLimit({ limitType: 21, limitValue: 40_000, limitState: 'PENDING', needApprove: true, startedAt: T0_SECONDS - 1800 })]);
    await limits.load('en');
    const pending = limits.awaitingApproval[0]!;
    expect(limits.notificationHours(pending)).toBe(24);
    bed.platform.clock.advanceBy(1799_000);
    expect(limits.notificationHours(pending)).toBe(24);
    bed.platform.clock.advanceBy(1000);
    expect(limits.notificationHours(pending)).toBe(23);
    bed.platform.clock.advanceBy(3600_000);
    expect(limits.notificationHours(pending)).toBe(22);
    limits.dispose();
    expect(bed.platform.clock.pendingTimerCount()).toBe(0);
  });

  it('uses a configured approval window', async () => {
    const { bed, limits } = bedWithDeposit({ api: { approvalWindowSeconds: 3 * 86_400 } });
    await limits.load('en');
    await limits.save([{ limitType: 21, limitValue: 50_000 }]);
    bed.platform.clock.advanceBy(86_400_000);
    expect(limits.confirmRequired).toBeNull();
    bed.platform.clock.advanceBy(2 * 86_400_000);
    expect(limits.confirmRequired?.limitType).toBe(21);
    limits.dispose();
    expect(bed.platform.clock.pendingTimerCount()).toBe(0);
  });

  it('reports a refused confirm with the error key', async () => {
    const { bed, limits } = bedWithDeposit();
    await limits.load('en');
    await limits.save([{ limitType: 21, limitValue: 50_000 }]);
    expect(await limits.confirm(21)).toEqual({ ok: false, messageKey: 'responsible_gaming_confirm_limit_error' });
    bed.limitsApi.failNext('limitAction', new ApiError(500, { code: 'internal_error', messageKey: 'main_error' }));
    expect(await limits.confirm(21)).toEqual({ ok: false, messageKey: 'responsible_gaming_confirm_limit_error' });
    expect(bed.notifier.notifications.map((n) => n.type)).toEqual(['error', 'error']);
  });

  it.each([
    [false, 'limitAction'],
    [true, 'deleteLimit'],
  ] as const)('rejects with cancel-by-delete %s through %s and removes the pending deposit limits', async (byDelete, method) => {
    const { bed, limits } = bedWithDeposit();
    bed.settings.isLimitCancelByDelete = byDelete;
    await limits.load('en');
    await limits.save([{ limitType: 21, limitValue: 50_000 }]);
    expect(await limits.reject(21)).toEqual({ ok: true, messageKey: 'responsible_gaming_cancel_limit_success' });
    expect(bed.limitsApi.callCount(method)).toBe(1);
    expect(bed.limitsApi.callCount(method === 'limitAction' ? 'deleteLimit' : 'limitAction')).toBe(0);
    expect(limits.awaitingApproval).toEqual([]);
    expect(limits.limits).toEqual([expect.objectContaining({ limitType: 21, limitValue: 20_000, limitState: 'ACTIVE' })]);
    expect(bed.platform.clock.pendingTimerCount()).toBe(0);
  });

  it('reports a failed cancel with the error key and keeps the pending limit', async () => {
    const { bed, limits } = bedWithDeposit();
    await limits.load('en');
    await limits.save([{ limitType: 21, limitValue: 50_000 }]);
    bed.limitsApi.failNext('limitAction', new ApiError(500, { code: 'internal_error', messageKey: 'main_error' }));
    expect(await limits.reject(21)).toEqual({ ok: false, messageKey: 'responsible_gaming_cancel_limit_error' });
    expect(limits.awaitingApproval).toHaveLength(1);
  });

  it('reports a cancel the server refuses (success false) with the cancel error key, not the confirm one (document 001 §8)', async () => {
    const { bed, limits } = bedWithDeposit();
    await limits.load('en');
    await limits.save([{ limitType: 21, limitValue: 50_000 }]);
    // Nothing is pending for 20: the server answers success false.
    expect(await limits.reject(20)).toEqual({ ok: false, messageKey: 'responsible_gaming_cancel_limit_error' });
    expect(bed.notifier.notifications.at(-1)).toEqual({ type: 'error', titleKey: 'main_error', messageKey: 'responsible_gaming_cancel_limit_error', permanent: false });
    expect(limits.awaitingApproval).toHaveLength(1);
  });

  it('rejecting removes the pending deposit limits from the local list even when the answer still lists them (document 001 §4)', async () => {
    const { bed, limits } = bedWithDeposit();
    await limits.load('en');
    const active = aLimit({ limitType: 21, limitValue: 20_000 });
    const pending20 = aLimit({ limitType: 20, limitValue: 9_000, limitState: 'PENDING', needApprove: true });
    const pending21 = aLimit({ limitType: 21, limitValue: 50_000, limitState: 'PENDING', needApprove: true });
    const pendingSession = aLimit({ limitType: 31, limitValue: 2, limitState: 'PENDING', currencyCode: null });
    vi.spyOn(bed.limitsApi, 'limitAction').mockResolvedValueOnce({ success: true, limitsData: [active, pending20, pending21, pendingSession] });
    expect(await limits.reject(21)).toEqual({ ok: true, messageKey: 'responsible_gaming_cancel_limit_success' });
    expect(limits.limits).toEqual([active, pendingSession]);
    expect(limits.awaitingApproval).toEqual([]);
  });

  it('lets a decrease through a pending increase while the site locks pending changes', async () => {
    const { bed, limits } = bedWithDeposit();
    bed.settings.isLimitsLockedOnPendingChange = true;
    await limits.load('en');
    await limits.save([{ limitType: 21, limitValue: 50_000 }]);
    expect(limits.isFieldDisabled(21)).toBe(true);
    expect(limits.isFieldDisabled(20)).toBe(false);

    expect(await limits.save([{ limitType: 21, limitValue: 60_000 }])).toEqual({ ok: false, reason: 'invalid', limitType: 21, error: 'limit_locked_pending_change' });
    expect(bed.limitsApi.callCount('saveLimits')).toBe(1);

    expect(await limits.save([{ limitType: 21, limitValue: 10_000 }])).toEqual({ ok: true, status: 'SAVED' });
    expect(limits.limits).toEqual([expect.objectContaining({ limitType: 21, limitValue: 10_000, limitState: 'ACTIVE' })]);
    expect(limits.isFieldDisabled(21)).toBe(false);
  });

  it('lets the server title win on a failed save and defaults the status to forbidden', async () => {
    const { bed, limits } = bedWithDeposit();
    await limits.load('en');
    bed.limitsApi.failNext('saveLimits', new ApiError(403, { code: 'limit_refused', messageKey: 'main_error', details: { title: 'Limits are managed by support' } }));
    expect(await limits.save([{ limitType: 20, limitValue: 5_000 }])).toEqual({
      ok: false,
      reason: 'failed',
      failure: { status: 'forbidden', title: 'Limits are managed by support', messageKey: 'main_error' },
    });
    expect(bed.notifier.notifications).toEqual([{ type: 'error', titleKey: 'main_error', messageKey: 'main_error', permanent: false, serverTitle: 'Limits are managed by support' }]);
  });

  it('asks the questions and applies the limits after the right answers', async () => {
    const bed = createLimitsTestBed((platform) => new InMemoryUserApi(platform.clock), {
      api: { questions: { questions: [{ id: 1, text: 'Do you chase losses?', answers: [{ id: 10, text: 'No' }, { id: 11, text: 'Yes' }] }], correctAnswers: { 1: 10 } } },
    });
    // a session limit of 1 h raised to 2 h: a looser value, so the questions come first
    bed.limitsApi.seed([aLimit({ limitType: 31, limitValue: 1, limitBalance: 3600, currencyCode: null })]);
    const limits = bed.container.get(Limits);
    await limits.load('en');
    const saved = await limits.save([{ limitType: 31, limitValue: 2 }]);
    expect(saved).toMatchObject({ ok: true, status: 'QUESTIONS' });
    expect(limits.tokenGuid).toBe('token-1');
    const answered = await limits.submitAnswers([{ questionId: 1, answerId: 10 }]);
    expect(answered).toEqual({ ok: true, success: true, questionsResult: [{ questionId: 1, correct: true }] });
    expect(limits.tokenGuid).toBeNull();
    expect(limits.sessionLimit).toEqual({ kind: 'active', hours: 2, remainingSeconds: 7200 });
    // The token is single-use.
    expect(await limits.submitAnswers([{ questionId: 1, answerId: 10 }])).toMatchObject({ ok: false });
  });

  it('shows the self-exclusion warning, locks every field while it runs, and ends the session after BlockUser', async () => {
    const bed = createLimitsTestBed((platform) => new InMemoryUserApi(platform.clock));
    bed.limitsApi.seed([aLimit({ limitType: 30, limitValue: 7, startedAt: T0_SECONDS + 3600, endsAt: T0_SECONDS + 8 * 86_400, currencyCode: null }), aLimit({ limitType: 20 })]);
    const limits = bed.container.get(Limits);
    await limits.load('en');
    expect(limits.showSelfExclusionWarning).toBe(true);
    expect(limits.isFieldDisabled(20)).toBe(false);
    bed.platform.clock.advanceBy(3600_000);
    await limits.load('en');
    expect(limits.showSelfExclusionWarning).toBe(false);
    expect(limits.isSelfExclusionActive).toBe(true);
    expect(limits.isFieldDisabled(20)).toBe(true);

    expect(await limits.selfExclude(30, 2)).toEqual({ ok: true });
    expect(bed.limitsApi.blockedUser).toEqual({ periodDays: 30, selfExcludeReason: 2 });
    expect(bed.terminator.reasons).toEqual(['self_exclusion']);
  });

  it('aborts an earlier load when a new one starts and resets on sign-out', async () => {
    const { bed, limits } = bedWithDeposit();
    const first = limits.load('en');
    const second = limits.load('hr');
    expect(await first).toBe(false);
    expect(await second).toBe(true);
    expect(limits.loadStatus).toBe('ready');
    await limits.save([{ limitType: 21, limitValue: 50_000 }]);
    expect(bed.platform.clock.pendingTimerCount()).toBe(1);
    limits.reset();
    expect(limits.limits).toEqual([]);
    expect(bed.platform.clock.pendingTimerCount()).toBe(0);
  });
});
