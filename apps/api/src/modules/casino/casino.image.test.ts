import { describe, expect, it } from 'vitest';
import { artOf, renderGameImage } from './casino.image';
import { buildCasinoGames } from './casino.seed';

describe('game tiles drawn per title (issue 17)', () => {
  const games = buildCasinoGames();

  it('draws a motif from the title\'s theme for every seeded title, no initials and no text but the numbers of ball games', () => {
    for (const game of games) {
      const svg = renderGameImage(game);
      const { motif } = artOf(game.name);
      expect(svg).toContain(`data-motif="${motif}"`);
      expect(svg).toContain(game.color1);
      expect(svg).toContain(game.color2);
      const texts = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]);
      expect(texts.every((text) => /^(\d+|[♠♥♣])$/.test(text ?? '')), `${game.name}: ${texts.join(',')}`).toBe(true);
    }
  });

  it('gives the themes their motifs and the adjectives their backdrops', () => {
    expect(artOf('Golden Fruits')).toEqual({ motif: 'fruit', backdrop: 'coin' });
    expect(artOf('Frozen Roulette')).toEqual({ motif: 'wheel', backdrop: 'snow' });
    expect(artOf('Burning Pharaoh')).toEqual({ motif: 'pyramid', backdrop: 'flame' });
    expect(artOf('Neon Blackjack')).toEqual({ motif: 'cards', backdrop: 'star' });
    expect(artOf('Wild Sic Bo')).toEqual({ motif: 'dice', backdrop: 'bolt' });
    expect(artOf('Cosmic Rocket').motif).toBe('rocket');
    // every seeded title has a motif of its own theme (none falls back to the plain star)
    expect(games.filter((game) => artOf(game.name).motif === 'star').map((game) => game.name)).toEqual([]);
  });

  it('differs between titles: two titles of the same theme get different pictures', () => {
    const fruits = games.filter((game) => artOf(game.name).motif === 'fruit');
    expect(fruits.length).toBeGreaterThan(1);
    expect(new Set(fruits.map((game) => renderGameImage(game))).size).toBe(fruits.length);
  });
});
