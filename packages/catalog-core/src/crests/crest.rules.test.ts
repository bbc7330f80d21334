import { describe, expect, it } from 'vitest';
import { CREST_COLOURS, CREST_SHAPES, crestInitials, crestOf, inkOn, nameHash } from './crest.rules';

// issue 18 (document 001 §3 isTeamLogosInCoupon): crests generated from the team's name, no images.
const TEAMS = ['London FC', 'Leeds United', 'Real Madrid', 'Atletico Madrid', 'Bayern Munich', 'Borussia Dortmund', 'Juventus', 'Inter', 'Ajax', 'PSV', 'Celtic', 'Rangers', 'Benfica', 'Porto', 'Galatasaray', 'Fenerbahce', 'Spartak Moscow', 'Zenit', 'Team Spirit', 'Natus Vincere'];

describe('crestOf', () => {
  it('is deterministic: the same name draws the same crest, whatever the call order', () => {
    const first = TEAMS.map(crestOf);
    const again = [...TEAMS].reverse().map(crestOf).reverse();
    expect(again).toEqual(first);
    expect(crestOf('  Leeds United ')).toEqual(crestOf('Leeds United'));
  });

  it('draws different crests for different teams', () => {
    const keys = new Set(TEAMS.map((team) => crestOf(team).key));
    expect(keys.size).toBe(TEAMS.length);
    // Not only the letters differ: the look (shape, pattern, colours) varies across the teams too.
    const looks = new Set(TEAMS.map((team) => {
      const crest = crestOf(team);
      return `${crest.shape}-${crest.pattern}-${crest.primary}-${crest.secondary}`;
    }));
    expect(looks.size).toBeGreaterThanOrEqual(TEAMS.length - 2);
    // Two names with the same initials still draw apart.
    expect(crestOf('Real Madrid').key).not.toBe(crestOf('Racing Madrid').key);
  });

  it('draws from the declared shapes and colours, two different colours, and legible ink', () => {
    for (const team of TEAMS) {
      const crest = crestOf(team);
      expect(crest.path).toBe(CREST_SHAPES[crest.shape]);
      expect(CREST_COLOURS).toContain(crest.primary);
      expect(CREST_COLOURS).toContain(crest.secondary);
      expect(crest.secondary).not.toBe(crest.primary);
      expect(crest.ink).toBe(inkOn(crest.primary));
    }
    expect(inkOn('#ffffff')).toBe('#111111');
    expect(inkOn('#f2b705')).toBe('#111111');
    expect(inkOn('#0b3d91')).toBe('#ffffff');
    expect(inkOn('#111827')).toBe('#ffffff');
  });

  it('hashes with FNV-1a (known values)', () => {
    expect(nameHash('')).toBe(0x811c9dc5);
    expect(nameHash('a')).toBe(0xe40c292c);
  });
});

describe('crestInitials', () => {
  it('takes the first letters of the first two telling words, or two letters of one word', () => {
    expect(crestInitials('Leeds United')).toBe('LE');
    expect(crestInitials('Real Madrid')).toBe('RM');
    expect(crestInitials('London FC')).toBe('LO');
    expect(crestInitials('Juventus')).toBe('JU');
    expect(crestInitials('FC United')).toBe('FU');
    expect(crestInitials('Спартак Москва')).toBe('СМ');
    expect(crestInitials('ريال مدريد')).toBe('رم');
    expect(crestInitials('')).toBe('?');
  });
});
