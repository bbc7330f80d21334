import { GAME_TEMPLATE_PATH } from '../seo.rules';
import type { SeoSeedTexts } from '../seo.seed';

/** The SEO page data in Norwegian (bokmål). */
export const texts: SeoSeedTexts = {
  '': ['Kickoff — sportsbetting, liveodds og kasino', 'Spill på fotball, tennis, basketball og mer før kampen og live, spill kasinospill og bli med på kampanjene hos Kickoff.', 'Hjem', 'Kickoff er en spillside med odds før kampen og live på fotball, tennis, basketball, ishockey og e-sport: enkeltspill, kombinasjoner og systemer.\n\nKasinoet tilbyr spilleautomater og livebord. Spill ansvarlig: sett grenser for innskudd, tap og øktlengde på kontoen din.'],
  live: ['Livebetting — odds under kampen | Kickoff', 'Spill på kampene som pågår nå: odds som følger stillingen, liveresultater og raske spill.', 'Live', 'Livebetting følger kampen: oddsen endres ved hvert mål, poeng og sett, og markedene settes på pause mens stillingen endres.'],
  line: ['Spill før kampen — odds på kommende kamper | Kickoff', 'Odds på kampene de neste dagene: resultat, totaler, handikap og riktig resultat i alle idretter.', 'Før kampen', 'Oddsen før kampen dekker resultat, totaler, handikap og riktig resultat i kommende kamper; legg dem på kupongen som enkeltspill, kombinasjon eller system.'],
  slots: ['Spilleautomater — kasinospill | Kickoff', 'Spilleautomater fra mange leverandører: klassiske hjul, videoautomater og jackpoter, med demomodus i hvert spill.', 'Spilleautomater'],
  'live-casino': ['Livekasino — rulett, blackjack og mer | Kickoff', 'Bord med livedealere: rulett, blackjack, baccarat og spillshow.', 'Livekasino'],
  promotions: ['Kampanjer og bonuser | Kickoff', 'Aktuelle kampanjer, bonuser og tilbud for sportsbetting og kasino.', 'Kampanjer'],
  results: ['Resultater fra ferdigspilte kamper | Kickoff', 'Sluttresultater fra ferdigspilte kamper etter idrett og liga.', 'Resultater'],
  [GAME_TEMPLATE_PATH]: ['{team1} — {team2}: odds og spill, {champ} | Kickoff', 'Spill på {team1} — {team2} ({sport}, {champ}): resultat, totaler, handikap og mer, før kampen og live.', '{team1} — {team2}'],
};
