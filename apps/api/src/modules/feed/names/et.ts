import type { FeedLanguageNames } from '../feed.names.data';

/** The feed's names in Estonian, in the order of feed.names.data's `*_ORDER` arrays. */
export const names: FeedLanguageNames = {
  sports: ['Jalgpall', 'Jäähoki', 'Korvpall', 'Tennis', 'Võrkpall', 'Lauatennis', 'Käsipall', 'Ragbi', 'Pesapall', 'Saalijalgpall', 'Noolevise'],
  countries: ['Inglismaa', 'Hispaania', 'Saksamaa', 'Itaalia', 'Prantsusmaa', 'USA', 'Brasiilia', 'Portugal', 'Madalmaad', 'Rootsi', 'Jaapan', 'Argentina', 'Poola', 'Rahvusvaheline'],
  leagues: ['Kõrgliiga', 'Korvpalliliiga', 'Superliiga', 'Masters', 'Proliiga'],
  groups: ['Topeltvõimalus', 'Händikäp', 'Kokku', 'Mõlemad meeskonnad löövad', 'Täpne tulemus'],
  selections: ['Jah', 'Ei'],
};
