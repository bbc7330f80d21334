import type { Queryable } from '../../db/database';

/**
 * Whether the development tools answer: `DEV_TOOLS=1` or `KICKOFF_DEV_TOOLS=1` in the environment
 * (read per request), or the `dev_tools` flag in the database (tests switch it with
 * `enableDevTools`). Off by default.
 */
export async function devToolsEnabled(db: Queryable): Promise<boolean> {
  if (process.env['KICKOFF_DEV_TOOLS'] === '1' || process.env['DEV_TOOLS'] === '1') return true;
  const [row] = await db.query<{ enabled: boolean }>("select enabled from dev_flags where name = 'dev_tools'");
  return row?.enabled === true;
}

/** Switches the development tools on or off in the database. */
export async function setDevTools(db: Queryable, enabled: boolean): Promise<void> {
  await db.query("insert into dev_flags (name, enabled) values ('dev_tools', $1) on conflict (name) do update set enabled = excluded.enabled", [enabled]);
}

/** The last 50 texts of the SMS outbox, newest first, for one phone or all. */
export async function smsOutbox(db: Queryable, phone: string | null): Promise<Array<{ phone: string; text: string; createdAt: number }>> {
  const rows = await db.query<{ phone: string; text: string; created_at: number }>(
    'select phone, text, created_at from sms_outbox where ($1::text is null or phone = $1) order by id desc limit 50',
    [phone],
  );
  return rows.map((row) => ({ phone: row.phone, text: row.text, createdAt: row.created_at }));
}

/** Switches the site's responsible-gaming jurisdiction (the development control of the packs). */
export async function setSiteJurisdiction(db: Queryable, jurisdiction: string): Promise<void> {
  await db.query(`update site_settings set config = jsonb_set(config, '{jurisdiction}', $1::jsonb) where site_key = 'default'`, [JSON.stringify(jurisdiction)]);
}
