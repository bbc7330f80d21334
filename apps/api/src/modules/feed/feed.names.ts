import type { FeedGame, FeedGameDetail, MenuSport } from '@kickoff/contracts';
import { fallbackChain } from '@kickoff/guards-core/languages';
import type { Queryable } from '../../db/database';
import { groupNameIdOf } from './feed.model';

/**
 * Feed names in the player's language (issue 18): the answer of a feed call names sports,
 * countries, championships, teams, market groups and selections in the language of the request
 * (`X-Language`, document 001 §7 headers); a name the feed does not carry in that language comes
 * from the language's fallback chain (a regional variant's language), then stays English (the feed
 * row's own name; document 001 §9: the fallback language is en).
 */
export type FeedNameKind = 'sport' | 'country' | 'champ' | 'team' | 'group' | 'selection';

/** The names of one language: `kind:ref` to the name. */
export type FeedNames = ReadonlyMap<string, string>;

export const NO_NAMES: FeedNames = new Map();

/** The language a request asks for: two lowercase letters (document 000 §2), else English. */
export function requestLanguage(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && /^[a-z]{2}$/.test(value) ? value : 'en';
}

/** The languages a name is looked up in, best first: the language, then its fallbacks other than English. */
export function nameLanguages(language: string): string[] {
  if (language === 'en') return [];
  return [language, ...fallbackChain(language).filter((code) => code !== 'en')];
}

/** Reads the names of a language (and its fallbacks); none for English. */
export async function readFeedNames(db: Queryable, language: string): Promise<FeedNames> {
  const languages = nameLanguages(language);
  if (languages.length === 0) return NO_NAMES;
  const rows = await db.query<{ kind: string; ref: string; lang: string; name: string }>('select kind, ref, lang, name from feed_names where lang = any($1::text[])', [languages]);
  const names = new Map<string, string>();
  // the best language last, so it wins
  for (const language of [...languages].reverse()) for (const row of rows) if (row.lang === language) names.set(`${row.kind}:${row.ref}`, row.name);
  return names;
}

const named = (names: FeedNames, kind: FeedNameKind, ref: string | number, english: string): string => names.get(`${kind}:${ref}`) ?? english;

/** A game's names in a language. */
export function localizeGame<G extends FeedGame>(game: G, names: FeedNames): G {
  if (names.size === 0) return game;
  return {
    ...game,
    sportName: named(names, 'sport', game.sportId, game.sportName),
    champName: named(names, 'champ', game.champId, game.champName),
    opponent1Name: named(names, 'team', game.opponent1Name, game.opponent1Name),
    opponent2Name: named(names, 'team', game.opponent2Name, game.opponent2Name),
    mainMarkets: game.mainMarkets.map((market) => ({ ...market, name: named(names, 'selection', market.name, market.name) })),
  };
}

/** A game page's names in a language: the game's and its market groups' and selections'. */
export function localizeGameDetail(game: FeedGameDetail, names: FeedNames): FeedGameDetail {
  if (names.size === 0) return game;
  return {
    ...localizeGame(game, names),
    groups: game.groups.map((group) => ({
      ...group,
      name: named(names, 'group', groupNameIdOf(game.sportId, group.id), group.name),
      markets: group.markets.map((market) => ({ ...market, name: named(names, 'selection', market.name, market.name) })),
    })),
  };
}

/** The sports menu's names in a language. */
export function localizeMenu(sports: readonly MenuSport[], names: FeedNames): MenuSport[] {
  if (names.size === 0) return [...sports];
  return sports.map((sport) => ({
    ...sport,
    name: named(names, 'sport', sport.id, sport.name),
    champs: sport.champs.map((champ) => ({ ...champ, name: named(names, 'champ', champ.id, champ.name), countryName: named(names, 'country', champ.countryId, champ.countryName) })),
  }));
}

/** A championship heading's names in a language. */
export function localizeChamp<C extends { id: number; name: string; countryId: number; countryName: string; sportId: number; sportName: string }>(champ: C, names: FeedNames): C {
  if (names.size === 0) return champ;
  return { ...champ, name: named(names, 'champ', champ.id, champ.name), countryName: named(names, 'country', champ.countryId, champ.countryName), sportName: named(names, 'sport', champ.sportId, champ.sportName) };
}
