import type { FeedLanguageNames } from '../feed.names.data';

/** The feed's names in Croatian, in the order of feed.names.data's `*_ORDER` arrays. */
export const names: FeedLanguageNames = {
  sports: ['Nogomet', 'Hokej na ledu', 'Košarka', 'Tenis', 'Odbojka', 'Stolni tenis', 'Rukomet', 'Ragbi', 'Bejzbol', 'Futsal', 'Pikado'],
  countries: ['Engleska', 'Španjolska', 'Njemačka', 'Italija', 'Francuska', 'SAD', 'Brazil', 'Portugal', 'Nizozemska', 'Švedska', 'Japan', 'Argentina', 'Poljska', 'Međunarodno'],
  leagues: ['Prva divizija', 'Košarkaška liga', 'Superliga', 'Masters', 'Profesionalna liga'],
  groups: ['Dvostruka šansa', 'Hendikep', 'Ukupno', 'Oba tima zabijaju', 'Točan rezultat'],
  selections: ['Da', 'Ne'],
};
