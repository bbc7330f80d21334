import { MORE_FEED_NAMES } from './names';

/**
 * The feed's names in the complete languages (issue 18: "the seed provides them for the complete
 * languages"): sports, countries, the league words of the seeded championships, market groups and
 * the yes/no selections. Esports titles, tournaments named after places (ATP Vienna) and team names
 * are proper names and stay as the feed gives them. Each list follows the order of the `*_ORDER`
 * arrays below.
 */

/** Sport ids, in the order of each language's `sports`. */
export const SPORT_ORDER = [1, 2, 3, 4, 6, 10, 8, 7, 5, 14, 21] as const;
/** Country ids, in the order of each language's `countries`. */
export const COUNTRY_ORDER = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 99] as const;
/** The English league words of the seeded championships ("England. Premier Division", "Dota 2 Masters"). */
export const LEAGUE_ORDER = ['Premier Division', 'Basket League', 'Super League', 'Masters', 'Pro League'] as const;
/** Market group ids (double chance, handicap, total, both teams to score, correct score); 1X2 is the same everywhere. */
export const GROUP_ORDER = [8, 2, 17, 19, 136] as const;
/** Selections named by words. */
export const SELECTION_ORDER = ['Yes', 'No'] as const;

export interface FeedLanguageNames {
  sports: readonly string[];
  countries: readonly string[];
  leagues: readonly string[];
  groups: readonly string[];
  selections: readonly string[];
}

