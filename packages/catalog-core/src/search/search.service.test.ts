import { ApiError, type SearchGame, type SearchResults } from '@kickoff/contracts';
import { createTestPlatform } from '@kickoff/platform';
import { describe, expect, it } from 'vitest';
import { connectSearch } from './search.connect';
import { DefaultFeedSearchService, FEED_SEARCH_DEBOUNCE_MS } from './search.service';

const game = (id: number, opponent1Name: string, opponent2Name: string, section: 'line' | 'live' = 'live'): SearchGame => ({
  id,
  section,
  sportId: 1,
  sportName: 'Football',
  champId: 10,
  champName: 'England. Premier Division',
  opponent1Name,
  opponent2Name,
  startDateTime: 0,
});

/** A feed in memory: what each query finds, and every query asked, with its abort signal. */
class FakeSearchApi {
  readonly asked: Array<{ query: string; signal: AbortSignal | undefined }> = [];
  failNext: Error | null = null;
  search(query: string, signal?: AbortSignal): Promise<SearchResults> {
    this.asked.push({ query, signal });
    if (this.failNext) {
      const error = this.failNext;
      this.failNext = null;
      return Promise.reject(error);
    }
    const lower = query.toLowerCase();
    const games = [game(1, 'Leeds United', 'Sheffield Town'), game(2, 'Vigo FC', 'Leeds Rovers', 'line')].filter((candidate) => `${candidate.opponent1Name} ${candidate.opponent2Name}`.toLowerCase().includes(lower));
    const teams = ['Leeds United', 'Leeds Rovers'].filter((name) => name.toLowerCase().includes(lower)).map((name) => ({ name, sportName: 'Football', game: games.find((candidate) => candidate.opponent1Name === name || candidate.opponent2Name === name)! }));
    return Promise.resolve({ query, sports: [], champs: lower === 'eng' ? [{ id: 10, name: 'England. Premier Division', sportId: 1, sportName: 'Football' }] : [], teams, games });
  }
}

function setup() {
  const platform = createTestPlatform();
  const api = new FakeSearchApi();
  const service = new DefaultFeedSearchService(api, platform.clock);
  return { platform, api, service };
}

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

describe('FeedSearchService (issue 16)', () => {
  it('asks the server once, 300 ms after the last key on the Clock, and never for fewer than 2 characters', async () => {
    const { platform, api, service } = setup();
    service.setText('l');
    platform.clock.advanceBy(FEED_SEARCH_DEBOUNCE_MS * 2);
    expect(api.asked).toEqual([]);
    service.setText('le');
    platform.clock.advanceBy(FEED_SEARCH_DEBOUNCE_MS - 1);
    service.setText('lee');
    platform.clock.advanceBy(FEED_SEARCH_DEBOUNCE_MS - 1);
    expect(api.asked).toEqual([]);
    expect(connectSearch(service, 'lb').status).toEqual({ key: 'search_loading', params: {} });
    platform.clock.advanceBy(1);
    await flush();
    expect(api.asked.map((call) => call.query)).toEqual(['lee']);
    expect(service.status).toBe('ready');
    expect(connectSearch(service, 'lb')).toMatchObject({
      isExpanded: true,
      activeOptionId: null,
      status: { key: 'search_found', params: { count: 4 } },
      groups: [
        { group: 'teams', labelKey: 'search_group_teams', options: [{ id: 'lb-option-0', label: 'Leeds United', detail: 'Football · Leeds United – Sheffield Town' }, { id: 'lb-option-1', label: 'Leeds Rovers' }] },
        { group: 'games', labelKey: 'search_group_games', options: [{ id: 'lb-option-2', label: 'Leeds United – Sheffield Town' }, { id: 'lb-option-3', label: 'Vigo FC – Leeds Rovers' }] },
      ],
    });
    service.setText('l');
    expect(connectSearch(service, 'lb')).toMatchObject({ isExpanded: false, groups: [], status: null });
  });

  it('aborts an older read when the text changes and drops its answer', async () => {
    const { platform, api, service } = setup();
    service.setText('leeds');
    platform.clock.advanceBy(FEED_SEARCH_DEBOUNCE_MS);
    service.setText('vigo');
    expect(api.asked[0]?.signal?.aborted).toBe(true);
    await flush();
    expect(service.results).toBeNull();
    platform.clock.advanceBy(FEED_SEARCH_DEBOUNCE_MS);
    await flush();
    expect(service.options.map((option) => option.label)).toEqual(['Vigo FC – Leeds Rovers']);
  });

  it('is keyboard-operable: arrows move the active option (wrapping), Enter chooses it, Escape closes then clears', async () => {
    const { platform, service } = setup();
    service.setText('leeds');
    platform.clock.advanceBy(FEED_SEARCH_DEBOUNCE_MS);
    await flush();
    expect(service.handleKey('ArrowDown')).toEqual({ isHandled: true, target: null });
    expect(connectSearch(service, 'lb').activeOptionId).toBe('lb-option-0');
    service.handleKey('ArrowUp');
    expect(service.activeIndex).toBe(3);
    service.handleKey('ArrowDown');
    service.handleKey('ArrowDown');
    expect(connectSearch(service, 'lb').groups[0]?.options[1]?.isActive).toBe(true);
    expect(service.handleKey('Tab')).toEqual({ isHandled: false, target: null });
    const chosen = service.handleKey('Enter');
    expect(chosen).toEqual({ isHandled: true, target: { kind: 'game', game: game(2, 'Vigo FC', 'Leeds Rovers', 'line') } });
    expect(service.text).toBe('');
    expect(service.isOpen).toBe(false);
    service.setText('eng');
    platform.clock.advanceBy(FEED_SEARCH_DEBOUNCE_MS);
    await flush();
    expect(service.options.map((option) => option.target.kind)).toEqual(['champ']);
    expect(service.handleKey('Enter')).toEqual({ isHandled: false, target: null });
    expect(service.handleKey('Escape')).toEqual({ isHandled: true, target: null });
    expect(service.isOpen).toBe(false);
    expect(service.text).toBe('eng');
    service.open();
    expect(service.isOpen).toBe(true);
    service.close();
    expect(service.handleKey('Escape')).toEqual({ isHandled: true, target: null });
    expect(service.text).toBe('');
    expect(service.handleKey('Escape')).toEqual({ isHandled: false, target: null });
  });

  it('says when nothing is found, and shows the error key when the read fails', async () => {
    const { platform, api, service } = setup();
    service.setText('zzqx');
    platform.clock.advanceBy(FEED_SEARCH_DEBOUNCE_MS);
    await flush();
    expect(connectSearch(service, 'lb')).toMatchObject({ isExpanded: true, groups: [], status: { key: 'search_nothing_found', params: { query: 'zzqx' } }, message: { key: 'search_nothing_found', params: { query: 'zzqx' } } });
    api.failNext = new ApiError(0, { code: 'network_error', messageKey: 'main_network_error' });
    service.setText('leeds');
    platform.clock.advanceBy(FEED_SEARCH_DEBOUNCE_MS);
    await flush();
    expect(connectSearch(service, 'lb').status).toEqual({ key: 'main_network_error', params: {} });
    expect(connectSearch(service, 'lb').message).toEqual({ key: 'main_network_error', params: {} });
    service.dispose();
    expect(platform.clock.pendingTimerCount()).toBe(0);
  });
});
