import { GAME_TEMPLATE_PATH } from '../seo.rules';
import type { SeoSeedTexts } from '../seo.seed';

/** The SEO page data in Albanian. */
export const texts: SeoSeedTexts = {
  '': ['Kickoff — baste sportive, koeficientë live dhe kazino', 'Vini baste në futboll, tenis, basketboll dhe më shumë para ndeshjes dhe live, luani lojëra kazinoje dhe merrni pjesë në promocionet e Kickoff.', 'Kreu', 'Kickoff është një faqe bastesh me koeficientë para ndeshjes dhe live për futbollin, tenisin, basketbollin, hokejin mbi akull dhe e-sportet: baste të thjeshta, të kombinuara dhe sisteme.\n\nKazinoja ofron slote dhe tavolina live. Luani me përgjegjësi: vendosni në llogarinë tuaj kufij për depozitat, humbjet dhe kohëzgjatjen e seancës.'],
  live: ['Baste live — koeficientë gjatë ndeshjes | Kickoff', 'Baste në ndeshjet që po luhen tani: koeficientë që lëvizin me rezultatin, rezultate live dhe baste të shpejta.', 'Live', 'Bastet live ndjekin lojën: koeficientët ndryshojnë me çdo gol, pikë dhe set, dhe tregjet pezullohen ndërsa ndryshon rezultati.'],
  line: ['Baste para ndeshjes — koeficientët e ndeshjeve të ardhshme | Kickoff', 'Koeficientët e ndeshjeve të ditëve në vijim: rezultati, totalet, hendikepet dhe rezultati i saktë në çdo sport.', 'Para ndeshjes', 'Koeficientët para ndeshjes mbulojnë rezultatin, totalet, hendikepet dhe rezultatin e saktë të ndeshjeve të ardhshme; shtojini në kupon si baste të thjeshta, të kombinuara ose sisteme.'],
  slots: ['Slote — lojëra kazinoje | Kickoff', 'Slote nga shumë ofrues: rrota klasike, slote video dhe çmime të mëdha, me modalitet demo për çdo lojë.', 'Slote'],
  'live-casino': ['Kazino live — ruletë, blackjack dhe më shumë | Kickoff', 'Tavolina me krupierë live: ruletë, blackjack, bakara dhe shou lojërash.', 'Kazino live'],
  promotions: ['Promocione dhe bonuse | Kickoff', 'Promocionet, bonuset dhe ofertat aktuale për bastet sportive dhe kazinonë.', 'Promocione'],
  results: ['Rezultatet e ndeshjeve të përfunduara | Kickoff', 'Rezultatet përfundimtare të ndeshjeve të përfunduara sipas sportit dhe ligës.', 'Rezultatet'],
  [GAME_TEMPLATE_PATH]: ['{team1} — {team2}: koeficientë dhe baste, {champ} | Kickoff', 'Vini bast në {team1} — {team2} ({sport}, {champ}): rezultati, totalet, hendikepet dhe më shumë, para ndeshjes dhe live.', '{team1} — {team2}'],
};
