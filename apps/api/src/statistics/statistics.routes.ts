import {
  ChampionParams,
  getChampionCall,
  getChampStatisticsCall,
  getHeadToHeadCall,
  getMatchCentreCall,
  getStatChampsCall,
  getTeamStatisticsCall,
  MatchCentreParams,
  StatChampParams,
  TeamParams,
} from '@kickoff/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../context';
import { notFound } from '../http/errors';
import { registerCall } from '../http/route';
import { championStatistics, champStatistics, headToHead, matchCentre, statChamps, teamStatistics } from './statistics.service';

/** A path parameter read with its schema; a bad one is not found, like an unknown id. */
function pathParams<T>(schema: z.ZodType<T>, params: Record<string, string>): T {
  const parsed = schema.safeParse(params);
  if (!parsed.success) throw notFound();
  return parsed.data;
}

/** The statistics calls (issue 16): translate HTTP only; the service decides. */
export function registerStatisticsRoutes(app: FastifyInstance, context: AppContext): void {
  registerCall(app, getStatChampsCall, async () => statChamps(context));
  registerCall(app, getChampStatisticsCall, async ({ params }) => champStatistics(context, pathParams(StatChampParams, params).champId));
  registerCall(app, getHeadToHeadCall, async ({ params, query }) => headToHead(context, pathParams(StatChampParams, params).champId, query.team1, query.team2));
  registerCall(app, getTeamStatisticsCall, async ({ params }) => {
    const { champId, team } = pathParams(TeamParams, params);
    return teamStatistics(context, champId, team);
  });
  registerCall(app, getChampionCall, async ({ params }) => championStatistics(context, pathParams(ChampionParams, params).championType));
  registerCall(app, getMatchCentreCall, async ({ params, reply }) => {
    reply.header('cache-control', 'no-store');
    return matchCentre(context, pathParams(MatchCentreParams, params).gameId);
  });
}
