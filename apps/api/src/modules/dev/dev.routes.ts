import { z } from 'zod';
import { defineCall, JurisdictionCode } from '@kickoff/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { DomainError, DomainErrorKind, notFound } from '../../http/errors';
import { registerCall } from '../../http/route';
import { placingStats } from '../betting/betting.service';
import { isAdvanceable } from './dev.clock';
import { devToolsEnabled, setSiteJurisdiction, smsOutbox } from './dev.service';
import { addGameEvent, advanceSimulator, finishGame, freezeSimulator, holdGame, MAX_ADVANCE_SECONDS, MAX_ADVANCE_TICKS, setMarket, startGame } from '../simulator/simulator.service';

export { devToolsEnabled, setDevTools } from './dev.service';

/** The SMS outbox of development: the texts the API would have sent by SMS. */
export const SmsOutboxQuery = z.object({ phone: z.string().regex(/^\+\d{5,19}$/).optional() });
export const SmsOutboxResponse = z.object({ messages: z.array(z.object({ phone: z.string(), text: z.string(), createdAt: z.number().int() })) });

/** `GET /dev-api/sms-outbox?phone=+49...`: 404 unless the dev tools are on. */
export const smsOutboxCall = defineCall({ name: 'dev.smsOutbox', method: 'GET', path: '/dev-api/sms-outbox', query: SmsOutboxQuery, response: SmsOutboxResponse });

/** What a simulator advance did: game ids started, scored and finished, and the live games after it. */
export const DevTickReport = z.object({
  ticks: z.number().int(),
  started: z.array(z.number().int()),
  scored: z.array(z.number().int()),
  finished: z.array(z.number().int()),
  liveCount: z.number().int(),
});

/** Body of an advance: `ticks` ticks that each play `seconds` of game clock (default one tick of 60 s). */
export const DevAdvanceBody = z.object({
  seconds: z.number().int().min(0).max(MAX_ADVANCE_SECONDS).default(60),
  ticks: z.number().int().min(1).max(MAX_ADVANCE_TICKS).default(1),
});

/** `POST /dev-api/simulator/advance`: plays game time now instead of waiting for the clock (held games stand still). */
export const devAdvanceSimulatorCall = defineCall({ name: 'dev.advanceSimulator', method: 'POST', path: '/dev-api/simulator/advance', body: DevAdvanceBody, response: DevTickReport });

export const DevFreezeBody = z.object({ frozen: z.boolean() });
/** `POST /dev-api/simulator/freeze`: pauses (or resumes) the simulator's clock-driven ticks; the feed then moves only through these controls. */
export const devFreezeSimulatorCall = defineCall({ name: 'dev.freezeSimulator', method: 'POST', path: '/dev-api/simulator/freeze', body: DevFreezeBody, response: DevFreezeBody });

export const DevMarketParams = z.object({ marketId: z.coerce.number().int().positive() });
/** A market's new coefficient and/or block; at least one of the two. */
export const DevMarketBody = z
  .object({ coef: z.number().finite().min(1.01).max(1000).optional(), isBlocked: z.boolean().optional() })
  .refine((body) => body.coef !== undefined || body.isBlocked !== undefined, { message: 'coef or isBlocked', path: ['coef'] });
export const DevMarketResponse = z.object({ marketId: z.number().int(), gameId: z.number().int(), coef: z.number(), isBlocked: z.boolean() });
/** `POST /dev-api/feed/markets/:marketId`: sets a coefficient or blocks/unblocks a market; its game is held from then on. */
export const devSetMarketCall = defineCall({ name: 'dev.setMarket', method: 'POST', path: '/dev-api/feed/markets/:marketId', body: DevMarketBody, response: DevMarketResponse });

export const DevGameParams = z.object({ gameId: z.coerce.number().int().positive() });
export const DevGameResponse = z.object({ gameId: z.number().int(), status: z.number().int(), hold: z.boolean() });
/** `POST /dev-api/feed/games/:gameId/start`: a pre-match game goes live now at 0:0 and is held. */
export const devStartGameCall = defineCall({ name: 'dev.startGame', method: 'POST', path: '/dev-api/feed/games/:gameId/start', response: DevGameResponse });

export const DevHoldBody = z.object({ hold: z.boolean() });
/** `POST /dev-api/feed/games/:gameId/hold`: holds a game (the simulator leaves it alone) or releases it. */
export const devHoldGameCall = defineCall({ name: 'dev.holdGame', method: 'POST', path: '/dev-api/feed/games/:gameId/hold', body: DevHoldBody, response: DevGameResponse });

/** The placing groups of this process so far (issue 20: the bench prints the average group size and the placings handed back). */
export const DevPlacingStatsResponse = z.object({ groups: z.number().int(), members: z.number().int(), handedBack: z.number().int(), waitedAlone: z.number().int() });
/** `GET /dev-api/placing/stats`: 404 unless the dev tools are on. */
export const devPlacingStatsCall = defineCall({ name: 'dev.placingStats', method: 'GET', path: '/dev-api/placing/stats', response: DevPlacingStatsResponse });

export const DevFinishBody = z.object({ score1: z.number().int().min(0).max(99), score2: z.number().int().min(0).max(99) });
export const DevFinishResponse = z.object({ gameId: z.number().int(), status: z.number().int(), score: z.string(), settledCoupons: z.number().int() });
/** `POST /dev-api/feed/games/:gameId/finish`: finishes a game with the score, settles its markets and the coupons now. */
export const devFinishGameCall = defineCall({ name: 'dev.finishGame', method: 'POST', path: '/dev-api/feed/games/:gameId/finish', body: DevFinishBody, response: DevFinishResponse });

