import type { FeedLanguageNames } from '../feed.names.data';

/** The feed's names in Danish, in the order of feed.names.data's `*_ORDER` arrays. */
export const names: FeedLanguageNames = {
  sports: ['Fodbold', 'Ishockey', 'Basketball', 'Tennis', 'Volleyball', 'Bordtennis', 'Håndbold', 'Rugby', 'Baseball', 'Futsal', 'Dart'],
  countries: ['England', 'Spanien', 'Tyskland', 'Italien', 'Frankrig', 'USA', 'Brasilien', 'Portugal', 'Holland', 'Sverige', 'Japan', 'Argentina', 'Polen', 'Internationalt'],
  leagues: ['Bedste division', 'Basketligaen', 'Superligaen', 'Masters', 'Proligaen'],
  groups: ['Dobbeltchance', 'Handicap', 'Total', 'Begge hold scorer', 'Korrekt resultat'],
  selections: ['Ja', 'Nej'],
};
