import type { FeedLanguageNames } from '../feed.names.data';

/** The feed's names in Finnish, in the order of feed.names.data's `*_ORDER` arrays. */
export const names: FeedLanguageNames = {
  sports: ['Jalkapallo', 'Jääkiekko', 'Koripallo', 'Tennis', 'Lentopallo', 'Pöytätennis', 'Käsipallo', 'Rugby', 'Baseball', 'Futsal', 'Darts'],
  countries: ['Englanti', 'Espanja', 'Saksa', 'Italia', 'Ranska', 'Yhdysvallat', 'Brasilia', 'Portugali', 'Alankomaat', 'Ruotsi', 'Japani', 'Argentiina', 'Puola', 'Kansainvälinen'],
  leagues: ['Pääsarja', 'Koripalloliiga', 'Superliiga', 'Masters', 'Ammattilaisliiga'],
  groups: ['Tuplamahdollisuus', 'Tasoitus', 'Yhteismäärä', 'Molemmat joukkueet tekevät maalin', 'Oikea tulos'],
  selections: ['Kyllä', 'Ei'],
};
