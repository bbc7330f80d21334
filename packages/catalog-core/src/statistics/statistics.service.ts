import { StatisticsApi, type ChampionStatistics, type ChampionType, type ChampStatistics, type HeadToHead, type StatChampList, type TeamStatistics } from '@kickoff/contracts';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, reaction, type IReactionDisposer } from 'mobx';
import { AsyncObserver } from '../casino/casino-observers';
import type { ObserverError, ObserverStatus } from '../observer/observer.types';

/**
 * Statistics read models (issue 16; document 000 §2 `statistic`, `statisticpopup`, `team`, the
 * champion page types): each observer reads once when created, again on `refetch()`, and is given
 * back with `dispose()`. Finished games change a table only when the simulator settles a game, so
 * these pages read on open rather than poll.
 */
@injectable()
export class StatisticsService {
  constructor(@inject(StatisticsApi) private readonly api: StatisticsApi) {}

  /** The championships with statistics. */
  observeChamps(): AsyncObserver<StatChampList> {
    return new AsyncObserver((signal) => this.api.getChamps(signal));
  }

  /** A championship's table, latest results and next games. */
  observeChamp(champId: number): AsyncObserver<ChampStatistics> {
    return new AsyncObserver((signal) => this.api.getChamp(champId, signal));
  }

  /** Two teams' meetings and forms. */
  observeHeadToHead(champId: number, team1: string, team2: string): AsyncObserver<HeadToHead> {
    return new AsyncObserver((signal) => this.api.getHeadToHead(champId, team1, team2, signal));
  }

  /** A team's page data. */
  observeTeam(champId: number, teamSlug: string): AsyncObserver<TeamStatistics> {
    return new AsyncObserver((signal) => this.api.getTeam(champId, teamSlug, signal));
  }

  /** A champion page's data (404 `champion_not_offered` for a type this feed has no competition for). */
  observeChampion(championType: ChampionType): AsyncObserver<ChampionStatistics> {
    return new AsyncObserver((signal) => this.api.getChampion(championType, signal));
  }

  /** The statistics page: a championship chosen from the list, its table, and a head-to-head of two of its teams. */
  openPage(init: StatisticsPageInit = {}): StatisticsPage {
    return new StatisticsPage(this, init);
  }
}

/** What the statistics page opens with (the popup passes a game's championship and teams in its query). */
export interface StatisticsPageInit {
  readonly champId?: number | null;
  readonly team1?: string | null;
  readonly team2?: string | null;
}

/**
 * The statistics page as a headless model: the championship list, the chosen championship (the
 * given one, else the first with finished games, else the first), its table, and the head-to-head
 * of the two chosen teams (both chosen and different). `dispose()` gives every observer back.
 */
export class StatisticsPage {
  readonly champs: AsyncObserver<StatChampList>;
  chosenChampId: number | null;
  team1: string | null;
  team2: string | null;
  /** The chosen championship's statistics; null until a championship is known. */
  champ: AsyncObserver<ChampStatistics> | null = null;
  /** The head-to-head of the chosen teams; null until two different teams are chosen. */
  headToHead: AsyncObserver<HeadToHead> | null = null;
  private readonly stopFollowing: IReactionDisposer;

  constructor(
    private readonly service: StatisticsService,
    init: StatisticsPageInit,
  ) {
    this.chosenChampId = init.champId ?? null;
    this.team1 = init.team1 ?? null;
    this.team2 = init.team2 ?? null;
    this.champs = service.observeChamps();
    makeAutoObservable<StatisticsPage, 'service' | 'stopFollowing'>(this, { service: false, stopFollowing: false, champ: observableRef, headToHead: observableRef }, { autoBind: true });
    // the default championship is known once the list arrives
    this.stopFollowing = reaction(() => this.champId, (champId) => this.openChamp(champId), { fireImmediately: true });
  }

  /** The championship shown: the chosen one, else the first with finished games, else the first; null until the list arrives. */
  get champId(): number | null {
    if (this.chosenChampId !== null) return this.chosenChampId;
    const list = this.champs.data?.champs ?? [];
    return (list.find((champ) => champ.finishedCount > 0) ?? list[0])?.id ?? null;
  }

  /** The teams the table highlights: the head-to-head's two once it is read. */
  get highlightedTeams(): string[] {
    const data = this.headToHead?.data;
    return data ? [data.side1.team, data.side2.team] : [];
  }

  get status(): ObserverStatus {
    return this.champs.status;
  }

  get error(): ObserverError | null {
    return this.champs.error;
  }

  refetch(): void {
    this.champs.refetch();
    this.champ?.refetch();
    this.headToHead?.refetch();
  }

  /** Chooses a championship; the teams chosen go with the old one. */
  setChamp(champId: number): void {
    if (champId === this.champId) return;
    this.team1 = null;
    this.team2 = null;
    this.chosenChampId = champId;
  }

  /** Chooses the two teams of the head-to-head by their slugs (null: none). */
  setTeams(team1: string | null, team2: string | null): void {
    this.team1 = team1;
    this.team2 = team2;
    this.openHeadToHead();
  }

  dispose(): void {
    this.stopFollowing();
    this.champs.dispose();
    this.champ?.dispose();
    this.champ = null;
    this.headToHead?.dispose();
    this.headToHead = null;
  }

  private openChamp(champId: number | null): void {
    this.champ?.dispose();
    this.champ = champId === null ? null : this.service.observeChamp(champId);
    this.openHeadToHead();
  }

  private openHeadToHead(): void {
    this.headToHead?.dispose();
    const champId = this.champId;
    this.headToHead = champId !== null && this.team1 && this.team2 && this.team1 !== this.team2 ? this.service.observeHeadToHead(champId, this.team1, this.team2) : null;
  }
}
