import { GAME_TEMPLATE_PATH } from '../seo.rules';
import type { SeoSeedTexts } from '../seo.seed';

/** The SEO page data in Romanian. */
export const texts: SeoSeedTexts = {
  '': ['Kickoff — pariuri sportive, cote live și cazino', 'Pariază pe fotbal, tenis, baschet și altele înainte de meci și live, joacă la cazino și participă la promoțiile Kickoff.', 'Acasă', 'Kickoff este o casă de pariuri cu cote înainte de meci și live la fotbal, tenis, baschet, hochei pe gheață și esports: pariuri simple, combinate și sisteme.\n\nCazinoul oferă sloturi și mese live. Joacă responsabil: setează în cont limite de depunere, de pierdere și de sesiune.'],
  live: ['Pariuri live — cote în timpul meciului | Kickoff', 'Pariuri pe meciurile care se joacă acum: cote care se schimbă odată cu scorul, scoruri live și pariuri rapide.', 'Live', 'Pariurile live urmăresc meciul: cotele se schimbă la fiecare gol, punct și set, iar piețele se suspendă cât timp se schimbă scorul.'],
  line: ['Pariuri înainte de meci — cote la meciurile următoare | Kickoff', 'Cote la meciurile din zilele următoare: rezultat, totaluri, handicapuri și scor exact, la toate sporturile.', 'Înainte de meci', 'Cotele înainte de meci acoperă rezultatul, totalurile, handicapurile și scorul exact ale meciurilor următoare; adaugă-le pe bilet ca simple, combinate sau sisteme.'],
  slots: ['Sloturi — jocuri de cazino | Kickoff', 'Sloturi de la mulți furnizori: role clasice, sloturi video și jackpoturi, cu mod demo pentru fiecare joc.', 'Sloturi'],
  'live-casino': ['Cazino live — ruletă, blackjack și altele | Kickoff', 'Mese cu dealeri live: ruletă, blackjack, baccarat și game show-uri.', 'Cazino live'],
  promotions: ['Promoții și bonusuri | Kickoff', 'Promoții, bonusuri și oferte curente pentru pariuri sportive și cazino.', 'Promoții'],
  results: ['Rezultatele meciurilor încheiate | Kickoff', 'Scorurile finale și rezultatele meciurilor încheiate, pe sporturi și ligi.', 'Rezultate'],
  [GAME_TEMPLATE_PATH]: ['{team1} — {team2}: cote și pariuri, {champ} | Kickoff', 'Pariază pe {team1} — {team2} ({sport}, {champ}): rezultat, totaluri, handicapuri și altele, înainte de meci și live.', '{team1} — {team2}'],
};
