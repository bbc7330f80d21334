import {
  ChampParams,
  GameParams,
  getChampGamesCall,
  getGameCall,
  getLiveGamesCall,
  getResultsCall,
  getSportsMenuCall,
  type FeedSection,
} from '@kickoff/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { httpError } from '../../http/errors';
import { registerCall } from '../../http/route';
import { readChamp, readChampGames, readGame, readLiveGames, readResults, readRevision, readSportsMenu } from './feed.queries';

/**
 * Conditional answers: each feed answer carries an ETag built from a revision counter the
 * simulator bumps on every change; a request with the same `If-None-Match` gets 304 with no body.
 * Built bodies are kept per ETag in this process (a cache only: another process rebuilds them).
 */
class ResponseCache {
  private readonly entries = new Map<string, unknown>();

  get(key: string): unknown {
    return this.entries.get(key);
  }

  set(key: string, body: unknown): void {
    if (this.entries.size >= 2_000) this.entries.clear();
    this.entries.set(key, body);
  }
}

function matches(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

async function conditional<T>(request: FastifyRequest, reply: FastifyReply, cache: ResponseCache, etag: string, build: () => Promise<T>): Promise<T> {
  reply.header('etag', etag);
  reply.header('cache-control', 'no-cache');
  if (matches(request, etag)) {
    await reply.code(304).send();
    return undefined as T;
  }
  const cached = cache.get(etag) as T | undefined;
  if (cached !== undefined) return cached;
  const body = await build();
  cache.set(etag, body);
  return body;
}

function parseParams<T>(schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } }, params: unknown): T {
  const parsed = schema.safeParse(params);
  if (!parsed.success) throw httpError(404, 'not_found', 'main_not_found');
  return parsed.data;
}

const dayMs = 86_400_000;

/** The feed calls (issue 5): sports menu, championship games, one game, live games, results. */
export function registerFeedRoutes(app: FastifyInstance, context: AppContext): void {
  const cache = new ResponseCache();
  const db = context.db;
  const sectionTag = async (section: FeedSection) => `"${section}-${await readRevision(db, section)}"`;

  registerCall(app, getSportsMenuCall, async ({ query, request, reply }) => {
    const etag = await sectionTag(query.section);
    return conditional(request, reply, cache, `${etag.slice(0, -1)}-menu"`, async () => ({ section: query.section, sports: await readSportsMenu(db, query.section) }));
  });

  registerCall(app, getChampGamesCall, async ({ query, params, request, reply }) => {
    const { champId } = parseParams(ChampParams, params);
    const etag = await sectionTag(query.section);
    return conditional(request, reply, cache, `${etag.slice(0, -1)}-c${champId}"`, async () => {
      const champ = await readChamp(db, champId);
      if (!champ) throw httpError(404, 'not_found', 'main_not_found', { message: `championship ${champId}` });
      const games = await readChampGames(db, champId, query.section);
      return {
        section: query.section,
        champ: { id: champ.id, name: champ.name, countryId: champ.country_id, countryName: champ.country_name, sportId: champ.sport_id, sportName: champ.sport_name, gamesCount: games.length },
        games,
      };
    });
  });

  registerCall(app, getGameCall, async ({ params, request, reply }) => {
    const { gameId } = parseParams(GameParams, params);
    const [row] = await db.query<{ revision: number }>('select revision from feed_games where id = $1', [gameId]);
    if (!row) throw httpError(404, 'not_found', 'main_not_found', { message: `game ${gameId}` });
    return conditional(request, reply, cache, `"g${gameId}-${row.revision}"`, async () => {
      const game = await readGame(db, gameId);
      if (!game) throw httpError(404, 'not_found', 'main_not_found');
      return game;
    });
  });

  registerCall(app, getLiveGamesCall, async ({ query, request, reply }) => {
    const etag = await sectionTag('live');
    return conditional(request, reply, cache, `${etag.slice(0, -1)}-s${query.sportId ?? 'all'}"`, async () => ({ games: await readLiveGames(db, query.sportId) }));
  });

  registerCall(app, getResultsCall, async ({ query, request, reply }) => {
    const from = Date.parse(`${query.date}T00:00:00Z`);
    if (!Number.isFinite(from)) throw httpError(400, 'validation_error', 'main_validation_error', { fields: { date: 'main_validation_error' } });
    const revision = await readRevision(db, 'results');
    return conditional(request, reply, cache, `"results-${revision}-${query.date}-${query.sportId ?? 'all'}"`, async () => ({
      date: query.date,
      games: await readResults(db, from, from + dayMs, query.sportId),
    }));
  });
}
