import type { SportsMenu } from '@kickoff/contracts';
import { describe, expect, it } from 'vitest';
import { cyberChamps, cyberDisciplines, cyberLineSportId, cyberModeOf, isCyberModeOffered } from './cyber.rules';

const champ = (id: number, name: string, gamesCount: number) => ({ id, name, countryId: 1, countryName: 'World', gamesCount });
const menu: SportsMenu = {
  section: 'line',
  sports: [
    { id: 1, name: 'Football', isEsport: false, gamesCount: 30, champs: [champ(100, 'Premier Division', 30)] },
    { id: 40, name: 'Counter-Strike 2', isEsport: true, gamesCount: 6, champs: [champ(400, 'Pro League', 4), champ(401, 'Masters', 2)] },
    { id: 41, name: 'Dota 2', isEsport: true, gamesCount: 3, champs: [champ(410, 'Pro League', 3)] },
  ],
};

describe('the cyber sports area (document 000 §2 cyber routes)', () => {
  it('reads the mode of the route; real esports are offered, virtual draws and streams are not', () => {
    expect([undefined, 'real', 'virtual', 'stream', 'other'].map(cyberModeOf)).toEqual(['real', 'real', 'virtual', 'stream', 'real']);
    expect(['real', 'virtual', 'stream'].map((mode) => isCyberModeOffered(cyberModeOf(mode)))).toEqual([true, false, false]);
  });

  it('lists the esports disciplines and their championships only', () => {
    expect(cyberDisciplines(menu)).toEqual([
      { id: 40, name: 'Counter-Strike 2', gamesCount: 6 },
      { id: 41, name: 'Dota 2', gamesCount: 3 },
    ]);
    expect(cyberChamps(menu).map((item) => [item.id, item.disciplineName, item.gamesCount])).toEqual([
      [400, 'Counter-Strike 2', 4],
      [401, 'Counter-Strike 2', 2],
      [410, 'Dota 2', 3],
    ]);
    expect(cyberDisciplines(null)).toEqual([]);
  });

  it('reads the line of the route’s discipline, or the first one; a football id is no discipline', () => {
    expect(cyberLineSportId(menu, null)).toBe(40);
    expect(cyberLineSportId(menu, 41)).toBe(41);
    expect(cyberLineSportId(menu, 1)).toBeUndefined();
    expect(cyberLineSportId(null, null)).toBeNull();
    expect(cyberLineSportId({ section: 'line', sports: [] }, null)).toBeUndefined();
  });
});
