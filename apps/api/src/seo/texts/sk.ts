import { GAME_TEMPLATE_PATH } from '../seo.rules';
import type { SeoSeedTexts } from '../seo.seed';

/** The SEO page data in Slovak. */
export const texts: SeoSeedTexts = {
  '': ['Kickoff — športové stávky, live kurzy a kasíno', 'Stavte na futbal, tenis, basketbal a ďalšie pred zápasom aj naživo, hrajte kasíno a zapojte sa do akcií Kickoff.', 'Domov', 'Kickoff je stávková kancelária s kurzami pred zápasom aj naživo na futbal, tenis, basketbal, ľadový hokej a e-športy: jednotlivé stávky, akumulátory a systémy.\n\nKasíno ponúka automaty a živé stoly. Hrajte zodpovedne: nastavte si v účte limity vkladov, prehier a dĺžky relácie.'],
  live: ['Živé stávky — kurzy počas zápasu | Kickoff', 'Stávky na práve hrané zápasy: kurzy, ktoré sa menia so skóre, živé výsledky a rýchle stávky.', 'Naživo', 'Živé stávky sledujú zápas: kurzy sa menia s každým gólom, bodom a setom a trhy sa pozastavujú, kým sa mení skóre.'],
  line: ['Stávky pred zápasom — kurzy na nadchádzajúce zápasy | Kickoff', 'Kurzy na zápasy najbližších dní: výsledok, súčty, handicapy a presný výsledok vo všetkých športoch.', 'Pred zápasom', 'Kurzy pred zápasom pokrývajú výsledok, súčty, handicapy a presný výsledok nadchádzajúcich zápasov; pridajte ich na tiket ako jednotlivé stávky, akumulátory alebo systémy.'],
  slots: ['Automaty — kasínové hry | Kickoff', 'Automaty od mnohých dodávateľov: klasické valce, video automaty a jackpoty, pri každej hre demo režim.', 'Automaty'],
  'live-casino': ['Živé kasíno — ruleta, blackjack a ďalšie | Kickoff', 'Stoly so živými krupiérmi: ruleta, blackjack, baccarat a herné show.', 'Živé kasíno'],
  promotions: ['Akcie a bonusy | Kickoff', 'Aktuálne akcie, bonusy a ponuky pre športové stávky a kasíno.', 'Akcie'],
  results: ['Výsledky odohraných zápasov | Kickoff', 'Konečné skóre a výsledky odohraných zápasov podľa športu a súťaže.', 'Výsledky'],
  [GAME_TEMPLATE_PATH]: ['{team1} — {team2}: kurzy a stávky, {champ} | Kickoff', 'Stavte na {team1} — {team2} ({sport}, {champ}): výsledok, súčty, handicapy a ďalšie, pred zápasom aj naživo.', '{team1} — {team2}'],
};
