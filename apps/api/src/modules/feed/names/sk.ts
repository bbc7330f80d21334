import type { FeedLanguageNames } from '../feed.names.data';

/** The feed's names in Slovak, in the order of feed.names.data's `*_ORDER` arrays. */
export const names: FeedLanguageNames = {
  sports: ['Futbal', 'Ľadový hokej', 'Basketbal', 'Tenis', 'Volejbal', 'Stolný tenis', 'Hádzaná', 'Ragby', 'Bejzbal', 'Futsal', 'Šípky'],
  countries: ['Anglicko', 'Španielsko', 'Nemecko', 'Taliansko', 'Francúzsko', 'USA', 'Brazília', 'Portugalsko', 'Holandsko', 'Švédsko', 'Japonsko', 'Argentína', 'Poľsko', 'Medzinárodné'],
  leagues: ['Najvyššia divízia', 'Basketbalová liga', 'Superliga', 'Masters', 'Profesionálna liga'],
  groups: ['Dvojitá šanca', 'Handicap', 'Celkový počet', 'Oba tímy skórujú', 'Presný výsledok'],
  selections: ['Áno', 'Nie'],
};