export const DevGameEventBody = z.object({ kind: z.enum(['goal', 'yellowCard', 'redCard']), team: z.union([z.literal(1), z.literal(2)]) });
export const DevGameEventResponse = z.object({ gameId: z.number().int(), score: z.string(), timeSec: z.number().int() });
/** `POST /dev-api/feed/games/:gameId/events {kind, team}`: a goal or a card now in a live game (the match centre shows it); the game is held. */
export const devGameEventCall = defineCall({ name: 'dev.gameEvent', method: 'POST', path: '/dev-api/feed/games/:gameId/events', body: DevGameEventBody, response: DevGameEventResponse });

/** Longest single clock advance: 400 days (past the longest cooling-off and time-out of the packs). */
export const MAX_CLOCK_ADVANCE_SECONDS = 400 * 86_400;
/** The server's time, epoch milliseconds and seconds. */
export const DevClockResponse = z.object({ nowMs: z.number().int(), nowSeconds: z.number().int() });
export const DevClockAdvanceBody = z.object({ seconds: z.number().int().min(1).max(MAX_CLOCK_ADVANCE_SECONDS) });
/** `GET /dev-api/clock`: the time the server counts with (limit windows, sessions, tokens). */
export const devClockCall = defineCall({ name: 'dev.clock', method: 'GET', path: '/dev-api/clock', response: DevClockResponse });
/**
 * `POST /dev-api/clock/advance {seconds}`: moves the server's clock forward for everything that
 * reads it (a limit's approval window, session and token expiry); it never goes back.
 */
export const devAdvanceClockCall = defineCall({ name: 'dev.advanceClock', method: 'POST', path: '/dev-api/clock/advance', body: DevClockAdvanceBody, response: DevClockResponse });

export const DevJurisdictionBody = z.object({ jurisdiction: JurisdictionCode });
/**
 * `PUT /dev-api/site/jurisdiction {jurisdiction}`: switches the site configuration's responsible-
 * gaming jurisdiction (what an operator changes in its configuration), so the e2e suite shows a pack.
 */
export const devSetJurisdictionCall = defineCall({ name: 'dev.setJurisdiction', method: 'PUT', path: '/dev-api/site/jurisdiction', body: DevJurisdictionBody, response: DevJurisdictionBody });

/** Reads a path parameter with its schema; a bad one is not found (like an unknown id). */
function pathParams<T>(schema: z.ZodType<T>, params: Record<string, string>): T {
  const parsed = schema.safeParse(params);
  if (!parsed.success) throw notFound();
  return parsed.data;
}

/** Development calls: the SMS outbox (no real SMS is ever sent) and the simulator controls; all 404 unless the dev tools are on. */
export function registerDevRoutes(app: FastifyInstance, context: AppContext): void {
  const guard = async () => {
    if (!(await devToolsEnabled(context.db))) throw notFound();
  };

  registerCall(app, smsOutboxCall, async ({ query, reply }) => {
    await guard();
    reply.header('cache-control', 'no-store');
    return { messages: await smsOutbox(context.db, query.phone ?? null) };
  });

  const clockNow = () => {
    const nowMs = Math.floor(context.clock.now());
    return { nowMs, nowSeconds: Math.floor(nowMs / 1000) };
  };

  registerCall(app, devPlacingStatsCall, async ({ reply }) => {
    await guard();
    reply.header('cache-control', 'no-store');
    return placingStats(context.db);
  });

  registerCall(app, devClockCall, async ({ reply }) => {
    await guard();
    reply.header('cache-control', 'no-store');
    return clockNow();
  });

  registerCall(app, devAdvanceClockCall, async ({ body }) => {
    await guard();
    if (!isAdvanceable(context.clock)) throw new DomainError(DomainErrorKind.conflict, 'clock_not_advanceable', 'main_error');
    context.clock.advanceBy(body.seconds * 1000);
    return clockNow();
  });

  registerCall(app, devSetJurisdictionCall, async ({ body }) => {
    await guard();
    await setSiteJurisdiction(context.db, body.jurisdiction);
    return { jurisdiction: body.jurisdiction };
  });

  registerCall(app, devAdvanceSimulatorCall, async ({ body }) => {
    await guard();
    return advanceSimulator(context, body.seconds, body.ticks);
  });

  registerCall(app, devFreezeSimulatorCall, async ({ body }) => {
    await guard();
    return freezeSimulator(context, body.frozen);
  });

  registerCall(app, devSetMarketCall, async ({ params, body }) => {
    await guard();
    return setMarket(context, pathParams(DevMarketParams, params).marketId, body);
  });

  registerCall(app, devStartGameCall, async ({ params }) => {
    await guard();
    return startGame(context, pathParams(DevGameParams, params).gameId);
  });

  registerCall(app, devHoldGameCall, async ({ params, body }) => {
    await guard();
    return holdGame(context, pathParams(DevGameParams, params).gameId, body.hold);
  });

  registerCall(app, devGameEventCall, async ({ params, body }) => {
    await guard();
    return addGameEvent(context, pathParams(DevGameParams, params).gameId, body.kind, body.team);
  });

  registerCall(app, devFinishGameCall, async ({ params, body }) => {
    await guard();
    return finishGame(context, pathParams(DevGameParams, params).gameId, body.score1, body.score2);
  });
}
