import type { FeedLanguageNames } from '../feed.names.data';

/** The feed's names in Swedish, in the order of feed.names.data's `*_ORDER` arrays. */
export const names: FeedLanguageNames = {
  sports: ['Fotboll', 'Ishockey', 'Basket', 'Tennis', 'Volleyboll', 'Bordtennis', 'Handboll', 'Rugby', 'Baseboll', 'Futsal', 'Dart'],
  countries: ['England', 'Spanien', 'Tyskland', 'Italien', 'Frankrike', 'USA', 'Brasilien', 'Portugal', 'Nederländerna', 'Sverige', 'Japan', 'Argentina', 'Polen', 'Internationellt'],
  leagues: ['Högsta divisionen', 'Basketligan', 'Superligan', 'Masters', 'Proffsligan'],
  groups: ['Dubbelchans', 'Handikapp', 'Totalt', 'Båda lagen gör mål', 'Rätt resultat'],
  selections: ['Ja', 'Nej'],
};
