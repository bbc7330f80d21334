import type { FeedLanguageNames } from '../feed.names.data';

/** The feed's names in Romanian, in the order of feed.names.data's `*_ORDER` arrays. */
export const names: FeedLanguageNames = {
  sports: ['Fotbal', 'Hochei pe gheață', 'Baschet', 'Tenis', 'Volei', 'Tenis de masă', 'Handbal', 'Rugby', 'Baseball', 'Futsal', 'Darts'],
  countries: ['Anglia', 'Spania', 'Germania', 'Italia', 'Franța', 'SUA', 'Brazilia', 'Portugalia', 'Țările de Jos', 'Suedia', 'Japonia', 'Argentina', 'Polonia', 'Internațional'],
  leagues: ['Divizia Premier', 'Liga de baschet', 'Superliga', 'Masters', 'Liga profesionistă'],
  groups: ['Șansă dublă', 'Handicap', 'Total', 'Ambele echipe marchează', 'Scor exact'],
  selections: ['Da', 'Nu'],
};
