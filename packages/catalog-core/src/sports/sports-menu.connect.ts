import type { MenuChamp } from '@kickoff/contracts';

/** One heading of the open sport's championships: a country with its leagues, or (flat list) no heading. */
export interface MenuChampGroup {
  /** `null` for the flat list's single group, which draws no heading. */
  countryId: number | null;
  countryName: string | null;
  champs: MenuChamp[];
}

/** The open sport's championships as the menu draws them. */
export interface MenuChampsView {
  isGroupedByCountry: boolean;
  groups: MenuChampGroup[];
}

/**
 * Document 001 §3 "Global preferences" isGroupByCountry (default true): the menu shows a sport's
 * leagues under their country when on, as one flat list when off. Countries come in the order the
 * feed first names them and keep the feed's league order inside; the flat list keeps the feed's order.
 */
export function connectMenuChamps(champs: readonly MenuChamp[], isGroupByCountry: boolean): MenuChampsView {
  if (!isGroupByCountry) return { isGroupedByCountry: false, groups: champs.length > 0 ? [{ countryId: null, countryName: null, champs: [...champs] }] : [] };
  const groups = new Map<number, MenuChampGroup>();
  for (const champ of champs) {
    const group = groups.get(champ.countryId);
    if (group) group.champs.push(champ);
    else groups.set(champ.countryId, { countryId: champ.countryId, countryName: champ.countryName, champs: [champ] });
  }
  return { isGroupedByCountry: true, groups: [...groups.values()] };
}
