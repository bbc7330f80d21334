import type { FeedLanguageNames } from '../feed.names.data';

/** The feed's names in Czech, in the order of feed.names.data's `*_ORDER` arrays. */
export const names: FeedLanguageNames = {
  sports: ['Fotbal', 'Lední hokej', 'Basketbal', 'Tenis', 'Volejbal', 'Stolní tenis', 'Házená', 'Ragby', 'Baseball', 'Futsal', 'Šipky'],
  countries: ['Anglie', 'Španělsko', 'Německo', 'Itálie', 'Francie', 'USA', 'Brazílie', 'Portugalsko', 'Nizozemsko', 'Švédsko', 'Japonsko', 'Argentina', 'Polsko', 'Mezinárodní'],
  leagues: ['Nejvyšší divize', 'Basketbalová liga', 'Superliga', 'Masters', 'Profesionální liga'],
  groups: ['Dvojitá šance', 'Handicap', 'Celkový počet', 'Oba týmy skórují', 'Přesný výsledek'],
  selections: ['Ano', 'Ne'],
};
