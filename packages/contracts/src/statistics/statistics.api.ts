import type { ServiceIdentifier } from 'inversify';
import type { ChampionStatistics, ChampionType, ChampStatistics, HeadToHead, MatchCentre, StatChampList, TeamStatistics } from './statistics.schemas';

/** The statistics calls as `catalog-core` depends on them (issue 16). Methods reject with `ApiError`. */
export interface StatisticsApi {
  /** `GET /web-api/statistics/v1/champs`. */
  getChamps(signal?: AbortSignal): Promise<StatChampList>;
  /** `GET /web-api/statistics/v1/champs/:champId`. */
  getChamp(champId: number, signal?: AbortSignal): Promise<ChampStatistics>;
  /** `GET /web-api/statistics/v1/champs/:champId/head-to-head?team1=&team2=`. */
  getHeadToHead(champId: number, team1: string, team2: string, signal?: AbortSignal): Promise<HeadToHead>;
  /** `GET /web-api/statistics/v1/champs/:champId/teams/:team`. */
  getTeam(champId: number, teamSlug: string, signal?: AbortSignal): Promise<TeamStatistics>;
  /** `GET /web-api/statistics/v1/champions/:championType`. */
  getChampion(championType: ChampionType, signal?: AbortSignal): Promise<ChampionStatistics>;
  /** `GET /web-api/statistics/v1/games/:gameId/match-centre`. */
  getMatchCentre(gameId: number, signal?: AbortSignal): Promise<MatchCentre>;
}

/** Container identifier of the `StatisticsApi`. */
export const StatisticsApi = Symbol.for('StatisticsApi') as ServiceIdentifier<StatisticsApi>;
