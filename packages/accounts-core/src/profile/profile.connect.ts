import { PROFILE_DATE_FIELDS, PROFILE_FIELDS, type ProfileField, type ProfileService } from './profile.service';

/** One field of the profile form. */
export interface ProfileFieldView {
  name: ProfileField;
  labelKey: string;
  value: string;
  /** `date` fields take `YYYY-MM-DD`. */
  type: 'text' | 'date';
  /** Document 001 §5 requires it filled. */
  required: boolean;
  /** Required and still empty on the server. */
  missing: boolean;
  errorKey: string | null;
  readOnly: boolean;
}

/** What the profile block draws. */
export interface ProfileView {
  loading: boolean;
  failed: boolean;
  email: string | null;
  phone: string | null;
  locked: boolean;
  /** The lock's or the missing fields' notice. */
  statusKey: string | null;
  fields: ProfileFieldView[];
  canSave: boolean;
  saving: boolean;
  noticeKey: string | null;
  errorKey: string | null;
  /** Document 001 §5: the e-mail needs activation; the link can be asked for. */
  emailActivation: { needed: boolean; sending: boolean; noticeKey: string | null; errorKey: string | null };
}

/** Document 001 §5: "Profile fields required filled: birth date, name, surname, passport, passport date, registration address." */
const REQUIRED: ReadonlySet<ProfileField> = new Set(['date_birthday', 'name', 'surname', 'passport', 'passport_date', 'registration_address']);

/** The profile block's view model (pure). */
export function connectProfile(service: ProfileService): ProfileView {
  const profile = service.profile;
  const missing = new Set(profile?.missing ?? []);
  const locked = profile?.locked ?? false;
  return {
    loading: service.loadState === 'idle' || service.loadState === 'loading',
    failed: service.loadState === 'failed',
    email: profile?.email ?? null,
    phone: profile?.phone ?? null,
    locked,
    statusKey: locked ? 'office_profile_locked' : missing.size > 0 ? 'office_profile_missing' : null,
    fields: PROFILE_FIELDS.map((name) => ({
      name,
      labelKey: `office_profile_${name}`,
      value: service.draft[name],
      type: PROFILE_DATE_FIELDS.has(name) ? 'date' : 'text',
      required: REQUIRED.has(name),
      missing: missing.has(name),
      errorKey: service.errors.fields[name] ?? null,
      readOnly: locked,
    })),
    canSave: service.canSave,
    saving: service.saveState === 'sending',
    noticeKey: service.saveState === 'done' ? 'office_profile_saved' : null,
    errorKey: service.errors.form,
    emailActivation: {
      needed: profile?.emailNeedsActivation ?? false,
      sending: service.activationState === 'sending',
      noticeKey: service.activationState === 'sent' ? 'office_activation_link_sent' : null,
      errorKey: service.activationErrorKey,
    },
  };
}
