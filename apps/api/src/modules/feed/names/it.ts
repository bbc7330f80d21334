import type { FeedLanguageNames } from '../feed.names.data';

/** The feed's names in Italian, in the order of feed.names.data's `*_ORDER` arrays. */
export const names: FeedLanguageNames = {
  sports: ['Calcio', 'Hockey su ghiaccio', 'Pallacanestro', 'Tennis', 'Pallavolo', 'Tennistavolo', 'Pallamano', 'Rugby', 'Baseball', 'Calcio a 5', 'Freccette'],
  countries: ['Inghilterra', 'Spagna', 'Germania', 'Italia', 'Francia', 'USA', 'Brasile', 'Portogallo', 'Paesi Bassi', 'Svezia', 'Giappone', 'Argentina', 'Polonia', 'Internazionale'],
  leagues: ['Prima divisione', 'Lega di basket', 'Superlega', 'Masters', 'Lega professionistica'],
  groups: ['Doppia chance', 'Handicap', 'Totale', 'Entrambe le squadre segnano', 'Risultato esatto'],
  selections: ['Sì', 'No'],
};
