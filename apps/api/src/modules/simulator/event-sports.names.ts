import { MarketGroupId } from '@kickoff/contracts';
import { FIGHT_METHOD_NAMES } from '../feed/feed.model';
import { COUNTRY_ORDER, FEED_NAMES } from '../feed/feed.names.data';
import type { FeedNameRow } from '../feed/feed.names.seed';
import { ELECTION_TITLES, EVENT_CHAMPS, FIELD_NAMES, MARBLE_SPORT_ID, MMA_SPORT_ID, POLITICS_SPORT_ID } from './event-sports.seed';

/**
 * The feed's names of the simulator's event sports (issue 16) in the languages the feed names:
 * the sports (MMA, politics, marble racing), the league words of their championships, the market
 * groups of fights and outrights, a fight's methods, the elections' titles and the field sizes
 * (an outright's second name). Fighters, candidates, marbles, tracks and the UFC championships are
 * proper names and stay as the feed gives them. Every language the feed names (feed.names.data) has an entry.
 */
export interface EventSportNames {
  /** MMA, Politics, Marble Racing (sport ids 56, 78, 95). */
  sports: readonly [string, string, string];
  /** The league word of `<country>. Elections`. */
  elections: string;
  marbleLeague: string;
  marbleGrandPrix: string;
  /** Method of victory, Total rounds, Winner (groups 60, 61, 62). */
  groups: readonly [string, string, string];
  /** KO/TKO, Submission, Decision. */
  methods: readonly [string, string, string];
  /** Presidential, parliamentary, mayoral and senate election (`ELECTION_TITLES`). */
  titles: readonly [string, string, string, string];
  /** 2, 3 and 4 candidates, 8 marbles (`FIELD_NAMES`). */
  fields: readonly [string, string, string, string];
}

