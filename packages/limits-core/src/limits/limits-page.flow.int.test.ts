import { InMemoryUserApi } from '@kickoff/accounts-core';
import { ApiError } from '@kickoff/contracts';
import { describe, expect, it } from 'vitest';
import { T0_SECONDS, aLimit } from '../testing/limit-fixtures';
import { createLimitsTestBed } from '../testing/limits-test-container';
import { JURISDICTION_PACKS } from './jurisdiction';
import { connectLimitsPage } from './limits-page.connect';
import { LimitsPage } from './limits-page.flow';

const DAY_MS = 86_400_000;
const QUESTIONS = {
  questions: [
    { id: 1, text: 'responsible_gaming_question_chasing_losses', answers: [{ id: 1, text: 'main_yes' }, { id: 2, text: 'main_no' }] },
    { id: 2, text: 'responsible_gaming_question_read_rules', answers: [{ id: 1, text: 'main_yes' }, { id: 2, text: 'main_no' }] },
  ],
  correctAnswers: { 1: 2, 2: 1 },
};

function bed() {
  const testBed = createLimitsTestBed((platform) => new InMemoryUserApi(platform.clock), { api: { questions: QUESTIONS } });
  return { ...testBed, flow: testBed.container.get(LimitsPage) };
}

const view = (flow: ReturnType<typeof bed>['flow']) => connectLimitsPage(flow, { currencyIso: 'EUR' });
const row = (flow: ReturnType<typeof bed>['flow'], limitType: number) => view(flow).rows.find((entry) => entry.limitType === limitType)!;

