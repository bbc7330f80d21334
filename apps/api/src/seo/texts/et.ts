import { GAME_TEMPLATE_PATH } from '../seo.rules';
import type { SeoSeedTexts } from '../seo.seed';

/** The SEO page data in Estonian. */
export const texts: SeoSeedTexts = {
  '': ['Kickoff — spordiennustus, otseülekande koefitsiendid ja kasiino', 'Panusta jalgpallile, tennisele, korvpallile ja muule enne mängu ja otse, mängi kasiinomänge ja osale Kickoffi kampaaniates.', 'Avaleht', 'Kickoff on spordiennustuse sait, kus on koefitsiendid enne mängu ja otse jalgpallile, tennisele, korvpallile, jäähokile ja e-spordile: üksikpanused, kombipanused ja süsteemid.\n\nKasiinos on slotid ja otselauad. Mängi vastutustundlikult: sea oma kontol sissemaksete, kaotuste ja seansi kestuse piirangud.'],
  live: ['Otseennustus — koefitsiendid mängu ajal | Kickoff', 'Panused praegu käivatele mängudele: seisuga muutuvad koefitsiendid, otsetulemused ja kiired panused.', 'Otse', 'Otseennustus järgib mängu: koefitsiendid muutuvad iga värava, punkti ja geimi järel ning turud peatatakse, kuni seis muutub.'],
  line: ['Ennustus enne mängu — eelseisvate mängude koefitsiendid | Kickoff', 'Lähipäevade mängude koefitsiendid: tulemus, koguarvud, händikäpid ja täpne tulemus kõigil spordialadel.', 'Enne mängu', 'Enne mängu koefitsiendid hõlmavad eelseisvate mängude tulemust, koguarve, händikäppe ja täpset tulemust; lisa need piletile üksik-, kombi- või süsteemipanusena.'],
  slots: ['Slotid — kasiinomängud | Kickoff', 'Slotid paljudelt pakkujatelt: klassikalised rullid, videoslotid ja jackpotid, igas mängus demorežiim.', 'Slotid'],
  'live-casino': ['Otsekasiino — rulett, blackjack ja muu | Kickoff', 'Lauad otsediileritega: rulett, blackjack, bakaraa ja mängušõud.', 'Otsekasiino'],
  promotions: ['Kampaaniad ja boonused | Kickoff', 'Praegused kampaaniad, boonused ja pakkumised spordiennustuseks ja kasiinos.', 'Kampaaniad'],
  results: ['Lõppenud mängude tulemused | Kickoff', 'Lõppenud mängude lõpptulemused spordiala ja liiga kaupa.', 'Tulemused'],
  [GAME_TEMPLATE_PATH]: ['{team1} — {team2}: koefitsiendid ja panused, {champ} | Kickoff', 'Panusta mängule {team1} — {team2} ({sport}, {champ}): tulemus, koguarvud, händikäpid ja muu, enne mängu ja otse.', '{team1} — {team2}'],
};
