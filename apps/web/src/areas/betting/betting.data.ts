import { FeedApi, isApiError, type FeedGame, type FeedGameDetail, type FeedSection, type SportsMenu } from '@kickoff/contracts';
import { useEffect, useState } from 'react';
import { useService } from '../../app/di';
import type { OddsMovement } from './components/OddsButton';

/**
 * The betting pages' data. Interim binding straight to `FeedApi` until catalog-core's services
 * (refresh on the spec's intervals, odds movements, the link to the coupon) are in place; the pages
 * only see these hooks.
 */

const NO_MOVEMENT = (): OddsMovement => null;

/** Refresh intervals (document 001 §9): line 15 s, live 2 s to 10 s. */
const REFRESH_MS: Record<FeedSection, number> = { line: 15_000, live: 5_000 };

function usePolled<T>(load: (signal: AbortSignal) => Promise<T | null>, intervalMs: number, deps: readonly unknown[]): { data: T | null; errorKey: string | null } {
  const [state, setState] = useState<{ data: T | null; errorKey: string | null }>({ data: null, errorKey: null });
  useEffect(() => {
    const controller = new AbortController();
    setState({ data: null, errorKey: null });
    const run = () =>
      load(controller.signal).then(
        (data) => {
          if (!controller.signal.aborted && data !== null) setState({ data, errorKey: null });
        },
        (error: unknown) => {
          if (!controller.signal.aborted) setState((current) => ({ data: current.data, errorKey: isApiError(error) ? error.messageKey : 'main_network_error' }));
        },
      );
    void run();
    const timer = setInterval(() => void run(), intervalMs);
    return () => {
      controller.abort();
      clearInterval(timer);
    };
  }, deps);
  return state;
}

/** The sports and championships menu of a section with counts. */
export function useSportsMenu(section: FeedSection): SportsMenu | null {
  const api = useService(FeedApi);
  return usePolled(async (signal) => {
    const result = await api.getSportsMenu(section, { signal });
    return result.status === 'fresh' ? result.data : null;
  }, REFRESH_MS[section], [api, section]).data;
}

/** The games of a list: a championship's, or a section's (live by sport). */
export function useGamesList(section: FeedSection, sportId: number | null, champId: number | null): { games: FeedGame[] | null; errorKey: string | null; movementOf: (marketId: number) => OddsMovement } {
  const api = useService(FeedApi);
  const state = usePolled(async (signal) => {
    if (champId !== null) {
      const result = await api.getChampGames(champId, section, { signal });
      return result.status === 'fresh' ? result.data.games : null;
    }
    if (section === 'live') {
      const result = await api.getLiveGames(sportId, { signal });
      return result.status === 'fresh' ? result.data.games : null;
    }
    return [];
  }, REFRESH_MS[section], [api, section, sportId, champId]);
  return { games: state.data, errorKey: state.errorKey, movementOf: NO_MOVEMENT };
}

/** The top games of a section for the home page. */
export function useTopGames(section: FeedSection): { games: FeedGame[] | null; movementOf: (marketId: number) => OddsMovement } {
  const list = useGamesList(section, null, null);
  return { games: list.games, movementOf: list.movementOf };
}

/** One game with all its market groups. */
export function useGame(gameId: number | null): { game: FeedGameDetail | null; errorKey: string | null; movementOf: (marketId: number) => OddsMovement } {
  const api = useService(FeedApi);
  const state = usePolled(async (signal) => {
    if (gameId === null) return null;
    const result = await api.getGame(gameId, { signal });
    return result.status === 'fresh' ? result.data : null;
  }, REFRESH_MS.live, [api, gameId]);
  return { game: state.data, errorKey: state.errorKey, movementOf: NO_MOVEMENT };
}

/** Finished games of a day. */
export function useResults(date: string, sportId: number | null): { games: FeedGame[] | null; errorKey: string | null } {
  const api = useService(FeedApi);
  const state = usePolled((signal) => api.getResults(date, sportId, signal).then((result) => result.games), 60_000, [api, date, sportId]);
  return { games: state.data, errorKey: state.errorKey };
}
