/**
 * Paths of the betting pages that name a sport, a league or a game (document 000 §2 "Betting":
 * `{section}/{menuSection}/{sport?}/{champ?}`, game pages add `{champ}/{game}`). The app links with
 * them and the API lists them in the sitemap, so both build the same URL.
 */

/** The betting section of a list: pre-match (`line`) or in play (`live`). */
export type BettingSection = 'line' | 'live';

/** The menu section used when a link does not name one (document 000 §2 `{menuSection}`). */
export const DEFAULT_MENU_SECTION = 'all';

/** What a game path is made of: ids and the names its slugs come from. */
export interface GamePathParts {
  id: number;
  sportId: number;
  sportName: string;
  champId: number;
  champName: string;
  opponent1Name: string;
  opponent2Name: string;
}

/** A URL segment for an entity: `<id>-<slug>` (the id is what the page reads back). */
export function segment(id: number, name: string): string {
  const slug = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug ? `${id}-${slug}` : String(id);
}

/** The id at the start of a `<id>-<slug>` segment, or null. */
export function idOf(value: string | undefined): number | null {
  const match = /^(\d+)/.exec(value ?? '');
  return match ? Number(match[1]) : null;
}

/** Path of a betting list: `/{lng}/{section}/{menuSection}/{sport?}/{champ?}`. */
export function listPath(lng: string, section: BettingSection, sport?: { id: number; name: string }, champ?: { id: number; name: string }, menuSection = DEFAULT_MENU_SECTION): string {
  const parts = [lng, section, menuSection];
  if (sport) parts.push(segment(sport.id, sport.name));
  if (sport && champ) parts.push(segment(champ.id, champ.name));
  return `/${parts.join('/')}`;
}

/** Path of a game page: the list path plus `{champ}/{game}`. */
export function gamePath(lng: string, section: BettingSection, game: GamePathParts, menuSection = DEFAULT_MENU_SECTION): string {
  return `${listPath(lng, section, { id: game.sportId, name: game.sportName }, { id: game.champId, name: game.champName }, menuSection)}/${segment(game.id, `${game.opponent1Name} ${game.opponent2Name}`)}`;
}
