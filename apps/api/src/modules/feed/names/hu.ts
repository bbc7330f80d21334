import type { FeedLanguageNames } from '../feed.names.data';

/** The feed's names in Hungarian, in the order of feed.names.data's `*_ORDER` arrays. */
export const names: FeedLanguageNames = {
  sports: ['Labdarúgás', 'Jégkorong', 'Kosárlabda', 'Tenisz', 'Röplabda', 'Asztalitenisz', 'Kézilabda', 'Rögbi', 'Baseball', 'Futsal', 'Darts'],
  countries: ['Anglia', 'Spanyolország', 'Németország', 'Olaszország', 'Franciaország', 'USA', 'Brazília', 'Portugália', 'Hollandia', 'Svédország', 'Japán', 'Argentína', 'Lengyelország', 'Nemzetközi'],
  leagues: ['Első osztály', 'Kosárlabdaliga', 'Szuperliga', 'Masters', 'Profi liga'],
  groups: ['Dupla esély', 'Hendikep', 'Összesített', 'Mindkét csapat szerez gólt', 'Pontos eredmény'],
  selections: ['Igen', 'Nem'],
};