describe('LimitsPageFlow wired on the simulated clock (issue 13; document 001 §4)', () => {
  it('sets a deposit limit at once, raises it through the questions, shows it pending with its date and confirms it after the window', async () => {
    const { flow, limitsApi, platform } = bed();
    await flow.start('en');
    expect(row(flow, 20).current).toEqual({ key: 'responsible_not_set' });

    flow.choose(20, '5000');
    await flow.save(20);
    expect(row(flow, 20)).toMatchObject({ current: { key: 'responsible_value_money', money: { minor: 5_000, currencyIso: 'EUR' } }, pending: null, message: { key: 'responsible_saved', tone: 'success' } });
    expect(flow.questionsType).toBeNull();

    flow.choose(20, '10000');
    await flow.save(20);
    const asked = view(flow).questions!;
    expect(asked.questions.map((question) => question.textKey)).toEqual(['responsible_gaming_question_chasing_losses', 'responsible_gaming_question_read_rules']);
    expect(asked.canSubmit).toBe(false);
    flow.answer(1, 2);
    expect(view(flow).questions!.canSubmit).toBe(false);
    flow.answer(2, 1);
    expect(view(flow).questions!.questions[1]!.answers).toEqual([
      { id: 1, textKey: 'main_yes', selected: true },
      { id: 2, textKey: 'main_no', selected: false },
    ]);
    await flow.submitAnswers();
    expect(view(flow).questions).toBeNull();
    expect(limitsApi.callCount('submitTestAnswers')).toBe(1);
    expect(row(flow, 20)).toMatchObject({
      current: { key: 'responsible_value_money', money: { minor: 5_000, currencyIso: 'EUR' } },
      pending: { value: { key: 'responsible_value_money', money: { minor: 10_000, currencyIso: 'EUR' } }, key: 'responsible_pending_confirm_from', effectiveAtMs: (T0_SECONDS + 86_400) * 1000, confirmable: false },
      message: { key: 'responsible_raise_pending', tone: 'info' },
    });

    platform.clock.advanceBy(DAY_MS);
    expect(row(flow, 20).pending!.confirmable).toBe(true);
    await flow.confirmPending(20);
    expect(row(flow, 20)).toMatchObject({ current: { money: { minor: 10_000 } }, pending: null, message: { key: 'responsible_gaming_confirm_limit_success', tone: 'success' } });
  });

  it('wrong answers save nothing and say so', async () => {
    const { flow, limitsApi } = bed();
    limitsApi.seed([aLimit({ limitType: 21, limitValue: 1_000 })]);
    await flow.start('en');
    flow.choose(21, '50000');
    await flow.save(21);
    flow.answer(1, 1);
    flow.answer(2, 1);
    await flow.submitAnswers();
    expect(row(flow, 21)).toMatchObject({ current: { money: { minor: 1_000 } }, pending: null, message: { key: 'responsible_answers_wrong', tone: 'error' } });
  });

  it('cancelling the questions changes nothing; rejecting a pending raise removes it', async () => {
    const { flow, limitsApi } = bed();
    limitsApi.seed([aLimit({ limitType: 22, limitValue: 1_000 }), aLimit({ limitType: 22, limitValue: 5_000, limitState: 'PENDING', needApprove: true })]);
    await flow.start('en');
    flow.choose(22, '100000');
    await flow.save(22);
    flow.cancelQuestions();
    expect(view(flow).questions).toBeNull();
    await flow.rejectPending(22);
    expect(row(flow, 22)).toMatchObject({ pending: null, message: { key: 'responsible_gaming_cancel_limit_success', tone: 'success' } });
  });

  it('self-exclusion: the confirm step names the period and the reasons; confirming blocks with the reason and signs out', async () => {
    const { flow, limitsApi, terminator } = bed();
    await flow.start('en');
    flow.choose(30, '30');
    await flow.save(30);
    expect(limitsApi.blockedUser).toBeNull();
    const step = view(flow).exclusion!;
    expect(step).toMatchObject({ limitType: 30, titleKey: 'responsible_self_exclusion_confirm_title', period: { key: 'responsible_measure_days', count: 30 } });
    expect(step.reasons.map((reason) => reason.id)).toEqual([1, 2]);
    flow.chooseReason(2);
    expect(view(flow).exclusion!.reasons.find((reason) => reason.selected)?.id).toBe(2);
    await flow.confirmExclusion();
    expect(limitsApi.blockedUser).toEqual({ periodDays: 30, selfExcludeReason: 2 });
    expect(terminator.reasons).toEqual(['self_exclusion']);
    expect(view(flow).exclusion).toBeNull();
  });

  it('time-out: cancelling the confirm step sets nothing; confirming sets it and signs out', async () => {
    const { flow, limitsApi, terminator } = bed();
    await flow.start('en');
    flow.choose(33, '7');
    await flow.save(33);
    flow.cancelExclusion();
    expect(limitsApi.callCount('saveLimits')).toBe(0);
    await flow.save(33);
    expect(view(flow).exclusion).toMatchObject({ limitType: 33, textKey: 'responsible_time_out_confirm_text', reasons: [] });
    await flow.confirmExclusion();
    expect(limitsApi.calls.find((call) => call.method === 'saveLimits')?.args).toEqual([[{ limitType: 33, limitValue: 7 }]]);
    expect(terminator.reasons).toEqual(['time_out']);
  });

  it('a refused time-out keeps the player signed in and shows the server title', async () => {
    const { flow, limitsApi, terminator } = bed();
    await flow.start('en');
    limitsApi.failNext('saveLimits', new ApiError(409, { code: 'limit_locked', messageKey: 'responsible_gaming_limit_locked', details: { status: 'forbidden', title: 'responsible_gaming_limit_locked' } }));
    flow.choose(33, '1');
    await flow.save(33);
    await flow.confirmExclusion();
    expect(terminator.reasons).toEqual([]);
    expect(row(flow, 33).message).toMatchObject({ tone: 'error' });
  });

  it('lists the types the jurisdiction pack enables and shows its notice', async () => {
    const { flow, settings } = bed();
    settings.jurisdiction = { ...JURISDICTION_PACKS.de, limitTypes: [20, 21, 22, 33] };
    await flow.start('en');
    expect(view(flow).rows.map((entry) => entry.limitType)).toEqual([20, 21, 22, 33]);
    expect(view(flow).noticeKey).toBe('responsible_gaming_notice_de');
  });
});
