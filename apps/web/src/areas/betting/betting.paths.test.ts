import { describe, expect, it } from 'vitest';
import { gamePath, idOf, listPath, segment } from './betting.paths';

describe('betting paths', () => {
  it.each([
    [1, 'Football', '1-football'],
    [88, 'England. Premier League', '88-england-premier-league'],
    [5, '', '5'],
  ])('segment(%s, %j) is %j', (id, name, value) => {
    expect(segment(id, name)).toBe(value);
  });
  it.each([
    ['1-football', 1],
    ['88', 88],
    ['football', null],
    [undefined, null],
  ])('idOf(%j) is %s', (value, id) => {
    expect(idOf(value)).toBe(id);
  });
  it('builds {section}/{menuSection}/{sport?}/{champ?} and the game path (document 000 §2)', () => {
    expect(listPath('en', 'live')).toBe('/en/live/all');
    expect(listPath('en', 'line', { id: 1, name: 'Football' }, { id: 7, name: 'Premier League' })).toBe('/en/line/all/1-football/7-premier-league');
    expect(gamePath('de', 'live', { id: 42, sportId: 1, sportName: 'Football', champId: 7, champName: 'Premier League', opponent1Name: 'Arsenal', opponent2Name: 'Chelsea' })).toBe('/de/live/all/1-football/7-premier-league/42-arsenal-chelsea');
  });
});
