import { ApiError, type Favourite, type FavouritesApi, type SportsMenu } from '@kickoff/contracts';
import { createTestPlatform } from '@kickoff/platform';
import { observable, Reaction, runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { connectFavouriteStar, DefaultFavouritesService, FAVOURITES_STORAGE_KEY, favouriteChampsOf, splitFavouriteGames } from './favourites.service';

/** The server in memory: a set per player, merged as a union. */
class FakeFavouritesApi implements FavouritesApi {
  saved: Favourite[] = [];
  calls: string[] = [];
  failNext = false;
  private answer() {
    return Promise.resolve({ favourites: [...this.saved] });
  }
  get() {
    this.calls.push('get');
    return this.answer();
  }
  set(favourite: Favourite, isFavourite: boolean) {
    this.calls.push(`set ${favourite.kind}:${favourite.id}:${isFavourite}`);
    if (this.failNext) {
      this.failNext = false;
      return Promise.reject(new ApiError(404, { code: 'not_found', messageKey: 'main_not_found' }));
    }
    this.saved = isFavourite ? [...this.saved.filter((item) => !(item.kind === favourite.kind && item.id === favourite.id)), favourite] : this.saved.filter((item) => !(item.kind === favourite.kind && item.id === favourite.id));
    return this.answer();
  }
  merge(favourites: readonly Favourite[]) {
    this.calls.push(`merge ${favourites.length}`);
    for (const favourite of favourites) if (!this.saved.some((item) => item.kind === favourite.kind && item.id === favourite.id)) this.saved.push(favourite);
    return this.answer();
  }
}

function setup() {
  const platform = createTestPlatform();
  const api = new FakeFavouritesApi();
  const session = observable({ isAuthorized: false });
  const make = () => new DefaultFavouritesService(api, platform.localStore, session, platform.logger);
  return { platform, api, session, make };
}

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

describe('FavouritesService (issue 16)', () => {
  it("a guest's service made by a view while it renders leaves that view unchanged (issue 20)", async () => {
    const { platform, make } = setup();
    platform.localStore.set(FAVOURITES_STORAGE_KEY, JSON.stringify([{ kind: 'game', id: 7 }]));
    // A view's observer (mobx-react-lite's) that makes the service in its render and reads the list.
    let changed = 0;
    const view = new Reaction('GameListView', () => changed++);
    let service: DefaultFavouritesService | undefined;
    let shown: unknown;
    view.track(() => {
      service = make();
      shown = service.favourites;
    });
    await flush();
    expect(shown).toEqual([{ kind: 'game', id: 7 }]);
    expect(service?.favourites).toBe(shown);
    expect(changed).toBe(0);
    // It still follows the list: a star changes the view.
    await service?.toggle('game', 8);
    expect(changed).toBe(1);
    view.dispose();
    service?.dispose();
  });

  it("keeps a guest's stars in the browser across a reload", async () => {
    const { platform, api, make } = setup();
    const service = make();
    await service.toggle('game', 7);
    await service.toggle('champ', 3);
    expect(connectFavouriteStar(service, 'game', 7)).toEqual({ isOn: true, labelKey: 'favourite_remove' });
    expect(connectFavouriteStar(service, 'game', 8)).toEqual({ isOn: false, labelKey: 'favourite_add' });
    expect(api.calls).toEqual([]);
    const reloaded = make();
    expect(reloaded.favourites).toEqual([
      { kind: 'game', id: 7 },
      { kind: 'champ', id: 3 },
    ]);
    await reloaded.toggle('game', 7);
    expect(JSON.parse(platform.localStore.get(FAVOURITES_STORAGE_KEY) ?? '[]')).toEqual([{ kind: 'champ', id: 3 }]);
  });

  it("merges the guest's stars into the account on sign-in, then keeps them on the server", async () => {
    const { platform, api, session, make } = setup();
    api.saved = [{ kind: 'game', id: 1 }];
    const service = make();
    await service.toggle('game', 7);
    runInAction(() => (session.isAuthorized = true));
    await flush();
    expect(api.calls).toEqual(['merge 1']);
    expect(service.favourites).toEqual([
      { kind: 'game', id: 1 },
      { kind: 'game', id: 7 },
    ]);
    expect(platform.localStore.get(FAVOURITES_STORAGE_KEY)).toBeNull();
    await service.toggle('champ', 3);
    expect(api.saved).toContainEqual({ kind: 'champ', id: 3 });
    // a refused star is taken back, with the server's reason
    api.failNext = true;
    await service.toggle('game', 99);
    expect(service.isFavourite('game', 99)).toBe(false);
    expect(service.errorKey).toBe('main_not_found');
    // signed in again later (a reload): read from the server, nothing to merge
    const again = make();
    await flush();
    expect(api.calls.at(-1)).toBe('get');
    expect(again.favourites).toEqual(api.saved);
    runInAction(() => (session.isAuthorized = false));
    await flush();
    expect(again.favourites).toEqual([]);
    service.dispose();
    again.dispose();
  });

  it('puts favourite leagues at the top of the menu and favourite events first in a list', async () => {
    const { make } = setup();
    const service = make();
    await service.toggle('champ', 11);
    await service.toggle('game', 2);
    const menu = { section: 'line', sports: [{ id: 1, name: 'Football', isEsport: false, gamesCount: 3, champs: [{ id: 10, name: 'A', gamesCount: 1 }, { id: 11, name: 'B', gamesCount: 2 }] }] } as unknown as SportsMenu;
    expect(favouriteChampsOf(service, menu)).toEqual([{ sport: { id: 1, name: 'Football' }, champ: { id: 11, name: 'B', gamesCount: 2 } }]);
    expect(favouriteChampsOf(service, null)).toEqual([]);
    expect(splitFavouriteGames(service, [{ id: 1 }, { id: 2 }, { id: 3 }])).toEqual({ favourites: [{ id: 2 }], others: [{ id: 1 }, { id: 3 }] });
  });
});
