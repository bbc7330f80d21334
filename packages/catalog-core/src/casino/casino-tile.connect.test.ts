import { describe, expect, it } from 'vitest';
import { aCasinoGame } from '../testing/in-memory-casino-api';
import { connectGameTile } from './casino-tile.connect';

describe('a lobby tile (issue 17)', () => {
  it('draws the name once, the provider, the declared RTP and a slot\'s volatility', () => {
    expect(connectGameTile(aCasinoGame({ id: 4, slug: 'golden-fruits', name: 'Golden Fruits', rtp: 96.2, volatility: 'high', isNew: true }))).toEqual({
      id: 4,
      path: 'slots/game/4/golden-fruits',
      imageUrl: '/casino-api/v1/games/4/image.svg',
      name: 'Golden Fruits',
      provider: 'Northlight Gaming',
      rtp: '96.20',
      volatilityKey: 'casino_volatility_high',
      isNew: true,
    });
  });

  it('has no volatility for a table game and opens live games under live-casino', () => {
    expect(connectGameTile(aCasinoGame({ id: 9, slug: 'frozen-roulette', categorySlug: 'live-casino', rtp: 97.3, volatility: null }))).toMatchObject({ path: 'live-casino/game/9/frozen-roulette', rtp: '97.30', volatilityKey: null });
  });
});
