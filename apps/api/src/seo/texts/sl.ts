import { GAME_TEMPLATE_PATH } from '../seo.rules';
import type { SeoSeedTexts } from '../seo.seed';

/** The SEO page data in Slovenian. */
export const texts: SeoSeedTexts = {
  '': ['Kickoff — športne stave, kvote v živo in igralnica', 'Stavite na nogomet, tenis, košarko in drugo pred tekmo in v živo, igrajte igralniške igre in sodelujte v promocijah Kickoffa.', 'Domov', 'Kickoff je stavnica s kvotami pred tekmo in v živo za nogomet, tenis, košarko, hokej na ledu in e-šport: posamične stave, akumulatorji in sistemi.\n\nIgralnica ponuja igralne avtomate in mize v živo. Igrajte odgovorno: v svojem računu nastavite omejitve vplačil, izgub in trajanja seje.'],
  live: ['Stave v živo — kvote med tekmo | Kickoff', 'Stave na tekme, ki se igrajo zdaj: kvote, ki se spreminjajo z rezultatom, rezultati v živo in hitre stave.', 'V živo', 'Stave v živo sledijo tekmi: kvote se spremenijo ob vsakem golu, točki in nizu, trgi pa se ustavijo, medtem ko se rezultat spreminja.'],
  line: ['Stave pred tekmo — kvote za prihajajoče tekme | Kickoff', 'Kvote za tekme naslednjih dni: izid, skupno, hendikepi in točen rezultat v vseh športih.', 'Pred tekmo', 'Kvote pred tekmo zajemajo izid, skupno, hendikepe in točen rezultat prihajajočih tekem; dodajte jih na listek kot posamične, akumulator ali sistem.'],
  slots: ['Igralni avtomati — igralniške igre | Kickoff', 'Igralni avtomati številnih ponudnikov: klasični bobni, video avtomati in jackpoti, z demo načinom v vsaki igri.', 'Igralni avtomati'],
  'live-casino': ['Igralnica v živo — ruleta, blackjack in več | Kickoff', 'Mize z delivci v živo: ruleta, blackjack, baccarat in igralni šovi.', 'Igralnica v živo'],
  promotions: ['Promocije in bonusi | Kickoff', 'Aktualne promocije, bonusi in ponudbe za športne stave in igralnico.', 'Promocije'],
  results: ['Rezultati končanih tekem | Kickoff', 'Končni rezultati končanih tekem po športih in ligah.', 'Rezultati'],
  [GAME_TEMPLATE_PATH]: ['{team1} — {team2}: kvote in stave, {champ} | Kickoff', 'Stavite na {team1} — {team2} ({sport}, {champ}): izid, skupno, hendikepi in več, pred tekmo in v živo.', '{team1} — {team2}'],
};
