import { GAME_TEMPLATE_PATH } from '../seo.rules';
import type { SeoSeedTexts } from '../seo.seed';

/** The SEO page data in Lithuanian. */
export const texts: SeoSeedTexts = {
  '': ['Kickoff — sporto lažybos, tiesioginiai koeficientai ir kazino', 'Statykite futbolui, tenisui, krepšiniui ir kitoms sporto šakoms prieš rungtynes ir jų metu, žaiskite kazino žaidimus ir dalyvaukite Kickoff akcijose.', 'Pradžia', 'Kickoff – lažybų bendrovė su koeficientais prieš rungtynes ir jų metu futbolui, tenisui, krepšiniui, ledo rituliui ir e. sportui: pavieniai, kombinuoti ir sisteminiai statymai.\n\nKazino siūlo lošimo automatus ir tiesioginius stalus. Žaiskite atsakingai: paskyroje nustatykite įmokų, pralaimėjimų ir sesijos trukmės ribas.'],
  live: ['Tiesioginės lažybos — koeficientai rungtynių metu | Kickoff', 'Statymai vykstančioms rungtynėms: koeficientai, kintantys kartu su rezultatu, tiesioginiai rezultatai ir greiti statymai.', 'Tiesiogiai', 'Tiesioginės lažybos seka rungtynes: koeficientai keičiasi po kiekvieno įvarčio, taško ir seto, o rinkos sustabdomos, kol keičiasi rezultatas.'],
  line: ['Lažybos prieš rungtynes — artėjančių rungtynių koeficientai | Kickoff', 'Artimiausių dienų rungtynių koeficientai: baigtis, sumos, handikapai ir tikslus rezultatas visose sporto šakose.', 'Prieš rungtynes', 'Koeficientai prieš rungtynes apima artėjančių rungtynių baigtį, sumas, handikapus ir tikslų rezultatą; įtraukite juos į kuponą kaip pavienius, kombinuotus ar sisteminius statymus.'],
  slots: ['Lošimo automatai — kazino žaidimai | Kickoff', 'Daugelio tiekėjų lošimo automatai: klasikiniai būgnai, vaizdo automatai ir aukso puodai, kiekviename žaidime – demonstracinis režimas.', 'Lošimo automatai'],
  'live-casino': ['Tiesioginis kazino — ruletė, blackjack ir kt. | Kickoff', 'Stalai su tiesioginiais krupjė: ruletė, blackjack, bakara ir žaidimų šou.', 'Tiesioginis kazino'],
  promotions: ['Akcijos ir premijos | Kickoff', 'Dabartinės akcijos, premijos ir pasiūlymai sporto lažyboms ir kazino.', 'Akcijos'],
  results: ['Pasibaigusių rungtynių rezultatai | Kickoff', 'Pasibaigusių rungtynių galutiniai rezultatai pagal sporto šaką ir lygą.', 'Rezultatai'],
  [GAME_TEMPLATE_PATH]: ['{team1} — {team2}: koeficientai ir statymai, {champ} | Kickoff', 'Statykite rungtynėms {team1} — {team2} ({sport}, {champ}): baigtis, sumos, handikapai ir kt., prieš rungtynes ir jų metu.', '{team1} — {team2}'],
};
