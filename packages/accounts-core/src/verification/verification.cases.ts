import type { ActivationType } from '@kickoff/contracts';
import type { ProtectionLevelStatus } from './verification.rules';

/** Protection level status (document 001 §4): under 31 bad, 31-69 normal, 70-99 good, 100 full, none. */
export const protectionCases: ReadonlyArray<{ level: number | null; status: ProtectionLevelStatus | null }> = [
  { level: null, status: null },
  { level: 0, status: 'bad' },
  { level: 30, status: 'bad' },
  { level: 31, status: 'normal' },
  { level: 50, status: 'normal' },
  { level: 69, status: 'normal' },
  { level: 70, status: 'good' },
  { level: 99, status: 'good' },
  { level: 100, status: 'full' },
];

/** Binding a phone (document 001 §4): 0 to 3, 1 to 2; 2 and 3 stay. */
export const phoneBindingCases: ReadonlyArray<{ from: ActivationType; to: ActivationType }> = [
  { from: 0, to: 3 },
  { from: 1, to: 2 },
  { from: 2, to: 2 },
  { from: 3, to: 3 },
];

/** Phone or e-mail needing activation (document 001 §5). */
export const activationNeedCases: ReadonlyArray<{ phone: string | null; email: string | null; type: ActivationType; phoneNeeds: boolean; emailNeeds: boolean; contactsRequired: boolean }> = [
  { phone: null, email: null, type: 0, phoneNeeds: false, emailNeeds: false, contactsRequired: false },
  { phone: '+385911234567', email: null, type: 0, phoneNeeds: true, emailNeeds: false, contactsRequired: false },
  { phone: '+385911234567', email: null, type: 3, phoneNeeds: false, emailNeeds: false, contactsRequired: false },
  { phone: null, email: 'a@b.hr', type: 0, phoneNeeds: false, emailNeeds: true, contactsRequired: false },
  { phone: null, email: 'a@b.hr', type: 1, phoneNeeds: false, emailNeeds: false, contactsRequired: false },
  { phone: '+385911234567', email: 'a@b.hr', type: 1, phoneNeeds: true, emailNeeds: false, contactsRequired: true },
  { phone: '+385911234567', email: 'a@b.hr', type: 3, phoneNeeds: false, emailNeeds: true, contactsRequired: true },
  { phone: '+385911234567', email: 'a@b.hr', type: 2, phoneNeeds: false, emailNeeds: false, contactsRequired: true },
  { phone: '', email: ' ', type: 0, phoneNeeds: false, emailNeeds: false, contactsRequired: false },
];
