import { GAME_TEMPLATE_PATH } from '../seo.rules';
import type { SeoSeedTexts } from '../seo.seed';

/** The SEO page data in Hungarian. */
export const texts: SeoSeedTexts = {
  '': ['Kickoff — sportfogadás, élő szorzók és kaszinó', 'Fogadjon labdarúgásra, teniszre, kosárlabdára és másra a mérkőzés előtt és élőben, játsszon kaszinójátékokkal, és vegyen részt a Kickoff promócióiban.', 'Főoldal', 'A Kickoff sportfogadási oldal mérkőzés előtti és élő szorzókkal labdarúgásra, teniszre, kosárlabdára, jégkorongra és e-sportra: szóló fogadások, kötések és rendszerek.\n\nA kaszinóban nyerőgépek és élő asztalok várják. Játsszon felelősen: állítson be a fiókjában befizetési, veszteség- és munkamenet-korlátot.'],
  live: ['Élő fogadás — szorzók a mérkőzés alatt | Kickoff', 'Fogadás az éppen zajló mérkőzésekre: az állással mozgó szorzók, élő eredmények és gyors fogadások.', 'Élő', 'Az élő fogadás követi a mérkőzést: a szorzók minden gólnál, pontnál és szettnél változnak, a piacok pedig szünetelnek, amíg az állás változik.'],
  line: ['Mérkőzés előtti fogadás — a következő mérkőzések szorzói | Kickoff', 'A következő napok mérkőzéseinek szorzói: végeredmény, összesítések, hendikepek és pontos eredmény minden sportágban.', 'Mérkőzés előtt', 'A mérkőzés előtti szorzók a következő mérkőzések végeredményét, összesítéseit, hendikepjeit és pontos eredményét fedik le; tegye őket a szelvényre szólóként, kötésként vagy rendszerként.'],
  slots: ['Nyerőgépek — kaszinójátékok | Kickoff', 'Nyerőgépek sok szolgáltatótól: klasszikus tárcsák, videós nyerőgépek és jackpotok, minden játékban demó móddal.', 'Nyerőgépek'],
  'live-casino': ['Élő kaszinó — rulett, blackjack és más | Kickoff', 'Asztalok élő osztókkal: rulett, blackjack, baccarat és játékshow-k.', 'Élő kaszinó'],
  promotions: ['Promóciók és bónuszok | Kickoff', 'Aktuális promóciók, bónuszok és ajánlatok sportfogadáshoz és kaszinóhoz.', 'Promóciók'],
  results: ['Befejezett mérkőzések eredményei | Kickoff', 'A befejezett mérkőzések végeredményei sportág és bajnokság szerint.', 'Eredmények'],
  [GAME_TEMPLATE_PATH]: ['{team1} — {team2}: szorzók és fogadások, {champ} | Kickoff', 'Fogadjon a(z) {team1} — {team2} mérkőzésre ({sport}, {champ}): végeredmény, összesítések, hendikepek és más, a mérkőzés előtt és élőben.', '{team1} — {team2}'],
};
