import { MemoryLogger } from '@kickoff/platform';
import { describe, expect, it } from 'vitest';
import { InMemoryDictionaryApi } from '../testing/in-memory-page-apis';
import { DictionaryStoreService } from './dictionary.service';

describe('DictionaryStoreService (document 001 §7: dictionaries per language and id)', () => {
  it('loads each missing dictionary once, sharing concurrent requests', async () => {
    const api = new InMemoryDictionaryApi().add('de', 'main', { main_ok: 'OK' }).add('de', 'office', { office_title: 'Büro' });
    const store = new DictionaryStoreService(api, new MemoryLogger());
    const [first, second] = await Promise.all([store.ensure('de', ['main', 'office']), store.ensure('de', ['main'])]);
    expect(first).toEqual([]);
    expect(second).toEqual([]);
    expect(api.requests).toEqual(['de:main', 'de:office']);
    expect(store.entries('de', 'office')).toEqual({ office_title: 'Büro' });
    expect(store.loadedKeys).toEqual(['de:main', 'de:office']);
    await store.ensure('de', ['main']);
    expect(api.requests).toHaveLength(2);
  });

  it('reports and logs a failed dictionary, and loads it on the next try', async () => {
    const api = new InMemoryDictionaryApi().add('en', 'casino', { casino_title: 'Casino' }).failNext();
    const logger = new MemoryLogger();
    const store = new DictionaryStoreService(api, logger);
    expect(await store.ensure('en', ['casino'])).toEqual(['en:casino']);
    expect(store.failedKeys).toEqual(['en:casino']);
    expect(logger.messages('warn')).toEqual(['dictionary load failed']);
    expect(await store.ensure('en', ['casino'])).toEqual([]);
    expect(store.failedKeys).toEqual([]);
    expect(await store.ensure('en', ['unknown'])).toEqual(['en:unknown']);
  });
});
