import type { SportsMenu } from '@kickoff/contracts';
import { pageTypeSports } from './page-types.rules';

/**
 * The cyber sports area (document 000 §2 routes `cyber`, `cyber/{mode}`, `cyber/{mode}/disciplines/{discipline?}`,
 * `cyber/{mode}/champs`, `cyber/{mode}/champ/{champId}`, `cyber/{mode}/game/{gameId}`; issue 16): the
 * esports disciplines of the feed with their own menus and games. Modes `real|virtual|stream`: the
 * simulator plays real esports matches; it has no virtual-sport draws and no video streams, so those
 * two modes say plainly that they are not offered.
 */

export const CYBER_MODES = ['real', 'virtual', 'stream'] as const;
export type CyberMode = (typeof CYBER_MODES)[number];

/** The mode of a route (`cyber` alone is `real`). */
export function cyberModeOf(value: string | undefined): CyberMode {
  return (CYBER_MODES as readonly string[]).includes(value ?? '') ? (value as CyberMode) : 'real';
}

/** Whether the site offers a mode: only real esports matches (the simulator's). */
export function isCyberModeOffered(mode: CyberMode): boolean {
  return mode === 'real';
}

/** A discipline of the menu: an esports sport with its number of games. */
export interface CyberDiscipline {
  readonly id: number;
  readonly name: string;
  readonly gamesCount: number;
}

/** The disciplines of a section's menu: its esports sports. */
export function cyberDisciplines(menu: SportsMenu | null): CyberDiscipline[] {
  return pageTypeSports('esports', menu).map((sport) => ({ id: sport.id, name: sport.name, gamesCount: sport.gamesCount }));
}

/** An esports championship of the line. */
export interface CyberChamp {
  readonly id: number;
  readonly name: string;
  readonly disciplineName: string;
  readonly gamesCount: number;
}

/** The esports championships of a menu, discipline by discipline. */
export function cyberChamps(menu: SportsMenu | null): CyberChamp[] {
  return pageTypeSports('esports', menu).flatMap((sport) => sport.champs.map((champ) => ({ id: champ.id, name: champ.name, disciplineName: sport.name, gamesCount: champ.gamesCount })));
}

/** The discipline a line list of the area reads: the route's if it is an esports discipline, else the first one; null while the menu is not read, undefined when there is none. */
export function cyberLineSportId(menu: SportsMenu | null, discipline: number | null): number | null | undefined {
  if (menu === null) return null;
  const disciplines = cyberDisciplines(menu);
  if (discipline !== null) return disciplines.some((item) => item.id === discipline) ? discipline : undefined;
  return disciplines[0]?.id;
}
