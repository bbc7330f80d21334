import type { FeedLanguageNames } from '../feed.names.data';

/** The feed's names in Dutch, in the order of feed.names.data's `*_ORDER` arrays. */
export const names: FeedLanguageNames = {
  sports: ['Voetbal', 'IJshockey', 'Basketbal', 'Tennis', 'Volleybal', 'Tafeltennis', 'Handbal', 'Rugby', 'Honkbal', 'Zaalvoetbal', 'Darts'],
  countries: ['Engeland', 'Spanje', 'Duitsland', 'Italië', 'Frankrijk', 'VS', 'Brazilië', 'Portugal', 'Nederland', 'Zweden', 'Japan', 'Argentinië', 'Polen', 'Internationaal'],
  leagues: ['Premier Divisie', 'Basketbalcompetitie', 'Superliga', 'Masters', 'Profcompetitie'],
  groups: ['Dubbele kans', 'Handicap', 'Totaal', 'Beide teams scoren', 'Juiste score'],
  selections: ['Ja', 'Nee'],
};
