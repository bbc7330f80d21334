import { GAME_TEMPLATE_PATH } from '../seo.rules';
import type { SeoSeedTexts } from '../seo.seed';

/** The SEO page data in Czech. */
export const texts: SeoSeedTexts = {
  '': ['Kickoff — sportovní sázky, live kurzy a kasino', 'Sázejte na fotbal, tenis, basketbal a další před zápasem i živě, hrajte kasino a zapojte se do akcí Kickoff.', 'Domů', 'Kickoff je sázková kancelář s kurzy před zápasem i živě na fotbal, tenis, basketbal, lední hokej a e-sporty: jednotlivé sázky, akumulátory a systémy.\n\nKasino nabízí automaty a živé stoly. Hrajte zodpovědně: nastavte si v účtu limity vkladů, proher a délky relace.'],
  live: ['Živé sázky — kurzy během zápasu | Kickoff', 'Sázky na právě hrané zápasy: kurzy, které se mění se skóre, živé výsledky a rychlé sázky.', 'Živě', 'Živé sázky sledují zápas: kurzy se mění s každým gólem, bodem a setem a trhy se pozastavují, dokud se mění skóre.'],
  line: ['Sázky před zápasem — kurzy na nadcházející zápasy | Kickoff', 'Kurzy na zápasy následujících dnů: výsledek, součty, handicapy a přesný výsledek ve všech sportech.', 'Před zápasem', 'Kurzy před zápasem pokrývají výsledek, součty, handicapy a přesný výsledek nadcházejících zápasů; přidejte je na tiket jako jednotlivé sázky, akumulátory nebo systémy.'],
  slots: ['Automaty — kasinové hry | Kickoff', 'Automaty od mnoha dodavatelů: klasické válce, video automaty a jackpoty, u každé hry demo režim.', 'Automaty'],
  'live-casino': ['Živé kasino — ruleta, blackjack a další | Kickoff', 'Stoly s živými krupiéry: ruleta, blackjack, baccarat a herní show.', 'Živé kasino'],
  promotions: ['Akce a bonusy | Kickoff', 'Aktuální akce, bonusy a nabídky pro sportovní sázky a kasino.', 'Akce'],
  results: ['Výsledky odehraných zápasů | Kickoff', 'Konečná skóre a výsledky odehraných zápasů podle sportu a soutěže.', 'Výsledky'],
  [GAME_TEMPLATE_PATH]: ['{team1} — {team2}: kurzy a sázky, {champ} | Kickoff', 'Vsaďte si na {team1} — {team2} ({sport}, {champ}): výsledek, součty, handicapy a další, před zápasem i živě.', '{team1} — {team2}'],
};
