import { GAME_TEMPLATE_PATH } from '../seo.rules';
import type { SeoSeedTexts } from '../seo.seed';

/** The SEO page data in Swedish. */
export const texts: SeoSeedTexts = {
  '': ['Kickoff — sportspel, liveodds och casino', 'Spela på fotboll, tennis, basket och mer före matchen och live, spela casinospel och ta del av kampanjerna hos Kickoff.', 'Start', 'Kickoff är en spelsajt med odds före matchen och live på fotboll, tennis, basket, ishockey och e-sport: singelspel, kombinationer och system.\n\nCasinot erbjuder slots och livebord. Spela ansvarsfullt: ställ in gränser för insättningar, förluster och sessionstid på ditt konto.'],
  live: ['Livespel — odds under matchen | Kickoff', 'Spela på matcherna som pågår nu: odds som följer ställningen, liveresultat och snabba spel.', 'Live', 'Livespel följer matchen: oddsen ändras vid varje mål, poäng och set, och marknaderna pausas medan ställningen ändras.'],
  line: ['Spel före matchen — odds på kommande matcher | Kickoff', 'Odds på de närmaste dagarnas matcher: resultat, totaler, handikapp och rätt resultat i alla sporter.', 'Före matchen', 'Oddsen före matchen täcker resultat, totaler, handikapp och rätt resultat i kommande matcher; lägg dem på kupongen som singel, kombination eller system.'],
  slots: ['Slots — casinospel | Kickoff', 'Slots från många leverantörer: klassiska hjul, videoslots och jackpottar, med demoläge i varje spel.', 'Slots'],
  'live-casino': ['Livecasino — roulette, blackjack och mer | Kickoff', 'Bord med livedealers: roulette, blackjack, baccarat och spelshower.', 'Livecasino'],
  promotions: ['Kampanjer och bonusar | Kickoff', 'Aktuella kampanjer, bonusar och erbjudanden för sportspel och casino.', 'Kampanjer'],
  results: ['Resultat från avslutade matcher | Kickoff', 'Slutresultat från avslutade matcher per sport och liga.', 'Resultat'],
  [GAME_TEMPLATE_PATH]: ['{team1} — {team2}: odds och spel, {champ} | Kickoff', 'Spela på {team1} — {team2} ({sport}, {champ}): resultat, totaler, handikapp och mer, före matchen och live.', '{team1} — {team2}'],
};
