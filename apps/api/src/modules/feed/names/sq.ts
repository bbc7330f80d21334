import type { FeedLanguageNames } from '../feed.names.data';

/** The feed's names in Albanian, in the order of feed.names.data's `*_ORDER` arrays. */
export const names: FeedLanguageNames = {
  sports: ['Futboll', 'Hokej mbi akull', 'Basketboll', 'Tenis', 'Volejboll', 'Pingpong', 'Hendboll', 'Regbi', 'Bejsboll', 'Futsall', 'Shigjeta'],
  countries: ['Anglia', 'Spanja', 'Gjermania', 'Italia', 'Franca', 'SHBA', 'Brazili', 'Portugalia', 'Holanda', 'Suedia', 'Japonia', 'Argjentina', 'Polonia', 'Ndërkombëtare'],
  leagues: ['Divizioni Premier', 'Liga e basketbollit', 'Superliga', 'Masters', 'Liga profesioniste'],
  groups: ['Shans i dyfishtë', 'Hendikep', 'Totali', 'Të dyja skuadrat shënojnë', 'Rezultati i saktë'],
  selections: ['Po', 'Jo'],
};
