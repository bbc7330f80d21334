import { FavouritesApi, isApiError, MAX_FAVOURITES, type Favourite, type FavouriteKind, type SportsMenu } from '@kickoff/contracts';
import { LocalStore, Logger, readJson, writeJson, type KeyValueStore } from '@kickoff/platform';
import { inject, injectable, type ServiceIdentifier } from 'inversify';
import { makeAutoObservable, reaction, runInAction, type IReactionDisposer } from 'mobx';

/**
 * Favourites (issue 16): starred events and leagues. A guest's are kept in the browser's local
 * store; a signed-in player's on the server. When a player signs in, the guest's list is merged into
 * the account's (a set union on the server) and the local list is cleared; a star flips at once and
 * is taken back if the server refuses it.
 */

/** Where a guest's favourites are kept. */
export const FAVOURITES_STORAGE_KEY = 'kickoff.favourites';

/** Whether a player is signed in now (observable; the app binds the shell's auth status). */
export interface FavouritesSession {
  readonly isAuthorized: boolean;
}
/** Container identifier of the `FavouritesSession` port. */
export const FavouritesSession = Symbol.for('FavouritesSession') as ServiceIdentifier<FavouritesSession>;

const isFavouriteList = (value: unknown): value is Favourite[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'object' && item !== null && ((item as Favourite).kind === 'game' || (item as Favourite).kind === 'champ') && Number.isInteger((item as Favourite).id));

const same = (a: Favourite, kind: FavouriteKind, id: number) => a.kind === kind && a.id === id;

@injectable()
export class DefaultFavouritesService {
  favourites: Favourite[] = [];
  isSignedIn = false;
  errorKey: string | null = null;
  private readonly disposer: IReactionDisposer;

  constructor(
    @inject(FavouritesApi) private readonly api: FavouritesApi,
    @inject(LocalStore) private readonly store: KeyValueStore,
    @inject(FavouritesSession) session: FavouritesSession,
    @inject(Logger) private readonly logger: Logger,
  ) {
    makeAutoObservable<DefaultFavouritesService, 'api' | 'store' | 'logger' | 'disposer'>(this, { api: false, store: false, logger: false, disposer: false }, { autoBind: true });
    this.favourites = this.readLocal();
    this.disposer = reaction(
      () => session.isAuthorized,
      (isAuthorized) => void this.onSession(isAuthorized),
      { fireImmediately: true },
    );
  }

  private readLocal(): Favourite[] {
    return (readJson(this.store, FAVOURITES_STORAGE_KEY, isFavouriteList, this.logger) ?? []).slice(0, MAX_FAVOURITES);
  }

  /** Signed in: the guest's list is merged into the account's; signed out: the browser's list shows. */
  async onSession(isAuthorized: boolean): Promise<void> {
    // A guest's first session changes nothing: the constructor read the browser's list (issue 20).
    // Read again, it was a new list, and the service is often made by the first view that reads it,
    // during its render: the session's first decision runs at the end of that render's batch, so the
    // new list marked the view changed at once and React drew it again in one blocking task right
    // after the hydration (the live list and its rows).
    if (!isAuthorized && !this.isSignedIn) return;
    this.isSignedIn = isAuthorized;
    if (!isAuthorized) {
      this.favourites = this.readLocal();
      return;
    }
    const local = this.readLocal();
    try {
      const answer = local.length > 0 ? await this.api.merge(local) : await this.api.get();
      runInAction(() => {
        if (!this.isSignedIn) return;
        this.favourites = answer.favourites;
        this.errorKey = null;
      });
      if (local.length > 0) this.store.remove(FAVOURITES_STORAGE_KEY);
    } catch (error) {
      runInAction(() => {
        this.errorKey = isApiError(error) ? error.messageKey : 'main_error';
      });
    }
  }

  isFavourite(kind: FavouriteKind, id: number): boolean {
    return this.favourites.some((favourite) => same(favourite, kind, id));
  }

  /** Stars or unstars an event or a league. */
  async toggle(kind: FavouriteKind, id: number): Promise<void> {
    const isFavourite = !this.isFavourite(kind, id);
    const before = this.favourites;
    if (isFavourite && before.length >= MAX_FAVOURITES) {
      this.errorKey = 'favourites_full';
      return;
    }
    this.favourites = isFavourite ? [...before, { kind, id }] : before.filter((favourite) => !same(favourite, kind, id));
    this.errorKey = null;
    if (!this.isSignedIn) {
      writeJson(this.store, FAVOURITES_STORAGE_KEY, this.favourites);
      return;
    }
    try {
      const answer = await this.api.set({ kind, id }, isFavourite);
      runInAction(() => {
        this.favourites = answer.favourites;
      });
    } catch (error) {
      runInAction(() => {
        this.favourites = before;
        this.errorKey = isApiError(error) ? error.messageKey : 'main_error';
      });
    }
  }

  dispose(): void {
    this.disposer();
  }
}

/** The favourites service. */
export type FavouritesService = DefaultFavouritesService;
/** Container identifier of the `FavouritesService`. */
export const FavouritesService = Symbol.for('FavouritesService') as ServiceIdentifier<FavouritesService>;

/** A star button's view: pressed or not, and what pressing it does. */
export function connectFavouriteStar(service: Pick<FavouritesService, 'isFavourite'>, kind: FavouriteKind, id: number): { readonly isOn: boolean; readonly labelKey: string } {
  const isOn = service.isFavourite(kind, id);
  return { isOn, labelKey: isOn ? 'favourite_remove' : 'favourite_add' };
}

/** The favourite leagues of a sports menu, for the menu's own section at its top. */
export function favouriteChampsOf(service: Pick<FavouritesService, 'favourites'>, menu: SportsMenu | null): Array<{ readonly sport: { readonly id: number; readonly name: string }; readonly champ: { readonly id: number; readonly name: string; readonly gamesCount: number } }> {
  if (!menu) return [];
  const ids = new Set(service.favourites.filter((favourite) => favourite.kind === 'champ').map((favourite) => favourite.id));
  return menu.sports.flatMap((sport) => sport.champs.filter((champ) => ids.has(champ.id)).map((champ) => ({ sport: { id: sport.id, name: sport.name }, champ: { id: champ.id, name: champ.name, gamesCount: champ.gamesCount } })));
}

/** Games of a list split into the favourites (shown first, in their own section) and the others. */
export function splitFavouriteGames<T extends { readonly id: number }>(service: Pick<FavouritesService, 'favourites'>, games: readonly T[]): { readonly favourites: T[]; readonly others: T[] } {
  const ids = new Set(service.favourites.filter((favourite) => favourite.kind === 'game').map((favourite) => favourite.id));
  return { favourites: games.filter((game) => ids.has(game.id)), others: games.filter((game) => !ids.has(game.id)) };
}
