import { GAME_TEMPLATE_PATH } from '../seo.rules';
import type { SeoSeedTexts } from '../seo.seed';

/** The SEO page data in Dutch. */
export const texts: SeoSeedTexts = {
  '': ['Kickoff — sportweddenschappen, live odds en casino', 'Wed op voetbal, tennis, basketbal en meer voor de wedstrijd en live, speel casinospellen en doe mee aan de promoties van Kickoff.', 'Home', 'Kickoff is een sportsbook met odds voor de wedstrijd en live op voetbal, tennis, basketbal, ijshockey en esports: enkelvoudige weddenschappen, combinaties en systemen.\n\nHet casino biedt slots en live tafels. Speel verantwoord: stel in je account limieten in voor stortingen, verliezen en sessieduur.'],
  live: ['Live wedden — odds tijdens de wedstrijd | Kickoff', 'Wed op de wedstrijden die nu bezig zijn: odds die meebewegen met de stand, live uitslagen en snelle weddenschappen.', 'Live', 'Live wedden volgt de wedstrijd: de odds veranderen bij elk doelpunt, punt en set, en markten worden gepauzeerd terwijl de stand verandert.'],
  line: ['Wedden voor de wedstrijd — odds op komende wedstrijden | Kickoff', 'Odds op de wedstrijden van de komende dagen: uitslag, totalen, handicaps en juiste score in elke sport.', 'Voor de wedstrijd', 'De odds voor de wedstrijd omvatten uitslag, totalen, handicaps en juiste score van de komende wedstrijden; zet ze op je wedbriefje als enkel, combinatie of systeem.'],
  slots: ['Slots — casinospellen | Kickoff', 'Slots van veel aanbieders: klassieke rollen, videoslots en jackpots, met een demomodus voor elk spel.', 'Slots'],
  'live-casino': ['Live casino — roulette, blackjack en meer | Kickoff', 'Tafels met live dealers: roulette, blackjack, baccarat en gameshows.', 'Live casino'],
  promotions: ['Promoties en bonussen | Kickoff', 'Actuele promoties, bonussen en aanbiedingen voor sportweddenschappen en het casino.', 'Promoties'],
  results: ['Uitslagen van gespeelde wedstrijden | Kickoff', 'Eindstanden en uitslagen van gespeelde wedstrijden per sport en competitie.', 'Uitslagen'],
  [GAME_TEMPLATE_PATH]: ['{team1} — {team2}: odds en weddenschappen, {champ} | Kickoff', 'Wed op {team1} — {team2} ({sport}, {champ}): uitslag, totalen, handicaps en meer, voor de wedstrijd en live.', '{team1} — {team2}'],
};
