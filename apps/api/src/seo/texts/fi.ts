import { GAME_TEMPLATE_PATH } from '../seo.rules';
import type { SeoSeedTexts } from '../seo.seed';

/** The SEO page data in Finnish. */
export const texts: SeoSeedTexts = {
  '': ['Kickoff — vedonlyönti, live-kertoimet ja kasino', 'Lyö vetoa jalkapallosta, tenniksestä, koripallosta ja muusta ennen ottelua ja livenä, pelaa kasinopelejä ja osallistu Kickoffin kampanjoihin.', 'Etusivu', 'Kickoff on vedonlyöntisivusto, jolla on ennakko- ja live-kertoimet jalkapalloon, tennikseen, koripalloon, jääkiekkoon ja e-urheiluun: yksittäisvedot, yhdistelmät ja järjestelmät.\n\nKasinossa on kolikkopelejä ja live-pöytiä. Pelaa vastuullisesti: aseta tililläsi talletus-, tappio- ja istuntorajat.'],
  live: ['Live-vedonlyönti — kertoimet ottelun aikana | Kickoff', 'Vedot käynnissä oleviin otteluihin: tilanteen mukana liikkuvat kertoimet, live-tulokset ja nopeat vedot.', 'Live', 'Live-vedonlyönti seuraa ottelua: kertoimet muuttuvat jokaisen maalin, pisteen ja erän jälkeen, ja markkinat keskeytetään tilanteen muuttuessa.'],
  line: ['Ennakkovedot — tulevien otteluiden kertoimet | Kickoff', 'Lähipäivien otteluiden kertoimet: lopputulos, yhteismäärät, tasoitukset ja oikea tulos kaikissa lajeissa.', 'Ennakko', 'Ennakkokertoimet kattavat tulevien otteluiden lopputuloksen, yhteismäärät, tasoitukset ja oikean tuloksen; lisää ne vetolipulle yksittäisinä, yhdistelminä tai järjestelminä.'],
  slots: ['Kolikkopelit — kasinopelit | Kickoff', 'Kolikkopelejä monilta toimittajilta: klassiset rullat, videopelit ja jättipotit, jokaisessa pelissä demotila.', 'Kolikkopelit'],
  'live-casino': ['Live-kasino — ruletti, blackjack ja muuta | Kickoff', 'Pöytiä live-jakajien kanssa: ruletti, blackjack, baccarat ja peliohjelmat.', 'Live-kasino'],
  promotions: ['Kampanjat ja bonukset | Kickoff', 'Ajankohtaiset kampanjat, bonukset ja tarjoukset vedonlyöntiin ja kasinoon.', 'Kampanjat'],
  results: ['Päättyneiden otteluiden tulokset | Kickoff', 'Päättyneiden otteluiden lopputulokset lajeittain ja sarjoittain.', 'Tulokset'],
  [GAME_TEMPLATE_PATH]: ['{team1} — {team2}: kertoimet ja vedot, {champ} | Kickoff', 'Lyö vetoa ottelusta {team1} — {team2} ({sport}, {champ}): lopputulos, yhteismäärät, tasoitukset ja muuta, ennen ottelua ja livenä.', '{team1} — {team2}'],
};
