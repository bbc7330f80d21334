import type { Queryable } from '../../db/database';
import { COUNTRY_ORDER, FEED_NAMES, GROUP_ORDER, LEAGUE_ORDER, SELECTION_ORDER, SPORT_ORDER, type FeedLanguageNames } from './feed.names.data';
import { eventSportNameRows } from '../simulator/event-sports.names';

/** One row of `feed_names`. */
export interface FeedNameRow {
  kind: 'sport' | 'country' | 'champ' | 'group' | 'selection' | 'team';
  ref: string;
  lang: string;
  name: string;
}

/**
 * A championship's name in a language, from the seeded patterns: `<country>. <league>` and
 * `<esports title> <league>`; undefined for a championship named after a place (ATP Vienna).
 */
export function champName(champ: { name: string; countryName: string }, names: FeedLanguageNames, countryOf: (english: string) => string | undefined): string | undefined {
  for (const [index, league] of LEAGUE_ORDER.entries()) {
    const local = names.leagues[index];
    if (local === undefined) continue;
    if (champ.name === `${champ.countryName}. ${league}`) {
      const country = countryOf(champ.countryName);
      return country === undefined ? undefined : `${country}. ${local}`;
    }
    if (champ.name.endsWith(` ${league}`)) return `${champ.name.slice(0, -league.length - 1)} ${local}`;
  }
  return undefined;
}

/** The rows of every language for the given championships. */
export function feedNameRows(champs: ReadonlyArray<{ id: number; name: string; countryId: number; countryName: string }>, countries: ReadonlyArray<{ id: number; name: string }>): FeedNameRow[] {
  const rows: FeedNameRow[] = [];
  for (const [lang, names] of Object.entries(FEED_NAMES)) {
    const add = (kind: FeedNameRow['kind'], ref: string | number, name: string | undefined) => {
      if (name !== undefined) rows.push({ kind, ref: String(ref), lang, name });
    };
    SPORT_ORDER.forEach((id, index) => add('sport', id, names.sports[index]));
    COUNTRY_ORDER.forEach((id, index) => add('country', id, names.countries[index]));
    GROUP_ORDER.forEach((id, index) => add('group', id, names.groups[index]));
    SELECTION_ORDER.forEach((english, index) => add('selection', english, names.selections[index]));
    const countryOf = (english: string) => {
      const id = countries.find((country) => country.name === english)?.id;
      const index = COUNTRY_ORDER.findIndex((candidate) => candidate === id);
      return index < 0 ? undefined : names.countries[index];
    };
    for (const champ of champs) add('champ', champ.id, champName(champ, names, countryOf));
  }
  // issue 16: the simulator's event sports (MMA, politics, marble racing)
  rows.push(...eventSportNameRows(champs));
  return rows;
}

/** Writes the feed's names for the seeded championships; keeps what an operator already changed. */
export async function seedFeedNames(db: Queryable): Promise<void> {
  const champs = await db.query<{ id: number; name: string; country_id: number; country_name: string }>(
    'select c.id, c.name, c.country_id, co.name as country_name from feed_champs c join feed_countries co on co.id = c.country_id',
  );
  const countries = await db.query<{ id: number; name: string }>('select id, name from feed_countries');
  const rows = feedNameRows(
    champs.map((champ) => ({ id: champ.id, name: champ.name, countryId: champ.country_id, countryName: champ.country_name })),
    countries,
  );
  if (rows.length === 0) return;
  await db.query(
    `insert into feed_names (kind, ref, lang, name) select * from unnest($1::text[], $2::text[], $3::text[], $4::text[]) on conflict (kind, ref, lang) do nothing`,
    [rows.map((row) => row.kind), rows.map((row) => row.ref), rows.map((row) => row.lang), rows.map((row) => row.name)],
  );
}
