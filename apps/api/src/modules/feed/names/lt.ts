import type { FeedLanguageNames } from '../feed.names.data';

/** The feed's names in Lithuanian, in the order of feed.names.data's `*_ORDER` arrays. */
export const names: FeedLanguageNames = {
  sports: ['Futbolas', 'Ledo ritulys', 'Krepšinis', 'Tenisas', 'Tinklinis', 'Stalo tenisas', 'Rankinis', 'Regbis', 'Beisbolas', 'Futsalas', 'Smiginis'],
  countries: ['Anglija', 'Ispanija', 'Vokietija', 'Italija', 'Prancūzija', 'JAV', 'Brazilija', 'Portugalija', 'Nyderlandai', 'Švedija', 'Japonija', 'Argentina', 'Lenkija', 'Tarptautinis'],
  leagues: ['Aukščiausioji divizija', 'Krepšinio lyga', 'Superlyga', 'Masters', 'Profesionalų lyga'],
  groups: ['Dviguba galimybė', 'Handikapas', 'Iš viso', 'Abi komandos įmuš', 'Tikslus rezultatas'],
  selections: ['Taip', 'Ne'],
};
