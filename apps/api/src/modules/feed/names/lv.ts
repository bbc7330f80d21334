import type { FeedLanguageNames } from '../feed.names.data';

/** The feed's names in Latvian, in the order of feed.names.data's `*_ORDER` arrays. */
export const names: FeedLanguageNames = {
  sports: ['Futbols', 'Hokejs', 'Basketbols', 'Teniss', 'Volejbols', 'Galda teniss', 'Handbols', 'Regbijs', 'Beisbols', 'Telpu futbols', 'Šautriņas'],
  countries: ['Anglija', 'Spānija', 'Vācija', 'Itālija', 'Francija', 'ASV', 'Brazīlija', 'Portugāle', 'Nīderlande', 'Zviedrija', 'Japāna', 'Argentīna', 'Polija', 'Starptautiski'],
  leagues: ['Premjerdivīzija', 'Basketbola līga', 'Superlīga', 'Masters', 'Profesionāļu līga'],
  groups: ['Dubultā iespēja', 'Handikaps', 'Kopā', 'Abas komandas gūst vārtus', 'Precīzs rezultāts'],
  selections: ['Jā', 'Nē'],
};
