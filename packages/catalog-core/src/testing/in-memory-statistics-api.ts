import { ApiError, type ChampionStatistics, type ChampionType, type ChampStatistics, type HeadToHead, type MatchCentre, type StatChampList, type StatisticsApi, type TeamStatistics } from '@kickoff/contracts';

const notFound = (code = 'not_found') => new ApiError(404, { code, messageKey: 'main_not_found' });

/** An in-memory `StatisticsApi` for tests: answers what a test put in, counts the reads. */
export class InMemoryStatisticsApi implements StatisticsApi {
  champs: StatChampList = { champs: [] };
  readonly champStats = new Map<number, ChampStatistics>();
  readonly headToHeads = new Map<string, HeadToHead>();
  readonly teams = new Map<string, TeamStatistics>();
  readonly champions = new Map<ChampionType, ChampionStatistics>();
  readonly matchCentres = new Map<number, MatchCentre>();
  readonly calls: string[] = [];

  async getChamps(): Promise<StatChampList> {
    this.calls.push('champs');
    return this.champs;
  }

  async getChamp(champId: number): Promise<ChampStatistics> {
    this.calls.push(`champ:${champId}`);
    const found = this.champStats.get(champId);
    if (!found) throw notFound();
    return found;
  }

  async getHeadToHead(champId: number, team1: string, team2: string): Promise<HeadToHead> {
    this.calls.push(`h2h:${champId}:${team1}:${team2}`);
    const found = this.headToHeads.get(`${champId}:${team1}:${team2}`);
    if (!found) throw notFound('team_not_found');
    return found;
  }

  async getTeam(champId: number, teamSlug: string): Promise<TeamStatistics> {
    this.calls.push(`team:${champId}:${teamSlug}`);
    const found = this.teams.get(`${champId}:${teamSlug}`);
    if (!found) throw notFound('team_not_found');
    return found;
  }

  async getChampion(championType: ChampionType): Promise<ChampionStatistics> {
    this.calls.push(`champion:${championType}`);
    const found = this.champions.get(championType);
    if (!found) throw notFound('champion_not_offered');
    return found;
  }

  async getMatchCentre(gameId: number): Promise<MatchCentre> {
    this.calls.push(`centre:${gameId}`);
    const found = this.matchCentres.get(gameId);
    if (!found) throw notFound();
    return structuredClone(found);
  }
}
