import type { AvailableLimit, Limit } from '@kickoff/contracts';
import { describe, expect, it } from 'vitest';
import { T0_SECONDS, aLimit } from '../testing/limit-fixtures';
import { connectLimitsPage, type LimitsPageSource } from './limits-page.connect';
import { connectLimitApproval, limitValueView } from './limit-value.connect';

describe('limitValueView (document 001 §9)', () => {
  it.each([
    ['no limit on a deposit limit is shown as such, never as an amount', 21, 999_999_999, 'money', { key: 'responsible_no_limit' }],
    ['a deposit amount in minor units with its currency', 20, 2_550, 'money', { key: 'responsible_value_money', money: { minor: 2_550, currencyIso: 'EUR' } }],
    ['a wagering limit of no limit', 1, 999_999_999, 'money', { key: 'responsible_no_limit' }],
    ['the session limit -1 is "not set"', 31, -1, 'hours', { key: 'responsible_session_not_set' }],
    ['a session limit in hours', 31, 5, 'hours', { key: 'responsible_measure_hours', count: 5 }],
    ['a reality check in minutes', 32, 15, 'minutes', { key: 'responsible_measure_minutes', count: 15 }],
    ['a self-exclusion in days', 30, 365, 'days', { key: 'responsible_measure_days', count: 365 }],
    ['a time-out in days', 33, 7, 'days', { key: 'responsible_measure_days', count: 7 }],
    ['no value', 20, null, 'money', { key: 'responsible_not_set' }],
  ] as const)('%s', (_label, type, value, measure, expected) => {
    expect(limitValueView(type, value, measure, 'EUR')).toEqual(expected);
  });
});

function source(limits: Limit[], available: AvailableLimit[], overrides: Partial<LimitsPageSource> = {}): LimitsPageSource {
  return {
    rows: available,
    noticeKey: null,
    selected: (entry) => String(entry.availableValues[0]),
    messages: {},
    questionsType: null,
    answers: {},
    canSubmitAnswers: false,
    exclusion: null,
    selfExcludeReason: null,
    limits: {
      limits,
      loadStatus: 'ready',
      questions: [],
      selfExcludeReasons: [],
      isBusy: false,
      nowSeconds: T0_SECONDS + 3_600,
      approvalWindowSeconds: 86_400,
      showSelfExclusionWarning: false,
      isFieldDisabled: () => false,
    },
    ...overrides,
  };
}

const MONEY: AvailableLimit = { type: 20, measure: 'money', availableValues: [1_000, 5_000, 999_999_999] };

describe('connectLimitsPage', () => {
  it('shows the options with "no limit" for 999999999, what is left of the limit in force, and a pending raise with its date', () => {
    const view = connectLimitsPage(
      source([aLimit({ limitType: 20, limitValue: 5_000, limitBalance: 3_500 }), aLimit({ limitType: 20, limitValue: 20_000, limitState: 'PENDING', needApprove: true, limitBalance: null })], [MONEY]),
      { currencyIso: 'USD' },
    );
    const row = view.rows[0]!;
    expect(row.options.map((option) => option.label.key)).toEqual(['responsible_value_money', 'responsible_value_money', 'responsible_no_limit']);
    expect(row.current).toEqual({ key: 'responsible_value_money', money: { minor: 5_000, currencyIso: 'EUR' } });
    expect(row.free).toEqual({ key: 'responsible_free_money', money: { minor: 3_500, currencyIso: 'EUR' } });
    expect(row.pending).toEqual({
      value: { key: 'responsible_value_money', money: { minor: 20_000, currencyIso: 'EUR' } },
      key: 'responsible_pending_confirm_from',
      effectiveAtMs: (T0_SECONDS + 86_400) * 1000,
      confirmable: false,
      cancellable: true,
    });
  });

  it('a looser wagering limit takes effect by itself: "effective from", never confirmable', () => {
    const wagering: AvailableLimit = { type: 1, measure: 'money', availableValues: [1_000] };
    const view = connectLimitsPage(source([aLimit({ limitType: 1, limitValue: 9_000, limitState: 'PENDING', startedAt: T0_SECONDS - 86_400 })], [wagering]), { currencyIso: 'EUR' });
    expect(view.rows[0]!.pending).toMatchObject({ key: 'responsible_pending_effective_from', confirmable: false });
    expect(view.rows[0]!.free).toBeNull();
  });

  it('uses the account currency before any money limit is set, and gives no free amount for no limit', () => {
    const view = connectLimitsPage(source([aLimit({ limitType: 20, limitValue: 999_999_999, currencyCode: null })], [MONEY]), { currencyIso: 'USD' });
    expect(view.rows[0]!.options[0]!.label).toEqual({ key: 'responsible_value_money', money: { minor: 1_000, currencyIso: 'USD' } });
    expect(view.rows[0]!.current).toEqual({ key: 'responsible_no_limit' });
    expect(view.rows[0]!.free).toBeNull();
  });

  it('the session limit: "not set", or the minutes left today', () => {
    const session: AvailableLimit = { type: 31, measure: 'hours', availableValues: [1, 2, -1] };
    expect(connectLimitsPage(source([], [session]), { currencyIso: 'EUR' }).rows[0]!.options.at(-1)!.label).toEqual({ key: 'responsible_session_not_set' });
    const view = connectLimitsPage(source([aLimit({ limitType: 31, limitValue: 2, limitBalance: 5_430, currencyCode: null })], [session]), { currencyIso: 'EUR' });
    expect(view.rows[0]!.free).toEqual({ key: 'responsible_free_session', count: 90 });
  });

  it('a time-out runs until its end; the buttons say what they do', () => {
    const timeOut: AvailableLimit = { type: 33, measure: 'days', availableValues: [1, 7, 30, 90] };
    const exclusion: AvailableLimit = { type: 30, measure: 'days', availableValues: [1, 7] };
    const view = connectLimitsPage(source([aLimit({ limitType: 33, limitValue: 7, endsAt: T0_SECONDS + 7 * 86_400, currencyCode: null })], [timeOut, exclusion]), { currencyIso: 'EUR' });
    expect(view.rows[0]).toMatchObject({ untilMs: (T0_SECONDS + 7 * 86_400) * 1000, saveKey: 'responsible_take_time_out' });
    expect(view.rows[1]).toMatchObject({ untilMs: null, saveKey: 'responsible_self_exclude' });
  });

  it('draws nothing but the loading state before the limits arrive, and the error key when they fail', () => {
    const loading = source([], [MONEY]);
    expect(connectLimitsPage({ ...loading, limits: { ...loading.limits, loadStatus: 'loading' } }, { currencyIso: 'EUR' })).toMatchObject({ loading: true, rows: [], errorKey: null });
    expect(connectLimitsPage({ ...loading, limits: { ...loading.limits, loadStatus: 'error' } }, { currencyIso: 'EUR' })).toMatchObject({ loading: false, rows: [], errorKey: 'main_error' });
  });
});

describe('connectLimitApproval', () => {
  it('names the limit and its new value as money, or nothing when no approval is due', () => {
    const limit = aLimit({ limitType: 21, limitValue: 50_000, limitState: 'PENDING', needApprove: true });
    expect(connectLimitApproval({ approvalDialog: { limit }, isBusy: false }, 'USD')).toMatchObject({ limitTitleKey: 'responsible_limit_21', value: { key: 'responsible_value_money', money: { minor: 50_000, currencyIso: 'EUR' } } });
    expect(connectLimitApproval({ approvalDialog: null, isBusy: false }, 'EUR')).toBeNull();
  });
});
