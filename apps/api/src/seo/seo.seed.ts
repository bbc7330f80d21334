import type { Queryable } from '../db/database';
import { GAME_TEMPLATE_PATH } from './seo.rules';
import { MORE_SEO_SEED } from './texts';

/** One seeded page: its title, description and breadcrumb name, and the SEO block's text (paragraphs split by a blank line). */
type SeedText = readonly [title: string, description: string, breadcrumb: string, content?: string];

/** The seeded pages of one language, by path. */
export type SeoSeedTexts = Readonly<Record<string, SeedText>>;

/**
 * The demo SEO data of the public pages in every complete language (the first nine here, the
 * others one file each under texts/); other languages take the English row (the stated fallback). Game pages use the `:game` templates ({team1}, {team2},
 * {champ}, {sport}).
 */
export const SEO_SEED: Readonly<Record<string, SeoSeedTexts>> = {
  en: {
    '': ['Kickoff — sports betting, live odds and casino', 'Bet on football, tennis, basketball and more before the match and live, play casino games and take part in promotions at Kickoff.', 'Home', 'Kickoff is a sportsbook with pre-match and live odds on football, tennis, basketball, ice hockey and esports, with singles, accumulators and system bets.\n\nThe casino offers slots and live tables. Play responsibly: set deposit, loss and session limits in your account.'],
    live: ['Live betting — in-play odds | Kickoff', 'Live betting on the games being played now: odds that move with the score, live scores and quick bets.', 'Live', 'Live betting follows the game: odds change with every goal, point and set, and markets pause while the score changes.'],
    line: ['Pre-match betting — odds on upcoming games | Kickoff', 'Odds on the games of the coming days: results, totals, handicaps and exact scores across every sport.', 'Pre-match', 'Pre-match odds cover the results, totals, handicaps and exact scores of the coming games; add them to the coupon as singles, accumulators or systems.'],
    slots: ['Slots — casino games | Kickoff', 'Slots from many providers: classic reels, video slots and jackpots, with a demo mode for every game.', 'Slots'],
    'live-casino': ['Live casino — roulette, blackjack and more | Kickoff', 'Live dealer tables: roulette, blackjack, baccarat and game shows.', 'Live casino'],
    promotions: ['Promotions and bonuses | Kickoff', 'Current promotions, bonuses and offers for sports betting and the casino.', 'Promotions'],
    results: ['Results — scores of finished games | Kickoff', 'Final scores and results of finished games by sport and league.', 'Results'],
    [GAME_TEMPLATE_PATH]: ['{team1} — {team2}: odds and bets, {champ} | Kickoff', 'Bet on {team1} — {team2} ({sport}, {champ}): result, totals, handicaps and more, before the match and live.', '{team1} — {team2}'],
  },
  ru: {
    '': ['Kickoff — ставки на спорт, лайв и казино', 'Ставки на футбол, теннис, баскетбол и другие виды спорта до матча и в лайве, игры казино и акции в Kickoff.', 'Главная', 'Kickoff — букмекерская контора с коэффициентами до матча и в лайве на футбол, теннис, баскетбол, хоккей и киберспорт: ординары, экспрессы и системы.\n\nВ казино — слоты и живые столы. Играйте ответственно: установите лимиты депозитов, проигрышей и сессий в личном кабинете.'],
    live: ['Ставки в лайве — коэффициенты по ходу игры | Kickoff', 'Ставки на матчи, которые идут сейчас: коэффициенты меняются вместе со счётом, результаты в реальном времени.', 'Лайв', 'Ставки в лайве следуют за игрой: коэффициенты меняются после каждого гола, очка и сета, а рынки приостанавливаются, пока меняется счёт.'],
    line: ['Ставки до матча — линия на ближайшие игры | Kickoff', 'Коэффициенты на игры ближайших дней: исходы, тоталы, форы и точный счёт по всем видам спорта.', 'Линия', 'Линия охватывает исходы, тоталы, форы и точный счёт ближайших игр; добавляйте их в купон ординаром, экспрессом или системой.'],
    slots: ['Слоты — игры казино | Kickoff', 'Слоты разных провайдеров: классические барабаны, видеослоты и джекпоты, демо-режим в каждой игре.', 'Слоты'],
    'live-casino': ['Живое казино — рулетка, блэкджек и другое | Kickoff', 'Столы с живыми дилерами: рулетка, блэкджек, баккара и игровые шоу.', 'Живое казино'],
    promotions: ['Акции и бонусы | Kickoff', 'Текущие акции, бонусы и предложения для ставок на спорт и казино.', 'Акции'],
    results: ['Результаты завершённых матчей | Kickoff', 'Итоговый счёт и результаты завершённых игр по видам спорта и лигам.', 'Результаты'],
    [GAME_TEMPLATE_PATH]: ['{team1} — {team2}: коэффициенты и ставки, {champ} | Kickoff', 'Ставки на матч {team1} — {team2} ({sport}, {champ}): исход, тоталы, форы и другое — до матча и в лайве.', '{team1} — {team2}'],
  },
  de: {
    '': ['Kickoff — Sportwetten, Live-Quoten und Casino', 'Wetten auf Fußball, Tennis, Basketball und mehr vor dem Spiel und live, Casinospiele und Aktionen bei Kickoff.', 'Startseite', 'Kickoff ist ein Wettanbieter mit Quoten vor dem Spiel und live auf Fußball, Tennis, Basketball, Eishockey und E-Sport – mit Einzel-, Kombi- und Systemwetten.\n\nIm Casino gibt es Slots und Live-Tische. Spielen Sie verantwortungsvoll: Legen Sie im Konto Einzahlungs-, Verlust- und Sitzungslimits fest.'],
    live: ['Live-Wetten — Quoten während des Spiels | Kickoff', 'Live-Wetten auf laufende Spiele: Quoten, die sich mit dem Spielstand ändern, Live-Ergebnisse und schnelle Wetten.', 'Live', 'Live-Wetten folgen dem Spiel: Die Quoten ändern sich mit jedem Tor, Punkt und Satz, und Märkte pausieren, während sich der Spielstand ändert.'],
    line: ['Wetten vor dem Spiel — Quoten auf kommende Spiele | Kickoff', 'Quoten auf die Spiele der nächsten Tage: Ergebnis, Über/Unter, Handicaps und genaue Ergebnisse in jeder Sportart.', 'Vor dem Spiel', 'Die Quoten vor dem Spiel umfassen Ergebnis, Über/Unter, Handicaps und genaue Ergebnisse der kommenden Spiele; setzen Sie sie als Einzel-, Kombi- oder Systemwette.'],
    slots: ['Slots — Casinospiele | Kickoff', 'Slots vieler Anbieter: klassische Walzen, Video-Slots und Jackpots, jedes Spiel auch im Demo-Modus.', 'Slots'],
    'live-casino': ['Live-Casino — Roulette, Blackjack und mehr | Kickoff', 'Tische mit Live-Dealern: Roulette, Blackjack, Baccarat und Spielshows.', 'Live-Casino'],
    promotions: ['Aktionen und Boni | Kickoff', 'Aktuelle Aktionen, Boni und Angebote für Sportwetten und das Casino.', 'Aktionen'],
    results: ['Ergebnisse beendeter Spiele | Kickoff', 'Endstände und Ergebnisse beendeter Spiele nach Sportart und Liga.', 'Ergebnisse'],
    [GAME_TEMPLATE_PATH]: ['{team1} — {team2}: Quoten und Wetten, {champ} | Kickoff', 'Wetten auf {team1} — {team2} ({sport}, {champ}): Ergebnis, Über/Unter, Handicaps und mehr, vor dem Spiel und live.', '{team1} — {team2}'],
  },
  es: {
    '': ['Kickoff — apuestas deportivas, cuotas en vivo y casino', 'Apuesta al fútbol, tenis, baloncesto y más antes del partido y en vivo, juega en el casino y participa en promociones en Kickoff.', 'Inicio', 'Kickoff es una casa de apuestas con cuotas antes del partido y en vivo en fútbol, tenis, baloncesto, hockey sobre hielo y esports, con apuestas simples, combinadas y de sistema.\n\nEl casino ofrece tragamonedas y mesas en vivo. Juega con responsabilidad: fija límites de depósito, pérdidas y sesión en tu cuenta.'],
    live: ['Apuestas en vivo — cuotas durante el partido | Kickoff', 'Apuestas en los partidos que se juegan ahora: cuotas que cambian con el marcador, resultados en directo y apuestas rápidas.', 'En vivo', 'Las apuestas en vivo siguen el partido: las cuotas cambian con cada gol, punto y set, y los mercados se pausan mientras cambia el marcador.'],
    line: ['Apuestas previas — cuotas de los próximos partidos | Kickoff', 'Cuotas de los partidos de los próximos días: resultado, totales, hándicaps y marcador exacto en todos los deportes.', 'Previas', 'Las cuotas previas cubren resultado, totales, hándicaps y marcador exacto de los próximos partidos; añádelas al cupón como simples, combinadas o sistemas.'],
    slots: ['Tragamonedas — juegos de casino | Kickoff', 'Tragamonedas de muchos proveedores: rodillos clásicos, video slots y botes, con modo demo en cada juego.', 'Tragamonedas'],
    'live-casino': ['Casino en vivo — ruleta, blackjack y más | Kickoff', 'Mesas con crupier en vivo: ruleta, blackjack, baccarat y concursos.', 'Casino en vivo'],
    promotions: ['Promociones y bonos | Kickoff', 'Promociones, bonos y ofertas actuales para apuestas deportivas y el casino.', 'Promociones'],
    results: ['Resultados de partidos terminados | Kickoff', 'Marcadores finales y resultados de los partidos terminados por deporte y liga.', 'Resultados'],
    [GAME_TEMPLATE_PATH]: ['{team1} — {team2}: cuotas y apuestas, {champ} | Kickoff', 'Apuesta a {team1} — {team2} ({sport}, {champ}): resultado, totales, hándicaps y más, antes del partido y en vivo.', '{team1} — {team2}'],
  },
  pt: {
    '': ['Kickoff — apostas desportivas, odds ao vivo e casino', 'Aposte em futebol, ténis, basquetebol e mais antes do jogo e ao vivo, jogue no casino e participe em promoções na Kickoff.', 'Início', 'A Kickoff é uma casa de apostas com odds antes do jogo e ao vivo em futebol, ténis, basquetebol, hóquei no gelo e esports, com apostas simples, múltiplas e de sistema.\n\nO casino oferece slots e mesas ao vivo. Jogue com responsabilidade: defina limites de depósito, perdas e sessão na sua conta.'],
    live: ['Apostas ao vivo — odds durante o jogo | Kickoff', 'Apostas nos jogos que decorrem agora: odds que mudam com o resultado, resultados ao vivo e apostas rápidas.', 'Ao vivo', 'As apostas ao vivo acompanham o jogo: as odds mudam a cada golo, ponto e set, e os mercados param enquanto o resultado muda.'],
    line: ['Apostas pré-jogo — odds dos próximos jogos | Kickoff', 'Odds dos jogos dos próximos dias: resultado, totais, handicaps e resultado exato em todos os desportos.', 'Pré-jogo', 'As odds pré-jogo cobrem resultado, totais, handicaps e resultado exato dos próximos jogos; adicione-as ao boletim como simples, múltiplas ou sistemas.'],
    slots: ['Slots — jogos de casino | Kickoff', 'Slots de muitos fornecedores: rolos clássicos, video slots e jackpots, com modo demo em cada jogo.', 'Slots'],
    'live-casino': ['Casino ao vivo — roleta, blackjack e mais | Kickoff', 'Mesas com dealers ao vivo: roleta, blackjack, bacará e game shows.', 'Casino ao vivo'],
    promotions: ['Promoções e bónus | Kickoff', 'Promoções, bónus e ofertas atuais para apostas desportivas e casino.', 'Promoções'],
    results: ['Resultados de jogos terminados | Kickoff', 'Resultados finais dos jogos terminados por desporto e liga.', 'Resultados'],
    [GAME_TEMPLATE_PATH]: ['{team1} — {team2}: odds e apostas, {champ} | Kickoff', 'Aposte em {team1} — {team2} ({sport}, {champ}): resultado, totais, handicaps e mais, antes do jogo e ao vivo.', '{team1} — {team2}'],
  },
  tr: {
    '': ['Kickoff — spor bahisleri, canlı oranlar ve casino', 'Futbol, tenis, basketbol ve daha fazlasına maç öncesi ve canlı bahis yapın, casino oyunları oynayın ve Kickoff promosyonlarına katılın.', 'Ana sayfa', 'Kickoff; futbol, tenis, basketbol, buz hokeyi ve e-spor için maç öncesi ve canlı oranlar sunan bir bahis sitesidir: tekli, kombine ve sistem bahisleri.\n\nCasinoda slotlar ve canlı masalar var. Sorumlu oynayın: hesabınızda para yatırma, kayıp ve oturum limitleri belirleyin.'],
    live: ['Canlı bahis — maç içi oranlar | Kickoff', 'Şu anda oynanan maçlara bahis: skorla değişen oranlar, canlı skorlar ve hızlı bahisler.', 'Canlı', 'Canlı bahis maçı takip eder: oranlar her gol, sayı ve setle değişir, skor değişirken marketler durur.'],
    line: ['Maç öncesi bahis — yaklaşan maçların oranları | Kickoff', 'Önümüzdeki günlerin maçları için oranlar: sonuç, toplam, handikap ve kesin skor, tüm sporlarda.', 'Maç öncesi', 'Maç öncesi oranlar yaklaşan maçların sonuç, toplam, handikap ve kesin skorlarını kapsar; kupona tekli, kombine veya sistem olarak ekleyin.'],
    slots: ['Slotlar — casino oyunları | Kickoff', 'Birçok sağlayıcıdan slotlar: klasik makaralar, video slotlar ve jackpotlar, her oyunda demo modu.', 'Slotlar'],
    'live-casino': ['Canlı casino — rulet, blackjack ve daha fazlası | Kickoff', 'Canlı krupiyeli masalar: rulet, blackjack, bakara ve oyun şovları.', 'Canlı casino'],
    promotions: ['Promosyonlar ve bonuslar | Kickoff', 'Spor bahisleri ve casino için güncel promosyonlar, bonuslar ve teklifler.', 'Promosyonlar'],
    results: ['Biten maçların sonuçları | Kickoff', 'Spor dalı ve lige göre biten maçların final skorları ve sonuçları.', 'Sonuçlar'],
    [GAME_TEMPLATE_PATH]: ['{team1} — {team2}: oranlar ve bahisler, {champ} | Kickoff', '{team1} — {team2} ({sport}, {champ}) maçına bahis: sonuç, toplam, handikap ve daha fazlası, maç öncesi ve canlı.', '{team1} — {team2}'],
  },
  uk: {
    '': ['Kickoff — ставки на спорт, лайв і казино', 'Ставки на футбол, теніс, баскетбол та інші види спорту до матчу й у лайві, ігри казино та акції в Kickoff.', 'Головна', 'Kickoff — букмекерська контора з коефіцієнтами до матчу й у лайві на футбол, теніс, баскетбол, хокей і кіберспорт: ординари, експреси та системи.\n\nУ казино — слоти й живі столи. Грайте відповідально: встановіть ліміти депозитів, програшів і сесій в особистому кабінеті.'],
    live: ['Ставки в лайві — коефіцієнти під час гри | Kickoff', 'Ставки на матчі, що тривають зараз: коефіцієнти змінюються разом із рахунком, результати в реальному часі.', 'Лайв', 'Ставки в лайві стежать за грою: коефіцієнти змінюються після кожного голу, очка й сету, а ринки призупиняються, поки змінюється рахунок.'],
    line: ['Ставки до матчу — лінія на найближчі ігри | Kickoff', 'Коефіцієнти на ігри найближчих днів: результати, тотали, фори й точний рахунок з усіх видів спорту.', 'Лінія', 'Лінія охоплює результати, тотали, фори й точний рахунок найближчих ігор; додавайте їх до купона ординаром, експресом або системою.'],
    slots: ['Слоти — ігри казино | Kickoff', 'Слоти різних провайдерів: класичні барабани, відеослоти й джекпоти, демо-режим у кожній грі.', 'Слоти'],
    'live-casino': ['Живе казино — рулетка, блекджек та інше | Kickoff', 'Столи з живими дилерами: рулетка, блекджек, баккара та ігрові шоу.', 'Живе казино'],
    promotions: ['Акції та бонуси | Kickoff', 'Поточні акції, бонуси й пропозиції для ставок на спорт і казино.', 'Акції'],
    results: ['Результати завершених матчів | Kickoff', 'Підсумковий рахунок і результати завершених ігор за видами спорту та лігами.', 'Результати'],
    [GAME_TEMPLATE_PATH]: ['{team1} — {team2}: коефіцієнти та ставки, {champ} | Kickoff', 'Ставки на матч {team1} — {team2} ({sport}, {champ}): результат, тотали, фори та інше — до матчу й у лайві.', '{team1} — {team2}'],
  },
  kk: {
    '': ['Kickoff — спортқа бәс тігу, лайв және казино', 'Футбол, теннис, баскетбол және басқа спорт түрлеріне матчқа дейін және лайвта бәс тігіңіз, казино ойындары мен Kickoff акциялары.', 'Басты бет', 'Kickoff — футбол, теннис, баскетбол, хоккей және киберспортқа матчқа дейінгі және лайв коэффициенттері бар букмекерлік кеңсе: ординарлар, экспрестер және жүйелер.\n\nКазинода слоттар мен тірі үстелдер бар. Жауапкершілікпен ойнаңыз: жеке кабинетте депозит, ұтылыс және сессия лимиттерін орнатыңыз.'],
    live: ['Лайвта бәс тігу — ойын барысындағы коэффициенттер | Kickoff', 'Қазір жүріп жатқан матчтарға бәс: есеппен бірге өзгеретін коэффициенттер, нақты уақыттағы нәтижелер.', 'Лайв', 'Лайв бәстері ойынды қадағалайды: коэффициенттер әр гол, ұпай және сеттен кейін өзгереді, есеп өзгергенде нарықтар тоқтатылады.'],
    line: ['Матчқа дейінгі бәс — жақын ойындардың желісі | Kickoff', 'Жақын күндердегі ойындарға коэффициенттер: нәтиже, тоталдар, фора және нақты есеп, барлық спорт түрлері бойынша.', 'Желі', 'Желі жақын ойындардың нәтижелерін, тоталдарын, фораларын және нақты есебін қамтиды; оларды купонға ординар, экспресс немесе жүйе ретінде қосыңыз.'],
    slots: ['Слоттар — казино ойындары | Kickoff', 'Түрлі провайдерлердің слоттары: классикалық барабандар, бейнеслоттар мен джекпоттар, әр ойында демо режимі.', 'Слоттар'],
    'live-casino': ['Тірі казино — рулетка, блэкджек және басқалар | Kickoff', 'Тірі дилерлері бар үстелдер: рулетка, блэкджек, баккара және ойын шоулары.', 'Тірі казино'],
    promotions: ['Акциялар мен бонустар | Kickoff', 'Спортқа бәс тігу мен казиноға арналған ағымдағы акциялар, бонустар және ұсыныстар.', 'Акциялар'],
    results: ['Аяқталған матчтардың нәтижелері | Kickoff', 'Спорт түрлері мен лигалар бойынша аяқталған ойындардың қорытынды есебі мен нәтижелері.', 'Нәтижелер'],
    [GAME_TEMPLATE_PATH]: ['{team1} — {team2}: коэффициенттер мен бәстер, {champ} | Kickoff', '{team1} — {team2} матчына бәс ({sport}, {champ}): нәтиже, тоталдар, фора және басқалар — матчқа дейін және лайвта.', '{team1} — {team2}'],
  },
  az: {
    '': ['Kickoff — idman mərcləri, canlı əmsallar və kazino', 'Futbol, tennis, basketbol və digər idman növlərinə oyundan əvvəl və canlı mərc edin, kazino oyunları oynayın və Kickoff aksiyalarında iştirak edin.', 'Ana səhifə', 'Kickoff futbol, tennis, basketbol, xokkey və kiberidman üzrə oyundan əvvəl və canlı əmsallar təqdim edən bukmeker kontorudur: tək, ekspress və sistem mərcləri.\n\nKazinoda slotlar və canlı masalar var. Məsuliyyətlə oynayın: hesabınızda depozit, itki və sessiya limitləri təyin edin.'],
    live: ['Canlı mərclər — oyun zamanı əmsallar | Kickoff', 'İndi oynanan oyunlara mərclər: hesabla birlikdə dəyişən əmsallar, canlı nəticələr və sürətli mərclər.', 'Canlı', 'Canlı mərclər oyunu izləyir: əmsallar hər qol, xal və setdən sonra dəyişir, hesab dəyişərkən bazarlar dayandırılır.'],
    line: ['Oyundan əvvəl mərclər — yaxın oyunların əmsalları | Kickoff', 'Yaxın günlərin oyunlarına əmsallar: nəticə, totallar, handikaplar və dəqiq hesab, bütün idman növlərində.', 'Xətt', 'Oyundan əvvəlki əmsallar yaxın oyunların nəticə, total, handikap və dəqiq hesabını əhatə edir; onları kupona tək, ekspress və ya sistem kimi əlavə edin.'],
    slots: ['Slotlar — kazino oyunları | Kickoff', 'Bir çox provayderdən slotlar: klassik barabanlar, video slotlar və cekpotlar, hər oyunda demo rejimi.', 'Slotlar'],
    'live-casino': ['Canlı kazino — rulet, blekcek və daha çox | Kickoff', 'Canlı dilerli masalar: rulet, blekcek, bakkara və oyun şouları.', 'Canlı kazino'],
    promotions: ['Aksiyalar və bonuslar | Kickoff', 'İdman mərcləri və kazino üçün cari aksiyalar, bonuslar və təkliflər.', 'Aksiyalar'],
    results: ['Bitmiş oyunların nəticələri | Kickoff', 'İdman növü və liqa üzrə bitmiş oyunların yekun hesabları və nəticələri.', 'Nəticələr'],
    [GAME_TEMPLATE_PATH]: ['{team1} — {team2}: əmsallar və mərclər, {champ} | Kickoff', '{team1} — {team2} ({sport}, {champ}) oyununa mərc: nəticə, totallar, handikaplar və daha çox, oyundan əvvəl və canlı.', '{team1} — {team2}'],
  },
  ...MORE_SEO_SEED,
};

/** Inserts the demo SEO rows; keeps whatever an operator already changed. */
export async function seedSeo(db: Queryable): Promise<void> {
  const values: unknown[] = [];
  const rows: string[] = [];
  for (const [lang, pages] of Object.entries(SEO_SEED)) {
    for (const [path, [title, description, breadcrumb, content = '']] of Object.entries(pages)) {
      const at = values.length;
      rows.push(`($${at + 1}, $${at + 2}, $${at + 3}, $${at + 4}, $${at + 5}, $${at + 6})`);
      values.push(path, lang, title, description, breadcrumb, content);
    }
  }
  await db.query(`insert into seo_pages (path, lang, title, description, breadcrumb, content) values ${rows.join(', ')} on conflict (path, lang) do nothing`, values);
}
