import type { FormErrors } from '../shared/form-errors.rules';
import { browserOf, endReasonKey } from './security.rules';
import type { PhoneBindingStep, SecurityFormState, SecurityService } from './security.service';

/** One row of the sessions list or of the login history. */
export interface SessionRowView {
  id: number;
  /** Epoch milliseconds of the sign-in, for the date formatter. */
  signedInAtMs: number;
  lastSeenAtMs: number;
  browser: string;
  address: string;
  current: boolean;
  /** `office_security_end_*`: open, logout, password_changed... */
  statusKey: string;
  /** "End this session" is offered (open, not this one). */
  canEnd: boolean;
  ending: boolean;
}

/** What the security page draws. */
export interface SecurityView {
  loading: boolean;
  failed: boolean;
  password: {
    currentPassword: string;
    newPassword: string;
    repeatPassword: string;
    errors: FormErrors;
    sending: boolean;
    /** After a change: the notice key and how many other sessions were ended. */
    notice: { key: string; endedSessions: number } | null;
  };
  twoStep: {
    enabled: boolean;
    /** The button's key: turn on or turn off. */
    actionKey: string;
    statusKey: string;
    /** Two-step needs a bound phone (its code goes by SMS). */
    available: boolean;
    password: string;
    errors: FormErrors;
    sending: boolean;
    noticeKey: string | null;
  };
  phone: {
    boundPhone: string | null;
    step: PhoneBindingStep;
    country: string;
    number: string;
    code: string;
    errors: FormErrors;
    sending: boolean;
    noticeKey: string | null;
  };
  sessions: SessionRowView[];
  sessionError: string | null;
  logins: SessionRowView[];
}

const rowOf = (service: SecurityService) => (session: SecurityService['sessions'][number]): SessionRowView => ({
  id: session.id,
  signedInAtMs: session.createdAt * 1000,
  lastSeenAtMs: session.lastSeenAt * 1000,
  browser: browserOf(session.userAgent),
  address: session.address ?? '—',
  current: session.current,
  statusKey: session.current && session.endedAt === null ? 'office_security_end_current' : endReasonKey(session.endReason, session.endedAt),
  canEnd: session.endedAt === null && !session.current && service.endingSessionId === null,
  ending: service.endingSessionId === session.id,
});

const busy = (state: SecurityFormState) => state === 'sending';

/** The security page's view model (pure): keys and values only. */
export function connectSecurity(service: SecurityService): SecurityView {
  const enabled = service.profile.twoStepEnabled;
  const boundPhone = service.profile.boundPhone;
  const toRow = rowOf(service);
  return {
    loading: service.loadState === 'loading' || service.loadState === 'idle',
    failed: service.loadState === 'failed',
    password: {
      ...service.password,
      errors: service.passwordErrors,
      sending: busy(service.passwordState),
      notice: service.passwordState === 'done' ? { key: 'office_security_password_changed', endedSessions: service.endedSessions } : null,
    },
    twoStep: {
      enabled,
      actionKey: enabled ? 'office_security_two_step_turn_off' : 'office_security_two_step_turn_on',
      statusKey: enabled ? 'office_security_two_step_on' : 'office_security_two_step_off',
      available: enabled || boundPhone !== null,
      password: service.twoStepPassword,
      errors: service.twoStepErrors,
      sending: busy(service.twoStepState),
      noticeKey: service.twoStepState === 'done' ? (enabled ? 'office_security_two_step_turned_on' : 'office_security_two_step_turned_off') : null,
    },
    phone: {
      boundPhone,
      step: service.phoneStep,
      country: service.phoneCountry,
      number: service.phoneNumber,
      code: service.phoneCode,
      errors: service.phoneErrors,
      sending: busy(service.phoneState),
      noticeKey: service.phoneStep === 'code' ? 'office_security_phone_code_sent' : service.phoneStep === 'bound' ? 'office_security_phone_bound' : null,
    },
    sessions: service.sessions.map(toRow),
    sessionError: service.sessionError,
    logins: service.logins.map(toRow),
  };
}
