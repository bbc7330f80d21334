import type { FeedLanguageNames } from '../feed.names.data';

/** The feed's names in Slovenian, in the order of feed.names.data's `*_ORDER` arrays. */
export const names: FeedLanguageNames = {
  sports: ['Nogomet', 'Hokej na ledu', 'Košarka', 'Tenis', 'Odbojka', 'Namizni tenis', 'Rokomet', 'Ragbi', 'Baseball', 'Futsal', 'Pikado'],
  countries: ['Anglija', 'Španija', 'Nemčija', 'Italija', 'Francija', 'ZDA', 'Brazilija', 'Portugalska', 'Nizozemska', 'Švedska', 'Japonska', 'Argentina', 'Poljska', 'Mednarodno'],
  leagues: ['Prva divizija', 'Košarkarska liga', 'Superliga', 'Masters', 'Profesionalna liga'],
  groups: ['Dvojna priložnost', 'Hendikep', 'Skupaj', 'Obe ekipi zadeneta', 'Točen rezultat'],
  selections: ['Da', 'Ne'],
};
