import type { CasinoGame } from '@kickoff/contracts';

/**
 * What a lobby tile draws (issue 17 "tiles with real art generated per title, the name once, RTP,
 * volatility, provider"): the picture, the name, the provider, the declared RTP with two decimals,
 * a slot's volatility (none for table games), whether it is new, and the path of its game page
 * (under live-casino for live games, under slots for the others).
 */
export function connectGameTile(game: CasinoGame) {
  return {
    id: game.id,
    path: `${game.categorySlug === 'live-casino' ? 'live-casino' : 'slots'}/game/${game.id}/${game.slug}`,
    imageUrl: game.imageUrl,
    name: game.name,
    provider: game.providerName,
    rtp: game.rtp.toFixed(2),
    volatilityKey: game.volatility ? `casino_volatility_${game.volatility}` : null,
    isNew: game.isNew,
  };
}

/** A lobby tile's view model. */
export type GameTileView = ReturnType<typeof connectGameTile>;
