import type { ActivationType, UserConfig, UserData } from '@kickoff/contracts';

/** Unverified when verification_status is 1 (document 001 §4). */
export function isUnverified(config: Pick<UserConfig, 'verification_status'>): boolean {
  return config.verification_status === 1;
}

/** Pending verification when user_status_id is 1 (document 001 §4). */
export function isVerificationPending(config: Pick<UserConfig, 'user_status_id'>): boolean {
  return config.user_status_id === 1;
}

/** Protection level status; `null` when there is no level. */
export type ProtectionLevelStatus = 'bad' | 'normal' | 'good' | 'full';

/** Document 001 §4: under 31 bad, 31 to 69 normal, 70 to 99 good, 100 full; no level gives no status. */
export function protectionLevelStatus(level: number | null | undefined): ProtectionLevelStatus | null {
  if (typeof level !== 'number' || !Number.isFinite(level)) return null;
  if (level < 31) return 'bad';
  if (level < 70) return 'normal';
  if (level < 100) return 'good';
  return 'full';
}

/** Activation types (document 001 §4): 0 none, 1 e-mail only, 2 phone and e-mail, 3 phone only. */
export const ActivationTypeCode = { none: 0, emailOnly: 1, phoneAndEmail: 2, phoneOnly: 3 } as const;

/** The phone is activated: types 2 and 3. */
export function hasPhoneActivation(type: ActivationType): boolean {
  return type === ActivationTypeCode.phoneAndEmail || type === ActivationTypeCode.phoneOnly;
}

/** The e-mail is activated: types 1 and 2. */
export function hasEmailActivation(type: ActivationType): boolean {
  return type === ActivationTypeCode.emailOnly || type === ActivationTypeCode.phoneAndEmail;
}

/** Binding a phone moves 0 to 3 and 1 to 2 (document 001 §4); other types stay. */
export function activationAfterPhoneBinding(type: ActivationType): ActivationType {
  if (type === ActivationTypeCode.none) return ActivationTypeCode.phoneOnly;
  if (type === ActivationTypeCode.emailOnly) return ActivationTypeCode.phoneAndEmail;
  return type;
}

/** The config after binding a phone: the activation moves and phone binding turns on (document 001 §4). */
export function withPhoneBound(config: UserConfig, phoneNumber?: string): UserConfig {
  return {
    ...config,
    phone_number: phoneNumber ?? config.phone_number,
    activation_type: activationAfterPhoneBinding(config.activation_type),
    protection_methods: { ...config.protection_methods, enable_phone_binding: true },
  };
}

const filled = (value: string | null | undefined): boolean => typeof value === 'string' && value.trim() !== '';

/** A phone needs activation when it exists and the activation type lacks phone (document 001 §5). */
export function needsPhoneActivation(config: Pick<UserConfig, 'phone_number' | 'activation_type'>): boolean {
  return filled(config.phone_number) && !hasPhoneActivation(config.activation_type);
}

/** An e-mail needs activation when it exists and the activation type lacks e-mail (document 001 §5). */
export function needsEmailActivation(config: Pick<UserConfig, 'user_email' | 'activation_type'>): boolean {
  return filled(config.user_email) && !hasEmailActivation(config.activation_type);
}

/** Profile fields required filled (document 001 §5): birth date, name, surname, passport, passport date, registration address. */
export const REQUIRED_PROFILE_FIELDS = ['date_birthday', 'name', 'surname', 'passport', 'passport_date', 'registration_address'] as const satisfies ReadonlyArray<keyof UserData>;
export type RequiredProfileField = (typeof REQUIRED_PROFILE_FIELDS)[number];

/** The required profile fields that are empty, in the spec's order. */
export function missingProfileFields(userData: UserData): RequiredProfileField[] {
  return REQUIRED_PROFILE_FIELDS.filter((field) => !filled(userData[field]));
}

/** Contact fields are required filled when both phone and e-mail exist (document 001 §5). */
export function areContactFieldsRequired(config: Pick<UserConfig, 'phone_number' | 'user_email'>): boolean {
  return filled(config.phone_number) && filled(config.user_email);
}
