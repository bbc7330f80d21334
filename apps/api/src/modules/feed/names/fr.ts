import type { FeedLanguageNames } from '../feed.names.data';

/** The feed's names in French, in the order of feed.names.data's `*_ORDER` arrays. */
export const names: FeedLanguageNames = {
  sports: ['Football', 'Hockey sur glace', 'Basket-ball', 'Tennis', 'Volley-ball', 'Tennis de table', 'Handball', 'Rugby', 'Baseball', 'Futsal', 'Fléchettes'],
  countries: ['Angleterre', 'Espagne', 'Allemagne', 'Italie', 'France', 'États-Unis', 'Brésil', 'Portugal', 'Pays-Bas', 'Suède', 'Japon', 'Argentine', 'Pologne', 'International'],
  leagues: ['Première division', 'Ligue de basket', 'Super Ligue', 'Masters', 'Ligue pro'],
  groups: ['Double chance', 'Handicap', 'Total', 'Les deux équipes marquent', 'Score exact'],
  selections: ['Oui', 'Non'],
};
