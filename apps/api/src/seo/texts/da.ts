import { GAME_TEMPLATE_PATH } from '../seo.rules';
import type { SeoSeedTexts } from '../seo.seed';

/** The SEO page data in Danish. */
export const texts: SeoSeedTexts = {
  '': ['Kickoff — sportsbetting, liveodds og casino', 'Spil på fodbold, tennis, basketball og mere før kampen og live, spil casinospil og deltag i kampagnerne hos Kickoff.', 'Forside', 'Kickoff er en spilleside med odds før kampen og live på fodbold, tennis, basketball, ishockey og e-sport: enkeltspil, kombinationer og systemer.\n\nCasinoet tilbyder spilleautomater og liveborde. Spil ansvarligt: sæt grænser for indbetalinger, tab og sessionslængde på din konto.'],
  live: ['Livebetting — odds under kampen | Kickoff', 'Spil på de kampe, der spilles nu: odds, der følger stillingen, liveresultater og hurtige spil.', 'Live', 'Livebetting følger kampen: oddsene ændres ved hvert mål, point og sæt, og markederne sættes på pause, mens stillingen ændres.'],
  line: ['Spil før kampen — odds på kommende kampe | Kickoff', 'Odds på de kommende dages kampe: resultat, totaler, handicap og korrekt resultat i alle sportsgrene.', 'Før kampen', 'Oddsene før kampen dækker resultat, totaler, handicap og korrekt resultat i de kommende kampe; læg dem på kuponen som enkeltspil, kombination eller system.'],
  slots: ['Spilleautomater — casinospil | Kickoff', 'Spilleautomater fra mange udbydere: klassiske hjul, videoautomater og jackpots, med demotilstand i hvert spil.', 'Spilleautomater'],
  'live-casino': ['Livecasino — roulette, blackjack og mere | Kickoff', 'Borde med livedealere: roulette, blackjack, baccarat og gameshows.', 'Livecasino'],
  promotions: ['Kampagner og bonusser | Kickoff', 'Aktuelle kampagner, bonusser og tilbud til sportsbetting og casino.', 'Kampagner'],
  results: ['Resultater af afsluttede kampe | Kickoff', 'Slutresultater af afsluttede kampe efter sportsgren og liga.', 'Resultater'],
  [GAME_TEMPLATE_PATH]: ['{team1} — {team2}: odds og spil, {champ} | Kickoff', 'Spil på {team1} — {team2} ({sport}, {champ}): resultat, totaler, handicap og mere, før kampen og live.', '{team1} — {team2}'],
};