export const EVENT_SPORT_NAMES: Readonly<Record<string, EventSportNames>> = {
  ar: {
    sports: ['فنون القتال المختلطة', 'السياسة', 'سباق الكرات الزجاجية'],
    elections: 'الانتخابات',
    marbleLeague: 'دوري الكرات الزجاجية',
    marbleGrandPrix: 'الجائزة الكبرى للكرات الزجاجية',
    groups: ['طريقة الفوز', 'مجموع الجولات', 'الفائز'],
    methods: ['ضربة قاضية', 'استسلام', 'قرار الحكام'],
    titles: ['الانتخابات الرئاسية', 'الانتخابات البرلمانية', 'انتخابات رئاسة البلدية', 'انتخابات مجلس الشيوخ'],
    fields: ['مرشحان', '3 مرشحين', '4 مرشحين', '8 كرات'],
  },
  fa: {
    sports: ['هنرهای رزمی ترکیبی', 'سیاست', 'مسابقه تیله‌ها'],
    elections: 'انتخابات',
    marbleLeague: 'لیگ تیله‌ها',
    marbleGrandPrix: 'جایزه بزرگ تیله‌ها',
    groups: ['روش پیروزی', 'مجموع راندها', 'برنده'],
    methods: ['ناک‌اوت', 'تسلیم', 'رأی داوران'],
    titles: ['انتخابات ریاست جمهوری', 'انتخابات مجلس', 'انتخابات شهرداری', 'انتخابات سنا'],
    fields: ['۲ نامزد', '۳ نامزد', '۴ نامزد', '۸ تیله'],
  },
  pl: {
    sports: ['MMA', 'Polityka', 'Wyścigi kulek'],
    elections: 'Wybory',
    marbleLeague: 'Liga kulek',
    marbleGrandPrix: 'Grand Prix kulek',
    groups: ['Sposób zwycięstwa', 'Liczba rund', 'Zwycięzca'],
    methods: ['KO/TKO', 'Poddanie', 'Decyzja sędziów'],
    titles: ['Wybory prezydenckie', 'Wybory parlamentarne', 'Wybory burmistrza', 'Wybory do Senatu'],
    fields: ['2 kandydatów', '3 kandydatów', '4 kandydatów', '8 kulek'],
  },
  ru: {
    sports: ['ММА', 'Политика', 'Гонки шариков'],
    elections: 'Выборы',
    marbleLeague: 'Лига шариков',
    marbleGrandPrix: 'Гран-при шариков',
    groups: ['Способ победы', 'Тотал раундов', 'Победитель'],
    methods: ['КО/ТКО', 'Сдача', 'Решение судей'],
    titles: ['Президентские выборы', 'Парламентские выборы', 'Выборы мэра', 'Выборы в сенат'],
    fields: ['2 кандидата', '3 кандидата', '4 кандидата', '8 шариков'],
  },
  uk: {
    sports: ['ММА', 'Політика', 'Перегони кульок'],
    elections: 'Вибори',
    marbleLeague: 'Ліга кульок',
    marbleGrandPrix: 'Гран-прі кульок',
    groups: ['Спосіб перемоги', 'Тотал раундів', 'Переможець'],
    methods: ['КО/ТКО', 'Здача', 'Рішення суддів'],
    titles: ['Президентські вибори', 'Парламентські вибори', 'Вибори мера', 'Вибори до сенату'],
    fields: ['2 кандидати', '3 кандидати', '4 кандидати', '8 кульок'],
  },
  de: {
    sports: ['MMA', 'Politik', 'Murmelrennen'],
    elections: 'Wahlen',
    marbleLeague: 'Murmel-Liga',
    marbleGrandPrix: 'Murmel-Grand-Prix',
    groups: ['Siegart', 'Anzahl Runden', 'Sieger'],
    methods: ['K. o./TKO', 'Aufgabe', 'Punktentscheidung'],
    titles: ['Präsidentschaftswahl', 'Parlamentswahl', 'Bürgermeisterwahl', 'Senatswahl'],
    fields: ['2 Kandidaten', '3 Kandidaten', '4 Kandidaten', '8 Murmeln'],
  },
  es: {
    sports: ['MMA', 'Política', 'Carreras de canicas'],
    elections: 'Elecciones',
    marbleLeague: 'Liga de canicas',
    marbleGrandPrix: 'Gran Premio de canicas',
    groups: ['Método de victoria', 'Total de asaltos', 'Ganador'],
    methods: ['KO/TKO', 'Sumisión', 'Decisión'],
    titles: ['Elección presidencial', 'Elección parlamentaria', 'Elección municipal', 'Elección al Senado'],
    fields: ['2 candidatos', '3 candidatos', '4 candidatos', '8 canicas'],
  },
  pt: {
    sports: ['MMA', 'Política', 'Corrida de bolinhas'],
    elections: 'Eleições',
    marbleLeague: 'Liga de bolinhas',
    marbleGrandPrix: 'Grande Prêmio de bolinhas',
    groups: ['Método de vitória', 'Total de rounds', 'Vencedor'],
    methods: ['KO/TKO', 'Finalização', 'Decisão'],
    titles: ['Eleição presidencial', 'Eleição legislativa', 'Eleição municipal', 'Eleição para o Senado'],
    fields: ['2 candidatos', '3 candidatos', '4 candidatos', '8 bolinhas'],
  },
  tr: {
    sports: ['MMA', 'Siyaset', 'Bilye yarışı'],
    elections: 'Seçimler',
    marbleLeague: 'Bilye Ligi',
    marbleGrandPrix: 'Bilye Grand Prix',
    groups: ['Galibiyet şekli', 'Toplam raunt', 'Kazanan'],
    methods: ['KO/TKO', 'Pes ettirme', 'Hakem kararı'],
    titles: ['Cumhurbaşkanlığı seçimi', 'Milletvekili seçimi', 'Belediye başkanlığı seçimi', 'Senato seçimi'],
    fields: ['2 aday', '3 aday', '4 aday', '8 bilye'],
  },
  kk: {
    sports: ['ММА', 'Саясат', 'Шарлар жарысы'],
    elections: 'Сайлау',
    marbleLeague: 'Шарлар лигасы',
    marbleGrandPrix: 'Шарлар Гран-приі',
    groups: ['Жеңіс тәсілі', 'Раундтар саны', 'Жеңімпаз'],
    methods: ['КО/ТКО', 'Берілу', 'Төрешілер шешімі'],
    titles: ['Президент сайлауы', 'Парламент сайлауы', 'Әкім сайлауы', 'Сенат сайлауы'],
    fields: ['2 үміткер', '3 үміткер', '4 үміткер', '8 шар'],
  },
  az: {
    sports: ['MMA', 'Siyasət', 'Şüşə şarlar yarışı'],
    elections: 'Seçkilər',
    marbleLeague: 'Şüşə şarlar liqası',
    marbleGrandPrix: 'Şüşə şarlar Qran-prisi',
    groups: ['Qələbə üsulu', 'Raundların sayı', 'Qalib'],
    methods: ['KO/TKO', 'Təslim etmə', 'Hakimlərin qərarı'],
    titles: ['Prezident seçkiləri', 'Parlament seçkiləri', 'Bələdiyyə sədri seçkiləri', 'Senat seçkiləri'],
    fields: ['2 namizəd', '3 namizəd', '4 namizəd', '8 şar'],
  },
  fr: {
    sports: ['MMA', 'Politique', 'Course de billes'],
    elections: 'Élections',
    marbleLeague: 'Ligue de billes',
    marbleGrandPrix: 'Grand Prix de billes',
    groups: ['Méthode de victoire', 'Nombre de rounds', 'Vainqueur'],
    methods: ['KO/TKO', 'Soumission', 'Décision'],
    titles: ['Élection présidentielle', 'Élections législatives', 'Élection municipale', 'Élection sénatoriale'],
    fields: ['2 candidats', '3 candidats', '4 candidats', '8 billes'],
  },
  it: {
    sports: ['MMA', 'Politica', 'Corsa di biglie'],
    elections: 'Elezioni',
    marbleLeague: 'Lega delle biglie',
    marbleGrandPrix: 'Gran Premio delle biglie',
    groups: ['Metodo di vittoria', 'Totale round', 'Vincitore'],
    methods: ['KO/TKO', 'Sottomissione', 'Decisione'],
    titles: ['Elezioni presidenziali', 'Elezioni parlamentari', 'Elezioni comunali', 'Elezioni del Senato'],
    fields: ['2 candidati', '3 candidati', '4 candidati', '8 biglie'],
  },
  // the other complete languages (issue 18)
  bg: {
    sports: ['ММА', 'Политика', 'Състезания с топчета'],
    elections: 'Избори',
    marbleLeague: 'Лига на топчетата',
    marbleGrandPrix: 'Гран при на топчетата',
    groups: ['Начин на победа', 'Брой рундове', 'Победител'],
    methods: ['КО/ТКО', 'Предаване', 'Съдийско решение'],
    titles: ['Президентски избори', 'Парламентарни избори', 'Избори за кмет', 'Избори за сенат'],
    fields: ['2 кандидати', '3 кандидати', '4 кандидати', '8 топчета'],
  },
  bn: {
    sports: ['এমএমএ', 'রাজনীতি', 'মার্বেল রেস'],
    elections: 'নির্বাচন',
    marbleLeague: 'মার্বেল লিগ',
    marbleGrandPrix: 'মার্বেল গ্র্যান্ড প্রি',
    groups: ['জয়ের ধরন', 'মোট রাউন্ড', 'বিজয়ী'],
    methods: ['নকআউট/টিকেও', 'সাবমিশন', 'বিচারকদের সিদ্ধান্ত'],
    titles: ['রাষ্ট্রপতি নির্বাচন', 'সংসদ নির্বাচন', 'মেয়র নির্বাচন', 'সিনেট নির্বাচন'],
    fields: ['২ জন প্রার্থী', '৩ জন প্রার্থী', '৪ জন প্রার্থী', '৮টি মার্বেল'],
  },
  cs: {
    sports: ['MMA', 'Politika', 'Závody kuliček'],
    elections: 'Volby',
    marbleLeague: 'Liga kuliček',
    marbleGrandPrix: 'Velká cena kuliček',
    groups: ['Způsob vítězství', 'Počet kol', 'Vítěz'],
    methods: ['KO/TKO', 'Vzdání', 'Rozhodnutí rozhodčích'],
    titles: ['Prezidentské volby', 'Parlamentní volby', 'Volba starosty', 'Senátní volby'],
    fields: ['2 kandidáti', '3 kandidáti', '4 kandidáti', '8 kuliček'],
  },
  da: {
    sports: ['MMA', 'Politik', 'Kugleløb'],
    elections: 'Valg',
    marbleLeague: 'Kugleligaen',
    marbleGrandPrix: 'Kugle-Grand Prix',
    groups: ['Sejrsmetode', 'Antal runder', 'Vinder'],
    methods: ['KO/TKO', 'Submission', 'Dommerafgørelse'],
    titles: ['Præsidentvalg', 'Parlamentsvalg', 'Borgmestervalg', 'Senatsvalg'],
    fields: ['2 kandidater', '3 kandidater', '4 kandidater', '8 kugler'],
  },
  el: {
    sports: ['MMA', 'Πολιτική', 'Αγώνες βόλων'],
    elections: 'Εκλογές',
    marbleLeague: 'Λίγκα βόλων',
    marbleGrandPrix: 'Γκραν Πρι βόλων',
    groups: ['Τρόπος νίκης', 'Σύνολο γύρων', 'Νικητής'],
    methods: ['KO/TKO', 'Υποταγή', 'Απόφαση κριτών'],
    titles: ['Προεδρικές εκλογές', 'Βουλευτικές εκλογές', 'Δημοτικές εκλογές', 'Εκλογές για τη Γερουσία'],
    fields: ['2 υποψήφιοι', '3 υποψήφιοι', '4 υποψήφιοι', '8 βόλοι'],
  },
  et: {
    sports: ['MMA', 'Poliitika', 'Kuulide võidusõit'],
    elections: 'Valimised',
    marbleLeague: 'Kuulide liiga',
    marbleGrandPrix: 'Kuulide Grand Prix',
    groups: ['Võidu viis', 'Raundide arv', 'Võitja'],
    methods: ['KO/TKO', 'Alistumine', 'Kohtunike otsus'],
    titles: ['Presidendivalimised', 'Parlamendivalimised', 'Linnapea valimised', 'Senati valimised'],
    fields: ['2 kandidaati', '3 kandidaati', '4 kandidaati', '8 kuuli'],
  },
  fi: {
    sports: ['MMA', 'Politiikka', 'Kuulakisat'],
    elections: 'Vaalit',
    marbleLeague: 'Kuulaliiga',
    marbleGrandPrix: 'Kuulien Grand Prix',
    groups: ['Voittotapa', 'Erien määrä', 'Voittaja'],
    methods: ['KO/TKO', 'Luovutus', 'Tuomariston päätös'],
    titles: ['Presidentinvaalit', 'Eduskuntavaalit', 'Pormestarinvaalit', 'Senaatinvaalit'],
    fields: ['2 ehdokasta', '3 ehdokasta', '4 ehdokasta', '8 kuulaa'],
  },
  hr: {
    sports: ['MMA', 'Politika', 'Utrke kuglica'],
    elections: 'Izbori',
    marbleLeague: 'Liga kuglica',
    marbleGrandPrix: 'Velika nagrada kuglica',
    groups: ['Način pobjede', 'Broj rundi', 'Pobjednik'],
    methods: ['KO/TKO', 'Predaja', 'Odluka sudaca'],
    titles: ['Predsjednički izbori', 'Parlamentarni izbori', 'Izbori za gradonačelnika', 'Izbori za senat'],
    fields: ['2 kandidata', '3 kandidata', '4 kandidata', '8 kuglica'],
  },
  hu: {
    sports: ['MMA', 'Politika', 'Golyóverseny'],
    elections: 'Választások',
    marbleLeague: 'Golyóliga',
    marbleGrandPrix: 'Golyó Nagydíj',
    groups: ['Győzelem módja', 'Menetek száma', 'Győztes'],
    methods: ['KO/TKO', 'Feladás', 'Pontozásos döntés'],
    titles: ['Elnökválasztás', 'Parlamenti választás', 'Polgármester-választás', 'Szenátusi választás'],
    fields: ['2 jelölt', '3 jelölt', '4 jelölt', '8 golyó'],
  },
  hy: {
    sports: ['MMA', 'Քաղաքականություն', 'Գնդիկների մրցավազք'],
    elections: 'Ընտրություններ',
    marbleLeague: 'Գնդիկների լիգա',
    marbleGrandPrix: 'Գնդիկների Գրան պրի',
    groups: ['Հաղթանակի եղանակ', 'Ռաունդների թիվ', 'Հաղթող'],
    methods: ['KO/TKO', 'Հանձնում', 'Մրցավարների որոշում'],
    titles: ['Նախագահական ընտրություններ', 'Խորհրդարանական ընտրություններ', 'Քաղաքապետի ընտրություններ', 'Սենատի ընտրություններ'],
    fields: ['2 թեկնածու', '3 թեկնածու', '4 թեկնածու', '8 գնդիկ'],
  },
  id: {
    sports: ['MMA', 'Politik', 'Balap kelereng'],
    elections: 'Pemilu',
    marbleLeague: 'Liga Kelereng',
    marbleGrandPrix: 'Grand Prix Kelereng',
    groups: ['Cara menang', 'Total ronde', 'Pemenang'],
    methods: ['KO/TKO', 'Submission', 'Keputusan juri'],
    titles: ['Pemilihan presiden', 'Pemilihan legislatif', 'Pemilihan wali kota', 'Pemilihan senat'],
    fields: ['2 kandidat', '3 kandidat', '4 kandidat', '8 kelereng'],
  },
  ja: {
    sports: ['総合格闘技', '政治', 'ビー玉レース'],
    elections: '選挙',
    marbleLeague: 'ビー玉リーグ',
    marbleGrandPrix: 'ビー玉グランプリ',
    groups: ['決着方法', 'ラウンド数', '勝者'],
    methods: ['KO/TKO', '一本', '判定'],
    titles: ['大統領選挙', '議会選挙', '市長選挙', '上院選挙'],
    fields: ['候補者2人', '候補者3人', '候補者4人', 'ビー玉8個'],
  },
  ka: {
    sports: ['MMA', 'პოლიტიკა', 'ბურთულების რბოლა'],
    elections: 'არჩევნები',
    marbleLeague: 'ბურთულების ლიგა',
    marbleGrandPrix: 'ბურთულების გრან-პრი',
    groups: ['გამარჯვების ხერხი', 'რაუნდების რაოდენობა', 'გამარჯვებული'],
    methods: ['KO/TKO', 'დანებება', 'მსაჯების გადაწყვეტილება'],
    titles: ['საპრეზიდენტო არჩევნები', 'საპარლამენტო არჩევნები', 'მერის არჩევნები', 'სენატის არჩევნები'],
    fields: ['2 კანდიდატი', '3 კანდიდატი', '4 კანდიდატი', '8 ბურთულა'],
  },
  ko: {
    sports: ['종합격투기', '정치', '구슬 레이스'],
    elections: '선거',
    marbleLeague: '구슬 리그',
    marbleGrandPrix: '구슬 그랑프리',
    groups: ['승리 방식', '총 라운드', '우승자'],
    methods: ['KO/TKO', '서브미션', '판정'],
    titles: ['대통령 선거', '총선', '시장 선거', '상원 선거'],
    fields: ['후보 2명', '후보 3명', '후보 4명', '구슬 8개'],
  },
  lt: {
    sports: ['MMA', 'Politika', 'Rutuliukų lenktynės'],
    elections: 'Rinkimai',
    marbleLeague: 'Rutuliukų lyga',
    marbleGrandPrix: 'Rutuliukų Grand Prix',
    groups: ['Pergalės būdas', 'Raundų skaičius', 'Nugalėtojas'],
    methods: ['KO/TKO', 'Pasidavimas', 'Teisėjų sprendimas'],
    titles: ['Prezidento rinkimai', 'Parlamento rinkimai', 'Mero rinkimai', 'Senato rinkimai'],
    fields: ['2 kandidatai', '3 kandidatai', '4 kandidatai', '8 rutuliukai'],
  },
  lv: {
    sports: ['MMA', 'Politika', 'Bumbiņu sacīkstes'],
    elections: 'Vēlēšanas',
    marbleLeague: 'Bumbiņu līga',
    marbleGrandPrix: 'Bumbiņu Grand Prix',
    groups: ['Uzvaras veids', 'Raundu skaits', 'Uzvarētājs'],
    methods: ['KO/TKO', 'Padošanās', 'Tiesnešu lēmums'],
    titles: ['Prezidenta vēlēšanas', 'Parlamenta vēlēšanas', 'Mēra vēlēšanas', 'Senāta vēlēšanas'],
    fields: ['2 kandidāti', '3 kandidāti', '4 kandidāti', '8 bumbiņas'],
  },
  mk: {
    sports: ['ММА', 'Политика', 'Трки со топчиња'],
    elections: 'Избори',
    marbleLeague: 'Лига на топчиња',
    marbleGrandPrix: 'Гран при на топчиња',
    groups: ['Начин на победа', 'Број на рунди', 'Победник'],
    methods: ['КО/ТКО', 'Предавање', 'Одлука на судиите'],
    titles: ['Претседателски избори', 'Парламентарни избори', 'Избори за градоначалник', 'Избори за сенат'],
    fields: ['2 кандидати', '3 кандидати', '4 кандидати', '8 топчиња'],
  },
  ms: {
    sports: ['MMA', 'Politik', 'Lumba guli'],
    elections: 'Pilihan raya',
    marbleLeague: 'Liga Guli',
    marbleGrandPrix: 'Grand Prix Guli',
    groups: ['Cara menang', 'Jumlah pusingan', 'Pemenang'],
    methods: ['KO/TKO', 'Serah kalah', 'Keputusan hakim'],
    titles: ['Pilihan raya presiden', 'Pilihan raya parlimen', 'Pilihan raya datuk bandar', 'Pilihan raya senat'],
    fields: ['2 calon', '3 calon', '4 calon', '8 guli'],
  },
  nl: {
    sports: ['MMA', 'Politiek', 'Knikkerraces'],
    elections: 'Verkiezingen',
    marbleLeague: 'Knikkercompetitie',
    marbleGrandPrix: 'Knikker Grand Prix',
    groups: ['Manier van winnen', 'Aantal ronden', 'Winnaar'],
    methods: ['KO/TKO', 'Submissie', 'Jurybeslissing'],
    titles: ['Presidentsverkiezing', 'Parlementsverkiezing', 'Burgemeestersverkiezing', 'Senaatsverkiezing'],
    fields: ['2 kandidaten', '3 kandidaten', '4 kandidaten', '8 knikkers'],
  },
  no: {
    sports: ['MMA', 'Politikk', 'Klinkeløp'],
    elections: 'Valg',
    marbleLeague: 'Klinkeligaen',
    marbleGrandPrix: 'Klinke-Grand Prix',
    groups: ['Seiersmetode', 'Antall runder', 'Vinner'],
    methods: ['KO/TKO', 'Submission', 'Dommeravgjørelse'],
    titles: ['Presidentvalg', 'Parlamentsvalg', 'Ordførervalg', 'Senatsvalg'],
    fields: ['2 kandidater', '3 kandidater', '4 kandidater', '8 klinkekuler'],
  },
  ro: {
    sports: ['MMA', 'Politică', 'Curse de bile'],
    elections: 'Alegeri',
    marbleLeague: 'Liga bilelor',
    marbleGrandPrix: 'Marele Premiu al bilelor',
    groups: ['Metoda victoriei', 'Total runde', 'Câștigător'],
    methods: ['KO/TKO', 'Submisie', 'Decizia arbitrilor'],
    titles: ['Alegeri prezidențiale', 'Alegeri parlamentare', 'Alegeri pentru primărie', 'Alegeri pentru Senat'],
    fields: ['2 candidați', '3 candidați', '4 candidați', '8 bile'],
  },
  sk: {
    sports: ['MMA', 'Politika', 'Preteky guličiek'],
    elections: 'Voľby',
    marbleLeague: 'Liga guličiek',
    marbleGrandPrix: 'Veľká cena guličiek',
    groups: ['Spôsob víťazstva', 'Počet kôl', 'Víťaz'],
    methods: ['KO/TKO', 'Vzdanie', 'Rozhodnutie rozhodcov'],
    titles: ['Prezidentské voľby', 'Parlamentné voľby', 'Voľba primátora', 'Senátne voľby'],
    fields: ['2 kandidáti', '3 kandidáti', '4 kandidáti', '8 guličiek'],
  },
  sl: {
    sports: ['MMA', 'Politika', 'Dirke frnikol'],
    elections: 'Volitve',
    marbleLeague: 'Liga frnikol',
    marbleGrandPrix: 'Velika nagrada frnikol',
    groups: ['Način zmage', 'Število rund', 'Zmagovalec'],
    methods: ['KO/TKO', 'Predaja', 'Odločitev sodnikov'],
    titles: ['Predsedniške volitve', 'Parlamentarne volitve', 'Županske volitve', 'Volitve v senat'],
    fields: ['2 kandidata', '3 kandidati', '4 kandidati', '8 frnikol'],
  },
  sq: {
    sports: ['MMA', 'Politikë', 'Gara me bile'],
    elections: 'Zgjedhje',
    marbleLeague: 'Liga e bileve',
    marbleGrandPrix: 'Çmimi i Madh i bileve',
    groups: ['Mënyra e fitores', 'Numri i raundeve', 'Fituesi'],
    methods: ['KO/TKO', 'Dorëzim', 'Vendim i gjyqtarëve'],
    titles: ['Zgjedhje presidenciale', 'Zgjedhje parlamentare', 'Zgjedhje për kryetar bashkie', 'Zgjedhje për Senatin'],
    fields: ['2 kandidatë', '3 kandidatë', '4 kandidatë', '8 bile'],
  },
  sv: {
    sports: ['MMA', 'Politik', 'Kulrace'],
    elections: 'Val',
    marbleLeague: 'Kulligan',
    marbleGrandPrix: 'Kul-Grand Prix',
    groups: ['Segermetod', 'Antal ronder', 'Vinnare'],
    methods: ['KO/TKO', 'Submission', 'Domslut'],
    titles: ['Presidentval', 'Parlamentsval', 'Borgmästarval', 'Senatsval'],
    fields: ['2 kandidater', '3 kandidater', '4 kandidater', '8 kulor'],
  },
  th: {
    sports: ['MMA', 'การเมือง', 'แข่งลูกแก้ว'],
    elections: 'การเลือกตั้ง',
    marbleLeague: 'ลีกลูกแก้ว',
    marbleGrandPrix: 'กรังด์ปรีซ์ลูกแก้ว',
    groups: ['วิธีชนะ', 'จำนวนยก', 'ผู้ชนะ'],
    methods: ['KO/TKO', 'ซับมิชชัน', 'คะแนนกรรมการ'],
    titles: ['การเลือกตั้งประธานาธิบดี', 'การเลือกตั้งสมาชิกรัฐสภา', 'การเลือกตั้งนายกเทศมนตรี', 'การเลือกตั้งวุฒิสภา'],
    fields: ['ผู้สมัคร 2 คน', 'ผู้สมัคร 3 คน', 'ผู้สมัคร 4 คน', 'ลูกแก้ว 8 ลูก'],
  },
  ur: {
    sports: ['ایم ایم اے', 'سیاست', 'کنچوں کی دوڑ'],
    elections: 'انتخابات',
    marbleLeague: 'کنچا لیگ',
    marbleGrandPrix: 'کنچا گراں پری',
    groups: ['جیت کا طریقہ', 'کل راؤنڈ', 'فاتح'],
    methods: ['ناک آؤٹ/ٹی کے او', 'سبمیشن', 'ججوں کا فیصلہ'],
    titles: ['صدارتی انتخاب', 'پارلیمانی انتخاب', 'میئر کا انتخاب', 'سینیٹ کا انتخاب'],
    fields: ['2 امیدوار', '3 امیدوار', '4 امیدوار', '8 کنچے'],
  },
  uz: {
    sports: ['MMA', 'Siyosat', 'Sharchalar poygasi'],
    elections: 'Saylovlar',
    marbleLeague: 'Sharchalar ligasi',
    marbleGrandPrix: 'Sharchalar Gran-prisi',
    groups: ['G‘alaba usuli', 'Raundlar soni', 'G‘olib'],
    methods: ['KO/TKO', 'Taslim bo‘lish', 'Hakamlar qarori'],
    titles: ['Prezidentlik saylovi', 'Parlament saylovi', 'Hokim saylovi', 'Senat saylovi'],
    fields: ['2 nomzod', '3 nomzod', '4 nomzod', '8 sharcha'],
  },
  vi: {
    sports: ['MMA', 'Chính trị', 'Đua bi'],
    elections: 'Bầu cử',
    marbleLeague: 'Giải đua bi',
    marbleGrandPrix: 'Grand Prix đua bi',
    groups: ['Cách thắng', 'Tổng số hiệp', 'Người thắng'],
    methods: ['KO/TKO', 'Khóa siết', 'Quyết định của trọng tài'],
    titles: ['Bầu cử tổng thống', 'Bầu cử quốc hội', 'Bầu cử thị trưởng', 'Bầu cử thượng viện'],
    fields: ['2 ứng viên', '3 ứng viên', '4 ứng viên', '8 viên bi'],
  },
  zh: {
    sports: ['综合格斗', '政治', '弹珠赛'],
    elections: '选举',
    marbleLeague: '弹珠联赛',
    marbleGrandPrix: '弹珠大奖赛',
    groups: ['获胜方式', '总回合数', '获胜者'],
    methods: ['KO/TKO', '降服', '判定'],
    titles: ['总统选举', '议会选举', '市长选举', '参议院选举'],
    fields: ['2名候选人', '3名候选人', '4名候选人', '8颗弹珠'],
  },
};

