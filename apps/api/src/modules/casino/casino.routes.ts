import {
  addCasinoFavouriteCall,
  actCasinoRoundCall,
  CasinoGameParams,
  CasinoRoundParams,
  getCasinoTableCall,
  getCasinoJackpotsCall,
  getCasinoTournamentsCall,
  getCasinoTournamentCall,
  CasinoTournamentParams,
  getCasinoVerificationCall,
  playCasinoGameCall,
  rotateCasinoSeedCall,
  setCasinoClientSeedCall,
  startCasinoDemoCall,
  getCasinoCategoriesCall,
  getCasinoFavouritesCall,
  getCasinoRecentGamesCall,
  getCasinoGameCall,
  getCasinoGamesCall,
  getCasinoProvidersCall,
  launchCasinoGameCall,
  playCasinoRoundCall,
  removeCasinoFavouriteCall,
} from '@kickoff/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { registerCall } from '../../http/route';
import { optionalUser, requireUser } from '../auth/auth.guard';
import { renderGameImage } from './casino.image';
import { casinoJackpots } from './casino.jackpot';
import { casinoTournament, casinoTournaments } from './casino.tournaments';
import { actCasinoRound, casinoTable, demoOwner, playCasinoGame, playSlotRound, realOwner, rotateSeed, setClientSeed, startDemo, verification, type PlayOwner } from './casino.play';
import { addFavourite, recentGames, casinoCategories, casinoGames, casinoProviders, favourites, findGame, gameAppPath, removeFavourite, toGame } from './casino.service';

export { DEMO_STAKES_MINOR, gameImagePath, likePattern } from './casino.service';

/** A game id from the path, by the call's schema; a bad one is not found. */
function gameIdOf(params: unknown): number {
  const parsed = CasinoGameParams.safeParse(params);
  if (!parsed.success) throw notFound();
  return parsed.data.gameId;
}

/** A round id from the path, by the call's schema; a bad one is not found. */
function roundIdOf(params: unknown): number {
  const parsed = CasinoRoundParams.safeParse(params);
  if (!parsed.success) throw notFound();
  return parsed.data.roundId;
}

/** The casino catalogue, favourites, game launch, the demo game page and its rounds: HTTP in, `casino.service` decides. */
export function registerCasinoRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;

  registerCall(app, getCasinoCategoriesCall, async ({ reply }) => {
    reply.header('cache-control', 'public, max-age=60');
    return casinoCategories(db);
  });

  registerCall(app, getCasinoProvidersCall, async ({ reply }) => {
    reply.header('cache-control', 'public, max-age=60');
    return casinoProviders(db);
  });

  registerCall(app, getCasinoGamesCall, async ({ query }) => casinoGames(db, query));

  registerCall(app, getCasinoGameCall, async ({ params }) => toGame(await findGame(db, gameIdOf(params))));

  app.get('/casino-api/v1/games/:gameId/image.svg', async (request, reply) => {
    const game = await findGame(db, gameIdOf(request.params));
    return reply
      .header('cache-control', 'public, max-age=86400')
      .type('image/svg+xml')
      .send(renderGameImage({ name: game.name, color1: game.color1, color2: game.color2 }));
  });

  registerCall(app, getCasinoRecentGamesCall, async ({ request, reply }) => {
    const user = await requireUser(request, context);
    reply.header('cache-control', 'no-store');
    return recentGames(db, user.userId);
  });

  registerCall(app, getCasinoFavouritesCall, async ({ request }) => {
    const user = await requireUser(request, context);
    return favourites(db, user.userId);
  });

  registerCall(app, addCasinoFavouriteCall, async ({ request, params }) => {
    const user = await requireUser(request, context);
    return addFavourite(context, user.userId, gameIdOf(params));
  });

  registerCall(app, removeCasinoFavouriteCall, async ({ request, params }) => {
    const user = await requireUser(request, context);
    return removeFavourite(db, user.userId, gameIdOf(params));
  });

  registerCall(app, launchCasinoGameCall, async ({ request, params }) => {
    await requireUser(request, context);
    const game = await findGame(db, gameIdOf(params));
    // issue 17: every game runs in the app's own game view; the app adds the language prefix
    return { gameId: game.id, url: gameAppPath(game) };
  });

  registerCall(app, playCasinoRoundCall, async ({ request, params, body }) => {
    const user = await requireUser(request, context);
    return playSlotRound(context, user.userId, gameIdOf(params), body);
  });

  /** Who plays: the demo session named in the request, else the signed-in player (401 for a guest). */
  const whoOf = async (request: FastifyRequest, demoId: string | undefined): Promise<PlayOwner> => (demoId ? demoOwner(demoId) : realOwner((await requireUser(request, context)).userId));

  registerCall(app, startCasinoDemoCall, async () => startDemo(context));

  registerCall(app, getCasinoTournamentsCall, async ({ request, reply }) => {
    reply.header('cache-control', 'no-store');
    return casinoTournaments(context, (await optionalUser(request, context))?.userId ?? null);
  });

  registerCall(app, getCasinoTournamentCall, async ({ request, params, reply }) => {
    const parsed = CasinoTournamentParams.safeParse(params);
    if (!parsed.success) throw notFound();
    reply.header('cache-control', 'no-store');
    return casinoTournament(context, parsed.data.id, (await optionalUser(request, context))?.userId ?? null);
  });

  registerCall(app, getCasinoJackpotsCall, async ({ reply }) => {
    reply.header('cache-control', 'no-store');
    return casinoJackpots(db);
  });

  registerCall(app, getCasinoTableCall, async ({ request, params, query, reply }) => {
    reply.header('cache-control', 'no-store');
    return casinoTable(context, gameIdOf(params), await whoOf(request, query.demoId));
  });

  registerCall(app, playCasinoGameCall, async ({ request, params, body }) => playCasinoGame(context, gameIdOf(params), await whoOf(request, body.demoId), body));

  registerCall(app, actCasinoRoundCall, async ({ request, params, body }) => actCasinoRound(context, roundIdOf(params), await whoOf(request, body.demoId), body));

  registerCall(app, setCasinoClientSeedCall, async ({ request, body }) => setClientSeed(context, await whoOf(request, body.demoId), body.clientSeed));

  registerCall(app, rotateCasinoSeedCall, async ({ request, body }) => rotateSeed(context, await whoOf(request, body.demoId)));

  registerCall(app, getCasinoVerificationCall, async ({ request, params, query, reply }) => {
    reply.header('cache-control', 'no-store');
    return verification(context, roundIdOf(params), await whoOf(request, query.demoId));
  });
}
