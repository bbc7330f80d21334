/**
 * The birth date rule shared by the registration form and the API (document 000 §4 age restriction:
 * the site's minimum age): a real calendar date `YYYY-MM-DD` from 1900 on, not in the future, and a
 * player at least `minimumAge` years old on `todayIso` (UTC). Answers a code, or null when accepted.
 */
export function birthDateError(value: string, todayIso: string, minimumAge: number): 'invalid_birth_date' | 'under_minimum_age' | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const today = /^(\d{4})-(\d{2})-(\d{2})$/.exec(todayIso);
  if (!match || !today) return 'invalid_birth_date';
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 2026-02-30 over to March: a date that does not round-trip does not exist.
  if (year < 1900 || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return 'invalid_birth_date';
  if (value > todayIso) return 'invalid_birth_date';
  const [thisYear, thisMonth, thisDay] = [Number(today[1]), Number(today[2]), Number(today[3])];
  const hadBirthday = thisMonth > month || (thisMonth === month && thisDay >= day);
  const age = thisYear - year - (hadBirthday ? 0 : 1);
  return age < minimumAge ? 'under_minimum_age' : null;
}

/** `YYYY-MM-DD` of an epoch-milliseconds instant, in UTC. */
export function isoDateOf(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10);
}