/** The `feed_names` rows of the event sports in every language above, for the championships among `champs` that are theirs. */
export function eventSportNameRows(champs: ReadonlyArray<{ id: number; name: string; countryId: number }>): FeedNameRow[] {
  const rows: FeedNameRow[] = [];
  const ours = champs.filter((champ) => EVENT_CHAMPS.some((event) => event.id === champ.id));
  for (const [lang, names] of Object.entries(EVENT_SPORT_NAMES)) {
    const add = (kind: FeedNameRow['kind'], ref: string | number, name: string) => rows.push({ kind, ref: String(ref), lang, name });
    [MMA_SPORT_ID, POLITICS_SPORT_ID, MARBLE_SPORT_ID].forEach((id, index) => add('sport', id, names.sports[index] ?? ''));
    [MarketGroupId.methodOfVictory, MarketGroupId.totalRounds, MarketGroupId.winner].forEach((id, index) => add('group', id, names.groups[index] ?? ''));
    [1, 2, 3].forEach((method, index) => {
      for (const fighter of [1, 2]) add('selection', `${fighter} ${FIGHT_METHOD_NAMES[method]}`, `${fighter} ${names.methods[index]}`);
    });
    ELECTION_TITLES.forEach((title, index) => add('team', title, names.titles[index] ?? title));
    [2, 3, 4, 8].forEach((count, index) => add('team', FIELD_NAMES[count] ?? '', names.fields[index] ?? ''));
    const countries = FEED_NAMES[lang]?.countries ?? [];
    for (const champ of ours) {
      if (champ.name === 'Marble League') add('champ', champ.id, names.marbleLeague);
      else if (champ.name === 'Marble Grand Prix') add('champ', champ.id, names.marbleGrandPrix);
      else if (champ.name.endsWith('. Elections')) {
        const country = countries[COUNTRY_ORDER.findIndex((id) => id === champ.countryId)];
        if (country !== undefined) add('champ', champ.id, `${country}. ${names.elections}`);
      }
    }
  }
  return rows;
}
