import type { FeedLanguageNames } from '../feed.names.data';

/** The feed's names in Norwegian (bokmål), in the order of feed.names.data's `*_ORDER` arrays. */
export const names: FeedLanguageNames = {
  sports: ['Fotball', 'Ishockey', 'Basketball', 'Tennis', 'Volleyball', 'Bordtennis', 'Håndball', 'Rugby', 'Baseball', 'Futsal', 'Dart'],
  countries: ['England', 'Spania', 'Tyskland', 'Italia', 'Frankrike', 'USA', 'Brasil', 'Portugal', 'Nederland', 'Sverige', 'Japan', 'Argentina', 'Polen', 'Internasjonalt'],
  leagues: ['Øverste divisjon', 'Basketligaen', 'Superligaen', 'Masters', 'Proffligaen'],
  groups: ['Dobbel sjanse', 'Handikap', 'Totalt', 'Begge lag scorer', 'Riktig resultat'],
  selections: ['Ja', 'Nei'],
};