export const FEED_NAMES: Readonly<Record<string, FeedLanguageNames>> = {
  ar: {
    sports: ['كرة القدم', 'هوكي الجليد', 'كرة السلة', 'التنس', 'الكرة الطائرة', 'تنس الطاولة', 'كرة اليد', 'الرغبي', 'البيسبول', 'كرة الصالات', 'السهام'],
    countries: ['إنجلترا', 'إسبانيا', 'ألمانيا', 'إيطاليا', 'فرنسا', 'الولايات المتحدة', 'البرازيل', 'البرتغال', 'هولندا', 'السويد', 'اليابان', 'الأرجنتين', 'بولندا', 'دولي'],
    leagues: ['الدرجة الممتازة', 'دوري السلة', 'الدوري الممتاز', 'ماسترز', 'دوري المحترفين'],
    groups: ['فرصة مزدوجة', 'هانديكاب', 'المجموع', 'كلا الفريقين يسجّل', 'النتيجة الصحيحة'],
    selections: ['نعم', 'لا'],
  },
  fa: {
    sports: ['فوتبال', 'هاکی روی یخ', 'بسکتبال', 'تنیس', 'والیبال', 'تنیس روی میز', 'هندبال', 'راگبی', 'بیسبال', 'فوتسال', 'دارت'],
    countries: ['انگلستان', 'اسپانیا', 'آلمان', 'ایتالیا', 'فرانسه', 'آمریکا', 'برزیل', 'پرتغال', 'هلند', 'سوئد', 'ژاپن', 'آرژانتین', 'لهستان', 'بین‌المللی'],
    leagues: ['دسته برتر', 'لیگ بسکتبال', 'سوپر لیگ', 'مسترز', 'لیگ حرفه‌ای'],
    groups: ['شانس دوگانه', 'هندیکپ', 'مجموع', 'هر دو تیم گل می‌زنند', 'نتیجه دقیق'],
    selections: ['بله', 'خیر'],
  },
  pl: {
    sports: ['Piłka nożna', 'Hokej na lodzie', 'Koszykówka', 'Tenis', 'Siatkówka', 'Tenis stołowy', 'Piłka ręczna', 'Rugby', 'Baseball', 'Futsal', 'Rzutki'],
    countries: ['Anglia', 'Hiszpania', 'Niemcy', 'Włochy', 'Francja', 'USA', 'Brazylia', 'Portugalia', 'Holandia', 'Szwecja', 'Japonia', 'Argentyna', 'Polska', 'Międzynarodowe'],
    leagues: ['Ekstraklasa', 'Liga koszykówki', 'Superliga', 'Masters', 'Liga zawodowa'],
    groups: ['Podwójna szansa', 'Handicap', 'Suma', 'Obie drużyny strzelą', 'Dokładny wynik'],
    selections: ['Tak', 'Nie'],
  },
  ru: {
    sports: ['Футбол', 'Хоккей', 'Баскетбол', 'Теннис', 'Волейбол', 'Настольный теннис', 'Гандбол', 'Регби', 'Бейсбол', 'Футзал', 'Дартс'],
    countries: ['Англия', 'Испания', 'Германия', 'Италия', 'Франция', 'США', 'Бразилия', 'Португалия', 'Нидерланды', 'Швеция', 'Япония', 'Аргентина', 'Польша', 'Международные'],
    leagues: ['Премьер-дивизион', 'Баскетбольная лига', 'Суперлига', 'Мастерс', 'Профессиональная лига'],
    groups: ['Двойной шанс', 'Фора', 'Тотал', 'Обе забьют', 'Точный счёт'],
    selections: ['Да', 'Нет'],
  },
  uk: {
    sports: ['Футбол', 'Хокей', 'Баскетбол', 'Теніс', 'Волейбол', 'Настільний теніс', 'Гандбол', 'Регбі', 'Бейсбол', 'Футзал', 'Дартс'],
    countries: ['Англія', 'Іспанія', 'Німеччина', 'Італія', 'Франція', 'США', 'Бразилія', 'Португалія', 'Нідерланди', 'Швеція', 'Японія', 'Аргентина', 'Польща', 'Міжнародні'],
    leagues: ['Прем’єр-дивізіон', 'Баскетбольна ліга', 'Суперліга', 'Мастерс', 'Професійна ліга'],
    groups: ['Подвійний шанс', 'Фора', 'Тотал', 'Обидві заб’ють', 'Точний рахунок'],
    selections: ['Так', 'Ні'],
  },
  de: {
    sports: ['Fußball', 'Eishockey', 'Basketball', 'Tennis', 'Volleyball', 'Tischtennis', 'Handball', 'Rugby', 'Baseball', 'Futsal', 'Darts'],
    countries: ['England', 'Spanien', 'Deutschland', 'Italien', 'Frankreich', 'USA', 'Brasilien', 'Portugal', 'Niederlande', 'Schweden', 'Japan', 'Argentinien', 'Polen', 'International'],
    leagues: ['Premier Division', 'Basketball-Liga', 'Superliga', 'Masters', 'Pro-Liga'],
    groups: ['Doppelte Chance', 'Handicap', 'Über/Unter', 'Beide Teams treffen', 'Genaues Ergebnis'],
    selections: ['Ja', 'Nein'],
  },
  es: {
    sports: ['Fútbol', 'Hockey sobre hielo', 'Baloncesto', 'Tenis', 'Voleibol', 'Tenis de mesa', 'Balonmano', 'Rugby', 'Béisbol', 'Fútbol sala', 'Dardos'],
    countries: ['Inglaterra', 'España', 'Alemania', 'Italia', 'Francia', 'EE. UU.', 'Brasil', 'Portugal', 'Países Bajos', 'Suecia', 'Japón', 'Argentina', 'Polonia', 'Internacional'],
    leagues: ['Primera División', 'Liga de Baloncesto', 'Superliga', 'Masters', 'Liga Profesional'],
    groups: ['Doble oportunidad', 'Hándicap', 'Total', 'Ambos equipos marcan', 'Resultado exacto'],
    selections: ['Sí', 'No'],
  },
  pt: {
    sports: ['Futebol', 'Hóquei no gelo', 'Basquetebol', 'Ténis', 'Voleibol', 'Ténis de mesa', 'Andebol', 'Râguebi', 'Basebol', 'Futsal', 'Dardos'],
    countries: ['Inglaterra', 'Espanha', 'Alemanha', 'Itália', 'França', 'EUA', 'Brasil', 'Portugal', 'Países Baixos', 'Suécia', 'Japão', 'Argentina', 'Polónia', 'Internacional'],
    leagues: ['Primeira Divisão', 'Liga de Basquetebol', 'Superliga', 'Masters', 'Liga Profissional'],
    groups: ['Dupla hipótese', 'Handicap', 'Total', 'Ambas as equipas marcam', 'Resultado exato'],
    selections: ['Sim', 'Não'],
  },
  tr: {
    sports: ['Futbol', 'Buz hokeyi', 'Basketbol', 'Tenis', 'Voleybol', 'Masa tenisi', 'Hentbol', 'Ragbi', 'Beyzbol', 'Futsal', 'Dart'],
    countries: ['İngiltere', 'İspanya', 'Almanya', 'İtalya', 'Fransa', 'ABD', 'Brezilya', 'Portekiz', 'Hollanda', 'İsveç', 'Japonya', 'Arjantin', 'Polonya', 'Uluslararası'],
    leagues: ['Premier Lig', 'Basketbol Ligi', 'Süper Lig', 'Masters', 'Pro Lig'],
    groups: ['Çifte şans', 'Handikap', 'Toplam', 'Karşılıklı gol', 'Doğru skor'],
    selections: ['Evet', 'Hayır'],
  },
  kk: {
    sports: ['Футбол', 'Хоккей', 'Баскетбол', 'Теннис', 'Волейбол', 'Үстел теннисі', 'Гандбол', 'Регби', 'Бейсбол', 'Футзал', 'Дартс'],
    countries: ['Англия', 'Испания', 'Германия', 'Италия', 'Франция', 'АҚШ', 'Бразилия', 'Португалия', 'Нидерланд', 'Швеция', 'Жапония', 'Аргентина', 'Польша', 'Халықаралық'],
    leagues: ['Премьер-дивизион', 'Баскетбол лигасы', 'Суперлига', 'Мастерс', 'Кәсіби лига'],
    groups: ['Қос мүмкіндік', 'Фора', 'Тотал', 'Екі команда да гол соғады', 'Нақты есеп'],
    selections: ['Иә', 'Жоқ'],
  },
  az: {
    sports: ['Futbol', 'Buz hokkeyi', 'Basketbol', 'Tennis', 'Voleybol', 'Stolüstü tennis', 'Həndbol', 'Reqbi', 'Beysbol', 'Futzal', 'Dart'],
    countries: ['İngiltərə', 'İspaniya', 'Almaniya', 'İtaliya', 'Fransa', 'ABŞ', 'Braziliya', 'Portuqaliya', 'Niderland', 'İsveç', 'Yaponiya', 'Argentina', 'Polşa', 'Beynəlxalq'],
    leagues: ['Premyer divizion', 'Basketbol liqası', 'Superliqa', 'Masters', 'Peşəkar liqa'],
    groups: ['İkili şans', 'Fora', 'Total', 'Hər iki komanda qol vuracaq', 'Dəqiq hesab'],
    selections: ['Bəli', 'Xeyr'],
  },
  // the other complete languages, one file each under names/
  ...MORE_FEED_NAMES,
};
