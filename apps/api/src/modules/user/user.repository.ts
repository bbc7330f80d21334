import type { CookiesAgreeType, TermsItem } from '@kickoff/contracts';
import type { Queryable } from '../../db/database';

/** The player's row as the user configuration reads it (table `users`). */
export interface UserRow {
  id: number;
  email: string | null;
  phone_code: string | null;
  phone_number: string | null;
  country_id: number | null;
  country_code: string | null;
  activation_type: 0 | 1 | 2 | 3;
  user_data: Record<string, unknown>;
  hide_balance: boolean;
  disallow_line_sport: number[];
  disallow_live_sport: number[];
  two_step_enabled: boolean;
  ban_level: number;
  ban_version: number | null;
  verification_status: number | null;
  user_status_id: number | null;
  has_deposit: boolean;
  password_changed_at: number;
  created_at: number;
}

/** A player's row, if any. */
export async function findUser(db: Queryable, userId: number): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>('select * from users where id = $1', [userId]);
  return row;
}

/** Stores the reality-check answer: when the popup showed and whether it is to stay hidden. */
export async function saveRealityCheck(db: Queryable, userId: number, shownAt: number, hidden: boolean): Promise<void> {
  await db.query('update users set reality_check_shown_at = $2, reality_check_hidden = $3 where id = $1', [userId, shownAt, hidden]);
}

/** The site's terms: their version (`updated_at`, epoch seconds) and rules; undefined when none is published. */
export async function findTerms(db: Queryable): Promise<{ updated_at: number; rules: TermsItem[] } | undefined> {
  const [row] = await db.query<{ updated_at: number; rules: TermsItem[] }>('select updated_at, rules from site_terms where id = 1');
  return row;
}

/** When the player last confirmed the terms (epoch seconds), null if never. */
export async function termsConfirmedAt(db: Queryable, userId: number): Promise<number | null> {
  const [row] = await db.query<{ terms_confirmed_at: number | null }>('select terms_confirmed_at from users where id = $1', [userId]);
  return row?.terms_confirmed_at ?? null;
}

/** Records a confirmation of terms version `version` at `nowSeconds` (once per player and version). */
export async function recordTermsConfirmation(tx: Queryable, userId: number, version: number, nowSeconds: number): Promise<void> {
  await tx.query('update users set terms_confirmed_at = greatest(coalesce(terms_confirmed_at, 0), $2::bigint, $3::bigint) where id = $1', [userId, nowSeconds, version]);
  await tx.query('insert into terms_confirmations (user_id, terms_version, confirmed_at) values ($1, $2, $3) on conflict (user_id, terms_version) do nothing', [userId, version, nowSeconds]);
}

/** Publishes a terms version: the rules stay, the version moves (players who confirmed an older one confirm again). */
export async function publishTermsVersion(db: Queryable, version: number): Promise<void> {
  await db.query('update site_terms set updated_at = $1 where id = 1', [version]);
}

/** A consent to record. */
export interface ConsentRecord {
  visitorId: string;
  userId: number | null;
  sessionId: number | null;
  type: CookiesAgreeType;
  analytics: boolean;
  ads: boolean;
  source: 'agreement' | 'consent_update';
  agreedAt: number;
}

/** Appends a consent record (the history is kept; the newest one counts). */
export async function insertConsentRecord(db: Queryable, record: ConsentRecord, nowSeconds: number): Promise<void> {
  await db.query(
    `insert into consent_records (visitor_id, user_id, session_id, cookies_agree_type, analytics, ads, source, agreed_at, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [record.visitorId, record.userId, record.sessionId, record.type, record.analytics, record.ads, record.source, record.agreedAt, nowSeconds],
  );
}

/** Keeps the player's latest cookie agreement on the player (global preferences `cookiesAgreeType`). */
export async function saveCookieAgreement(db: Queryable, userId: number, agreedAt: number, type: CookiesAgreeType): Promise<void> {
  await db.query('update users set cookies_agree_time = $2, cookies_agree_type = $3 where id = $1', [userId, agreedAt, type]);
}

/** Withdraws the player's confirmation of terms version `version`: the player must confirm it again. */
export async function withdrawTermsConfirmation(tx: Queryable, userId: number, version: number): Promise<void> {
  await tx.query('update users set terms_confirmed_at = $2 where id = $1', [userId, version - 1]);
  await tx.query('delete from terms_confirmations where user_id = $1 and terms_version = $2', [userId, version]);
}
