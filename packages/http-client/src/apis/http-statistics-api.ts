import {
  getChampionCall,
  getChampStatisticsCall,
  getHeadToHeadCall,
  getMatchCentreCall,
  getStatChampsCall,
  getTeamStatisticsCall,
  type ChampionStatistics,
  type ChampionType,
  type ChampStatistics,
  type HeadToHead,
  type MatchCentre,
  type StatChampList,
  type StatisticsApi,
  type TeamStatistics,
} from '@kickoff/contracts';
import { inject, injectable } from 'inversify';
import { HttpTransport } from '../transport/http-transport';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** `StatisticsApi` over HTTP (issue 16): reads only, which the transport may retry. */
@injectable()
export class HttpStatisticsApi implements StatisticsApi {
  constructor(@inject(HttpTransport) private readonly transport: HttpTransport) {}

  getChamps(signal?: AbortSignal): Promise<StatChampList> {
    return this.transport.call(getStatChampsCall, withSignal(signal));
  }

  getChamp(champId: number, signal?: AbortSignal): Promise<ChampStatistics> {
    return this.transport.call(getChampStatisticsCall, { params: { champId }, ...withSignal(signal) });
  }

  getHeadToHead(champId: number, team1: string, team2: string, signal?: AbortSignal): Promise<HeadToHead> {
    return this.transport.call(getHeadToHeadCall, { params: { champId }, query: { team1, team2 }, ...withSignal(signal) });
  }

  getTeam(champId: number, teamSlug: string, signal?: AbortSignal): Promise<TeamStatistics> {
    return this.transport.call(getTeamStatisticsCall, { params: { champId, team: teamSlug }, ...withSignal(signal) });
  }

  getChampion(championType: ChampionType, signal?: AbortSignal): Promise<ChampionStatistics> {
    return this.transport.call(getChampionCall, { params: { championType }, ...withSignal(signal) });
  }

  getMatchCentre(gameId: number, signal?: AbortSignal): Promise<MatchCentre> {
    return this.transport.call(getMatchCentreCall, { params: { gameId }, ...withSignal(signal) });
  }
}
