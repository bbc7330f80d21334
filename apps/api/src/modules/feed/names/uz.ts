import type { FeedLanguageNames } from '../feed.names.data';

/** The feed's names in Uzbek (Latin script), in the order of feed.names.data's `*_ORDER` arrays. */
export const names: FeedLanguageNames = {
  sports: ['Futbol', 'Xokkey', 'Basketbol', 'Tennis', 'Voleybol', 'Stol tennisi', 'Gandbol', 'Regbi', 'Beysbol', 'Futzal', 'Darts'],
  countries: ['Angliya', 'Ispaniya', 'Germaniya', 'Italiya', 'Fransiya', 'AQSH', 'Braziliya', 'Portugaliya', 'Niderlandiya', 'Shvetsiya', 'Yaponiya', 'Argentina', 'Polsha', 'Xalqaro'],
  leagues: ['Premyer-divizion', 'Basketbol ligasi', 'Superliga', 'Masters', 'Professional liga'],
  groups: ['Qoʻsh imkoniyat', 'Fora', 'Total', 'Ikkala jamoa ham gol uradi', 'Aniq hisob'],
  selections: ['Ha', 'Yoʻq'],
};
