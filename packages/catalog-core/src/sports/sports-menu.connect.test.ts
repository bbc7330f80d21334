import type { MenuChamp } from '@kickoff/contracts';
import { describe, expect, it } from 'vitest';
import { connectMenuChamps } from './sports-menu.connect';

const champ = (id: number, name: string, countryId: number, countryName: string): MenuChamp => ({ id, name, countryId, countryName, gamesCount: id });

// The feed's order: England, Spain, England again (a cup listed after the Spanish league).
const champs = [champ(1, 'Premier League', 44, 'England'), champ(2, 'La Liga', 34, 'Spain'), champ(3, 'FA Cup', 44, 'England')];

describe('connectMenuChamps (document 001 §3 isGroupByCountry)', () => {
  it('groups the leagues under their country when on, countries in the order the feed first names them', () => {
    const view = connectMenuChamps(champs, true);
    expect(view.isGroupedByCountry).toBe(true);
    expect(view.groups.map((group) => [group.countryName, group.champs.map((c) => c.name)])).toEqual([
      ['England', ['Premier League', 'FA Cup']],
      ['Spain', ['La Liga']],
    ]);
    expect(view.groups.map((group) => group.countryId)).toEqual([44, 34]);
  });

  it('draws one flat list without headings when off, in the feed order', () => {
    const view = connectMenuChamps(champs, false);
    expect(view.isGroupedByCountry).toBe(false);
    expect(view.groups).toHaveLength(1);
    expect(view.groups[0]?.countryName).toBeNull();
    expect(view.groups[0]?.champs.map((c) => c.id)).toEqual([1, 2, 3]);
  });

  it('has no group for a sport without leagues, and does not change the feed data', () => {
    expect(connectMenuChamps([], true).groups).toEqual([]);
    expect(connectMenuChamps([], false).groups).toEqual([]);
    const copy = champs.map((c) => ({ ...c }));
    connectMenuChamps(champs, true);
    expect(champs).toEqual(copy);
  });
});
