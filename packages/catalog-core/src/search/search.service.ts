import { isApiError, SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH, SearchApi, type SearchChamp, type SearchGame, type SearchResults, type SearchSport } from '@kickoff/contracts';
import { Clock, type TimerHandle } from '@kickoff/platform';
import { inject, injectable, type ServiceIdentifier } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';

/**
 * The header's search over the sports feed (issue 16) as a headless service: what the player
 * typed, read from the server `FEED_SEARCH_DEBOUNCE_MS` after the last key on the Clock (a newer query
 * aborts the older read, an answer for an older text is dropped), the results as one list of options
 * (teams, events, leagues, sports) and the combobox's keyboard: arrows move the active option,
 * Enter chooses it, Escape closes the list.
 */

/** Quiet time after the last key before the server is asked. */
export const FEED_SEARCH_DEBOUNCE_MS = 300;

/** Where an option leads. */
export type SearchTarget = { readonly kind: 'game'; readonly game: SearchGame } | { readonly kind: 'champ'; readonly champ: SearchChamp } | { readonly kind: 'sport'; readonly sport: SearchSport };

/** One option of the list, in the order shown. */
export interface SearchOption {
  readonly group: 'teams' | 'games' | 'champs' | 'sports';
  readonly label: string;
  readonly detail: string;
  readonly target: SearchTarget;
}

export type SearchStatus = 'idle' | 'waiting' | 'loading' | 'ready' | 'error';

/** What a key press did: whether the view should swallow the key, and where to go when an option was chosen. */
export interface SearchKeyResult {
  readonly isHandled: boolean;
  readonly target: SearchTarget | null;
}

const NOT_HANDLED: SearchKeyResult = { isHandled: false, target: null };

/** The options of an answer, teams first (what players look for most), then events, leagues, sports. */
export function searchOptions(results: SearchResults | null): SearchOption[] {
  if (!results) return [];
  const vs = (game: SearchGame) => `${game.opponent1Name} – ${game.opponent2Name}`;
  return [
    ...results.teams.map((team): SearchOption => ({ group: 'teams', label: team.name, detail: `${team.sportName} · ${vs(team.game)}`, target: { kind: 'game', game: team.game } })),
    ...results.games.map((game): SearchOption => ({ group: 'games', label: vs(game), detail: `${game.sportName} · ${game.champName}`, target: { kind: 'game', game } })),
    ...results.champs.map((champ): SearchOption => ({ group: 'champs', label: champ.name, detail: champ.sportName, target: { kind: 'champ', champ } })),
    ...results.sports.map((sport): SearchOption => ({ group: 'sports', label: sport.name, detail: '', target: { kind: 'sport', sport } })),
  ];
}

@injectable()
export class DefaultFeedSearchService {
  text = '';
  results: SearchResults | null = null;
  status: SearchStatus = 'idle';
  errorKey: string | null = null;
  isOpen = false;
  activeIndex = -1;
  private timer: TimerHandle | undefined;
  private controller: AbortController | null = null;

  constructor(
    @inject(SearchApi) private readonly api: SearchApi,
    @inject(Clock) private readonly clock: Clock,
  ) {
    makeAutoObservable<DefaultFeedSearchService, 'api' | 'clock' | 'timer' | 'controller'>(this, { api: false, clock: false, timer: false, controller: false, results: observableRef }, { autoBind: true });
  }

  get query(): string {
    return this.text.trim();
  }

  get options(): SearchOption[] {
    return searchOptions(this.results);
  }

  /** The player typed: the read waits for a quiet `FEED_SEARCH_DEBOUNCE_MS`; under 2 characters nothing is read. */
  setText(text: string): void {
    this.text = text.slice(0, SEARCH_MAX_LENGTH);
    this.clock.clearTimeout(this.timer);
    this.timer = undefined;
    this.controller?.abort();
    this.controller = null;
    this.activeIndex = -1;
    if (this.query.length < SEARCH_MIN_LENGTH) {
      this.results = null;
      this.status = 'idle';
      this.errorKey = null;
      this.isOpen = false;
      return;
    }
    this.status = 'waiting';
    this.timer = this.clock.setTimeout(() => void this.read(), FEED_SEARCH_DEBOUNCE_MS);
  }

  private async read(): Promise<void> {
    this.timer = undefined;
    const query = this.query;
    const controller = new AbortController();
    this.controller = controller;
    this.status = 'loading';
    try {
      const results = await this.api.search(query, controller.signal);
      runInAction(() => {
        if (controller.signal.aborted || query !== this.query) return;
        this.results = results;
        this.status = 'ready';
        this.errorKey = null;
        this.isOpen = true;
        this.activeIndex = -1;
      });
    } catch (error) {
      runInAction(() => {
        if (controller.signal.aborted) return;
        this.status = 'error';
        this.errorKey = isApiError(error) ? error.messageKey : 'main_error';
        this.isOpen = true;
      });
    } finally {
      runInAction(() => {
        if (this.controller === controller) this.controller = null;
      });
    }
  }

  /** The list shows again (focus back in the field) when there is something to show. */
  open(): void {
    if (this.status === 'ready' || this.status === 'error') this.isOpen = true;
  }

  close(): void {
    this.isOpen = false;
    this.activeIndex = -1;
  }

  /** Moves the active option by `step` (wrapping), opening the list first. */
  move(step: 1 | -1): void {
    const count = this.options.length;
    if (count === 0) return;
    if (!this.isOpen) this.isOpen = true;
    this.activeIndex = this.activeIndex < 0 ? (step > 0 ? 0 : count - 1) : (this.activeIndex + step + count) % count;
  }

  /** Chooses an option (the active one by default): the list closes, the field is cleared, the target returned. */
  choose(index = this.activeIndex): SearchTarget | null {
    const option = this.options[index];
    if (!option) return null;
    this.setText('');
    return option.target;
  }

  /** The combobox keys (WAI-ARIA combobox with a listbox popup). */
  handleKey(key: string): SearchKeyResult {
    switch (key) {
      case 'ArrowDown':
        this.move(1);
        return { isHandled: this.options.length > 0, target: null };
      case 'ArrowUp':
        this.move(-1);
        return { isHandled: this.options.length > 0, target: null };
      case 'Enter': {
        if (!this.isOpen || this.activeIndex < 0) return NOT_HANDLED;
        return { isHandled: true, target: this.choose() };
      }
      case 'Escape':
        if (!this.isOpen) {
          if (this.text === '') return NOT_HANDLED;
          this.setText('');
          return { isHandled: true, target: null };
        }
        this.close();
        return { isHandled: true, target: null };
      default:
        return NOT_HANDLED;
    }
  }

  dispose(): void {
    this.clock.clearTimeout(this.timer);
    this.timer = undefined;
    this.controller?.abort();
    this.controller = null;
  }
}

/** The header search service. */
export type FeedSearchService = DefaultFeedSearchService;
/** Container identifier of the `FeedSearchService`. */
export const FeedSearchService = Symbol.for('FeedSearchService') as ServiceIdentifier<FeedSearchService>;
