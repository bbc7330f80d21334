import { describe, expect, it } from 'vitest';
import { gamePath, idOf, listPath, segment } from './entity-paths';

const game = { id: 4101, sportId: 1, sportName: 'Football', champId: 88, champName: 'Premier League', opponent1Name: 'Northbridge FC', opponent2Name: 'Eastvale United' };

describe('betting entity paths (document 000 §2)', () => {
  it('makes <id>-<slug> segments and reads the id back', () => {
    expect(segment(88, 'Premier League')).toBe('88-premier-league');
    expect(segment(7, 'Real Club & Co.')).toBe('7-real-club-co');
    expect(segment(9, '—')).toBe('9');
    expect(idOf('88-premier-league')).toBe(88);
    expect(idOf('premier')).toBeNull();
  });

  it('builds list and game paths under the language and section', () => {
    expect(listPath('en', 'line')).toBe('/en/line/all');
    expect(listPath('de', 'live', { id: 1, name: 'Football' }, { id: 88, name: 'Premier League' })).toBe('/de/live/all/1-football/88-premier-league');
    expect(gamePath('en', 'live', game)).toBe('/en/live/all/1-football/88-premier-league/4101-northbridge-fc-eastvale-united');
  });
});
