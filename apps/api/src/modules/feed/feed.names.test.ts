import { completeLanguages } from '@kickoff/guards-core/languages';
import { describe, expect, it } from 'vitest';
import { FEED_NAMES, LEAGUE_ORDER, COUNTRY_ORDER, GROUP_ORDER, SELECTION_ORDER, SPORT_ORDER } from './feed.names.data';
import { localizeMenu, nameLanguages, requestLanguage } from './feed.names';
import { champName, feedNameRows } from './feed.names.seed';
import { buildChamps } from './feed.seed';
import { EVENT_SPORT_NAMES } from '../simulator/event-sports.names';

describe('feed names (issue 18)', () => {
  it('reads the request language from X-Language: two lowercase letters, else English', () => {
    expect(requestLanguage('ar')).toBe('ar');
    expect(requestLanguage(['pl'])).toBe('pl');
    expect(requestLanguage('AR')).toBe('en');
    expect(requestLanguage('pt-BR')).toBe('en');
    expect(requestLanguage(undefined)).toBe('en');
  });

  it('looks a name up in the language, then its fallbacks, never in English rows', () => {
    expect(nameLanguages('en')).toEqual([]);
    expect(nameLanguages('ar')).toEqual(['ar']);
    expect(nameLanguages('br')).toEqual(['br', 'pt']);
  });

  it('has every list of every language as long as its order', () => {
    for (const names of Object.values(FEED_NAMES)) {
      expect(names.sports).toHaveLength(SPORT_ORDER.length);
      expect(names.countries).toHaveLength(COUNTRY_ORDER.length);
      expect(names.leagues).toHaveLength(LEAGUE_ORDER.length);
      expect(names.groups).toHaveLength(GROUP_ORDER.length);
      expect(names.selections).toHaveLength(SELECTION_ORDER.length);
    }
    expect(Object.keys(FEED_NAMES)).toEqual(expect.arrayContaining(['ar', 'fa', 'pl', 'ru', 'de']));
  });

  it('names the seeded championship patterns and leaves place-named tournaments alone', () => {
    const polish = FEED_NAMES['pl']!;
    const countryOf = (english: string) => (english === 'Poland' ? 'Polska' : undefined);
    expect(champName({ name: 'Poland. Super League', countryName: 'Poland' }, polish, countryOf)).toBe('Polska. Superliga');
    expect(champName({ name: 'Dota 2 Pro League', countryName: 'International' }, polish, countryOf)).toBe('Dota 2 Liga zawodowa');
    expect(champName({ name: 'ATP Vienna', countryName: 'International' }, polish, countryOf)).toBeUndefined();
  });

  it('builds rows per language and localises a menu with them, keeping a name it lacks', () => {
    const rows = feedNameRows([{ id: 1001, name: 'Poland. Super League', countryId: 13, countryName: 'Poland' }], [{ id: 13, name: 'Poland' }]);
    const arabic = new Map(rows.filter((row) => row.lang === 'ar').map((row) => [`${row.kind}:${row.ref}`, row.name]));
    expect(arabic.get('champ:1001')).toBe('بولندا. الدوري الممتاز');
    const sports = localizeMenu(
      [
        { id: 1, name: 'Football', isEsport: false, gamesCount: 1, champs: [{ id: 1001, name: 'Poland. Super League', countryId: 13, countryName: 'Poland', gamesCount: 1 }] },
        { id: 40, name: 'Counter-Strike 2', isEsport: true, gamesCount: 0, champs: [] },
      ],
      arabic,
    );
    expect(sports.map((sport) => sport.name)).toEqual(['كرة القدم', 'Counter-Strike 2']);
    expect(sports[0]?.champs[0]).toMatchObject({ name: 'بولندا. الدوري الممتاز', countryName: 'بولندا' });
  });
  it('names every seeded sport, country, league, market group and selection in every complete language', () => {
    const languages = completeLanguages().filter((code) => code !== 'en');
    expect(languages.length).toBeGreaterThanOrEqual(43);
    const missing: string[] = [];
    for (const code of languages) {
      const names = FEED_NAMES[code];
      if (names === undefined) {
        missing.push(`${code}: no feed names`);
        continue;
      }
      const lists = { sports: SPORT_ORDER, countries: COUNTRY_ORDER, leagues: LEAGUE_ORDER, groups: GROUP_ORDER, selections: SELECTION_ORDER } as const;
      for (const [list, order] of Object.entries(lists)) {
        const values = names[list as keyof typeof lists];
        order.forEach((ref, index) => {
          if ((values[index] ?? '').trim() === '') missing.push(`${code}: ${list} ${String(ref)}`);
        });
        if (values.length !== order.length) missing.push(`${code}: ${list} has ${values.length} names for ${order.length}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('names every seeded league-pattern championship in every complete language', () => {
    // a seeded championship is `<country>. <league>` or, for esports, `<title> <league>` in International (feed.seed)
    const champs = buildChamps().map((champ) => ({ ...champ, countryName: champ.name.includes('. ') ? (champ.name.split('. ')[0] ?? '') : 'International' }));
    const countries = [...new Map(champs.map((champ) => [champ.countryId, { id: champ.countryId, name: champ.countryName }])).values()];
    const patterned = champs.filter((champ) => LEAGUE_ORDER.some((league) => champ.name.endsWith(` ${league}`)));
    expect(patterned.length).toBeGreaterThan(20);
    const rows = feedNameRows(patterned, countries);
    for (const code of completeLanguages().filter((language) => language !== 'en')) {
      const named = new Set(rows.filter((row) => row.lang === code && row.kind === 'champ').map((row) => Number(row.ref)));
      expect(patterned.filter((champ) => !named.has(champ.id)).map((champ) => `${code}: ${champ.name}`)).toEqual([]);
    }
  });

  it('names Japanese and Greek leagues in their own scripts', () => {
    const rows = feedNameRows([{ id: 1001, name: 'England. Premier Division', countryId: 1, countryName: 'England' }], [{ id: 1, name: 'England' }]);
    const champ = (lang: string) => rows.find((row) => row.lang === lang && row.kind === 'champ')?.name;
    expect(champ('ja')).toBe('イングランド. プレミアディビジョン');
    expect(champ('el')).toBe('Αγγλία. Πρώτη Κατηγορία');
    expect(rows.find((row) => row.lang === 'ja' && row.kind === 'sport' && row.ref === '1')?.name).toBe('サッカー');
  });
  it('names the event sports (MMA, politics, marble racing) in every complete language', () => {
    const missing: string[] = [];
    for (const code of completeLanguages().filter((language) => language !== 'en')) {
      const names = EVENT_SPORT_NAMES[code];
      if (names === undefined) {
        missing.push(`${code}: no event sport names`);
        continue;
      }
      const texts = [...names.sports, names.elections, names.marbleLeague, names.marbleGrandPrix, ...names.groups, ...names.methods, ...names.titles, ...names.fields];
      if (texts.some((text) => text.trim() === '')) missing.push(`${code}: an empty event sport name`);
    }
    expect(missing).toEqual([]);
  });
});
