import { CONFIG_GROUP_CACHE_MAX_SECONDS, CONFIG_GROUP_CACHE_MIN_SECONDS } from '@kickoff/contracts';
import { randomInt } from 'node:crypto';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/database';
import { notFound } from '../../http/errors';
import { siteConfigFor } from '../config/config.service';
import { DEMO_DICTIONARIES, DICTIONARY_IDS } from './site.dictionaries';

/**
 * The configuration groups asked for, each with its `lang:<code>` overrides merged in for `lang`
 * (document 001 §7 "GET /bff-api/config/group/get, params groups and lang").
 */
export async function configGroups(context: AppContext, names: readonly string[], lang: string): Promise<Record<string, Record<string, unknown>>> {
  await siteConfigFor(context, lang);
  const rows = await context.db.query<{ name: string; data: Record<string, unknown> }>('select name, data from config_groups where name = any($1::text[])', [names]);
  const groups: Record<string, Record<string, unknown>> = {};
  for (const row of rows) {
    const localized = row.data[`lang:${lang}`];
    const base = Object.fromEntries(Object.entries(row.data).filter(([key]) => !key.startsWith('lang:')));
    groups[row.name] = typeof localized === 'object' && localized !== null ? { ...base, ...(localized as Record<string, unknown>) } : base;
  }
  return groups;
}

/** A lifetime between 600 and 900 s ("cached 600 to 900 s"), spread so that clients do not all reload together. */
export function configGroupMaxAgeSeconds(): number {
  return randomInt(CONFIG_GROUP_CACHE_MIN_SECONDS, CONFIG_GROUP_CACHE_MAX_SECONDS + 1);
}

/** A dictionary of a site language; 404 for an id the site does not have. */
export async function dictionaryEntries(context: AppContext, lang: string, dictionaryId: string): Promise<Record<string, string>> {
  await siteConfigFor(context, lang);
  if (!(DICTIONARY_IDS as readonly string[]).includes(dictionaryId)) throw notFound({ message: `no dictionary ${dictionaryId}` });
  const [row] = await context.db.query<{ entries: Record<string, string> }>('select entries from dictionaries where lang = $1 and dictionary_id = $2', [lang, dictionaryId]);
  return row?.entries ?? {};
}

/** Seeds the demo dictionaries; keeps whatever an operator already changed. */
export async function seedDictionaries(db: Queryable): Promise<void> {
  for (const [lang, dictionaries] of Object.entries(DEMO_DICTIONARIES)) {
    for (const [dictionaryId, entries] of Object.entries(dictionaries)) {
      await db.query('insert into dictionaries (lang, dictionary_id, entries) values ($1, $2, $3) on conflict (lang, dictionary_id) do nothing', [lang, dictionaryId, JSON.stringify(entries)]);
    }
  }
}
