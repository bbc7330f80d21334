import type { FeedSection } from '@kickoff/contracts';

/** The menu section used when a link does not name one (document 000 §2 `{menuSection}`). */
export const DEFAULT_MENU_SECTION = 'all';

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
export function listPath(lng: string, section: FeedSection, sport?: { id: number; name: string }, champ?: { id: number; name: string }, menuSection = DEFAULT_MENU_SECTION): string {
  const parts = [lng, section, menuSection];
  if (sport) parts.push(segment(sport.id, sport.name));
  if (sport && champ) parts.push(segment(champ.id, champ.name));
  return `/${parts.join('/')}`;
}

/** Path of a game page: the list path plus `{champ}/{game}`. */
export function gamePath(lng: string, section: FeedSection, game: { id: number; sportId: number; sportName: string; champId: number; champName: string; opponent1Name: string; opponent2Name: string }, menuSection = DEFAULT_MENU_SECTION): string {
  return `${listPath(lng, section, { id: game.sportId, name: game.sportName }, { id: game.champId, name: game.champName }, menuSection)}/${segment(game.id, `${game.opponent1Name} ${game.opponent2Name}`)}`;
}
