import { MarketGroupId } from '@kickoff/contracts';
import { FIGHT_METHOD_NAMES } from '../feed/feed.model';
import { COUNTRY_ORDER, FEED_NAMES } from '../feed/feed.names.data';
import type { FeedNameRow } from '../feed/feed.names.seed';
import { MORE_EVENT_SPORT_NAMES } from '../feed/names/event-sports';
import { ELECTION_TITLES, EVENT_CHAMPS, FIELD_NAMES, MARBLE_SPORT_ID, MMA_SPORT_ID, POLITICS_SPORT_ID } from './event-sports.seed';

/**
 * The feed's names of the simulator's event sports (issue 16) in the languages the feed names:
 * the sports (MMA, politics, marble racing), the league words of their championships, the market
 * groups of fights and outrights, a fight's methods, the elections' titles and the field sizes
 * (an outright's second name). Fighters, candidates, marbles, tracks and the UFC championships are
 * proper names and stay as the feed gives them. A language without an entry reads them in English.
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
  // the other complete languages (issue 18), in feed/names/event-sports.ts
  ...MORE_EVENT_SPORT_NAMES,
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
