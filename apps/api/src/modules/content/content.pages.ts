/**
 * The demo CMS: content pages served as remote views for the sections the web app has no page of
 * its own for (document 000 §1-§2: information, toto, lotto, blog, news, points, promo, results,
 * cyber and the others). English and Russian for every page, German for the most visited ones;
 * a page missing in a language is served in English.
 */
export interface SeedPage {
  path: string;
  texts: Partial<Record<string, { title: string; body: string }>> & { en: { title: string; body: string }; ru: { title: string; body: string } };
}

const page = (path: string, en: [string, string], ru: [string, string], more: Record<string, [string, string]> = {}): SeedPage => ({
  path,
  texts: {
    en: { title: en[0], body: en[1] },
    ru: { title: ru[0], body: ru[1] },
    ...Object.fromEntries(Object.entries(more).map(([lang, [title, body]]) => [lang, { title, body }])),
  },
});

const INFO_LINKS_EN = [
  ['about', 'About us'],
  ['contacts', 'Contacts'],
  ['howbet', 'How to place a bet'],
  ['rules/1', 'Betting rules'],
  ['payment', 'Deposits and withdrawals'],
  ['responsiblegaming', 'Responsible gaming'],
  ['cookies', 'Cookie policy'],
  ['licenses', 'Licences'],
  ['taxation', 'Taxation'],
  ['kycpolicy', 'KYC policy'],
  ['amlpolicy', 'AML policy'],
  ['disputeresolution', 'Dispute resolution'],
  ['betting-calculator', 'Betting calculator'],
] as const;
const INFO_LINKS_RU = ['О компании', 'Контакты', 'Как сделать ставку', 'Правила ставок', 'Пополнение и вывод', 'Ответственная игра', 'Политика cookie', 'Лицензии', 'Налоги', 'Политика KYC', 'Политика AML', 'Разрешение споров', 'Калькулятор ставок'];

const infoIndex = (lang: 'en' | 'ru'): string =>
  `<ul class="cms-links">${INFO_LINKS_EN.map(([slug, title], index) => `<li><a href="/${lang}/information/${slug}">${lang === 'en' ? title : INFO_LINKS_RU[index]}</a></li>`).join('')}</ul>`;

export const SEED_PAGES: readonly SeedPage[] = [
  page(
    'information',
    ['Information', `<p>Everything about playing with Kickoff: who we are, how betting works, how to pay in and out, and how to keep gambling safe.</p>${infoIndex('en')}`],
    ['Информация', `<p>Всё об игре в Kickoff: кто мы, как устроены ставки, как пополнить счёт и вывести деньги и как играть безопасно.</p>${infoIndex('ru')}`],
  ),
  page(
    'information/about',
    ['About us', '<p>Kickoff is a sportsbook and casino for players who like clear odds and fast settlement. We offer pre-match (Line) and in-play (Live) betting on more than 30 sports, a casino with slots and live dealers, and promotions with transparent terms.</p><p>Our principles: every bet is settled by published rules, every payout is made to the account it came from, and every player can set limits on deposits, losses and playing time.</p>'],
    ['О компании', '<p>Kickoff — букмекерская контора и казино для тех, кто ценит понятные коэффициенты и быстрый расчёт. Мы принимаем ставки до начала матча (Линия) и по ходу игры (Live) более чем на 30 видов спорта, предлагаем слоты, live-казино и акции с прозрачными условиями.</p><p>Наши принципы: каждая ставка рассчитывается по опубликованным правилам, выплата идёт на тот же счёт, с которого пришли деньги, и каждый игрок может ограничить депозиты, проигрыши и время игры.</p>'],
    { de: ['Über uns', '<p>Kickoff ist ein Sportwetten- und Casino-Anbieter für Spieler, die klare Quoten und schnelle Abrechnung schätzen. Wir bieten Wetten vor dem Spiel (Line) und während des Spiels (Live) auf über 30 Sportarten, Slots und Live-Casino sowie Aktionen mit transparenten Bedingungen.</p><p>Jede Wette wird nach veröffentlichten Regeln abgerechnet, jede Auszahlung geht auf das Konto, von dem eingezahlt wurde, und jeder Spieler kann Einzahlungs-, Verlust- und Zeitlimits setzen.</p>'] },
  ),
  page(
    'information/contacts',
    ['Contacts', '<p>Our support team answers around the clock.</p><ul><li>E-mail: <a href="mailto:support@kickoff.example">support@kickoff.example</a> (answer within 24 hours)</li><li>Live chat: the support button at the bottom right of every page</li><li>Account questions: write from the e-mail address of your account and give your account number</li></ul><p>For complaints see <a href="/en/information/disputeresolution">Dispute resolution</a>.</p>'],
    ['Контакты', '<p>Служба поддержки работает круглосуточно.</p><ul><li>E-mail: <a href="mailto:support@kickoff.example">support@kickoff.example</a> (ответ в течение 24 часов)</li><li>Онлайн-чат: кнопка поддержки в правом нижнем углу каждой страницы</li><li>Вопросы по счёту: пишите с адреса, указанного в профиле, и укажите номер счёта</li></ul><p>Порядок подачи жалоб — в разделе <a href="/ru/information/disputeresolution">Разрешение споров</a>.</p>'],
    { de: ['Kontakt', '<p>Unser Support ist rund um die Uhr erreichbar.</p><ul><li>E-Mail: <a href="mailto:support@kickoff.example">support@kickoff.example</a> (Antwort innerhalb von 24 Stunden)</li><li>Live-Chat: die Support-Schaltfläche unten rechts auf jeder Seite</li></ul>'] },
  ),
  page(
    'information/howbet',
    ['How to place a bet', '<ol><li>Open <b>Sports</b> (pre-match) or <b>Live</b> (in play) and choose an event.</li><li>Click the odds of the outcome you expect. The selection goes to the bet slip (coupon).</li><li>Choose the bet type: a <b>single</b> (one selection), an <b>express</b> (all selections must win; the odds multiply) or a <b>system</b> (combinations of a chosen size).</li><li>Enter the stake. The slip shows the possible win: stake × odds.</li><li>Press <b>Place bet</b>. If the odds change before the bet is accepted, the slip follows your odds-change setting.</li></ol><p>Your accepted bets are listed in <b>My bets</b> in the personal office.</p>'],
    ['Как сделать ставку', '<ol><li>Откройте <b>Линию</b> или <b>Live</b> и выберите событие.</li><li>Нажмите на коэффициент исхода — он попадёт в купон.</li><li>Выберите тип ставки: <b>ординар</b> (один исход), <b>экспресс</b> (должны сыграть все исходы, коэффициенты перемножаются) или <b>система</b> (комбинации заданного размера).</li><li>Введите сумму. Купон покажет возможный выигрыш: сумма × коэффициент.</li><li>Нажмите <b>Сделать ставку</b>. Если коэффициент изменится до принятия ставки, купон поступит согласно вашей настройке изменения коэффициентов.</li></ol><p>Принятые ставки — в разделе <b>Мои ставки</b> личного кабинета.</p>'],
  ),
  page(
    'information/rules/1',
    ['Betting rules: general', '<h2>1. General rules</h2><p>1.1. Bets are accepted from registered players aged 18 or over. 1.2. A bet is accepted when it appears in the bet history with a number. 1.3. Results are settled by the official result at the end of regular time unless the market says otherwise (extra time and penalties are not included). 1.4. A bet on an event that started before the bet was accepted (pre-match) is void, except for live bets. 1.5. If an event is postponed by more than 48 hours, bets on it are settled at odds 1.</p><p>See <a href="/en/information/rules/2">settlement by sport</a>.</p>'],
    ['Правила ставок: общие положения', '<h2>1. Общие положения</h2><p>1.1. Ставки принимаются от зарегистрированных игроков старше 18 лет. 1.2. Ставка принята, если она появилась в истории ставок с номером. 1.3. Расчёт производится по официальному результату основного времени, если в рынке не сказано иное (овертайм и серия пенальти не учитываются). 1.4. Ставка до матча на уже начавшееся событие аннулируется, кроме ставок Live. 1.5. При переносе события более чем на 48 часов ставки рассчитываются с коэффициентом 1.</p><p>См. <a href="/ru/information/rules/2">расчёт по видам спорта</a>.</p>'],
  ),
  page(
    'information/rules/2',
    ['Betting rules: settlement by sport', '<h2>2. Settlement by sport</h2><ul><li><b>Football</b>: 90 minutes plus stoppage time.</li><li><b>Tennis</b>: a retired player loses the match market; set and game markets already decided stand.</li><li><b>Basketball</b>: overtime counts for match winner and totals unless the market says “regular time”.</li><li><b>Ice hockey</b>: 60 minutes; overtime and shoot-out only where the market says so.</li><li><b>Esports</b>: the official map and match results of the organiser.</li></ul>'],
    ['Правила ставок: расчёт по видам спорта', '<h2>2. Расчёт по видам спорта</h2><ul><li><b>Футбол</b>: 90 минут с добавленным временем.</li><li><b>Теннис</b>: при отказе игрока рынок на матч проигран им; уже решённые рынки на сеты и геймы остаются в силе.</li><li><b>Баскетбол</b>: овертайм учитывается в исходе и тоталах, если рынок не указывает «основное время».</li><li><b>Хоккей</b>: 60 минут; овертайм и буллиты — только если это указано в рынке.</li><li><b>Киберспорт</b>: официальные результаты карт и матчей организатора.</li></ul>'],
  ),
  page(
    'information/payment',
    ['Deposits and withdrawals', '<p>Deposit with a bank card, e-wallet or bank transfer from the <b>Deposit</b> page of the office. Deposits are credited at once; the minimum is 5 EUR or its equivalent.</p><p>Withdrawals go to the method you deposited with. The first withdrawal needs a verified account. Cards: 1-3 working days; e-wallets: up to 24 hours. We charge no fees; your bank may.</p>'],
    ['Пополнение и вывод', '<p>Пополняйте счёт картой, электронным кошельком или банковским переводом на странице <b>Пополнить</b> личного кабинета. Деньги зачисляются сразу; минимум — 5 EUR или эквивалент.</p><p>Вывод производится тем же способом, которым вы пополняли. Для первого вывода счёт должен быть верифицирован. Карты — 1–3 рабочих дня, кошельки — до 24 часов. Мы не берём комиссию; её может взять ваш банк.</p>'],
  ),
  page(
    'information/cookies',
    ['Cookie policy', '<p>We use cookies in three groups. <b>Necessary</b>: sign-in, security and your language; always on. <b>Functionality</b>: remembering settings and measuring how pages are used. <b>Marketing</b>: partner and advertising tags. You choose the last two in the cookie banner and can change your choice at any time from the footer.</p><p>Referral tags are kept for the session only until you allow marketing cookies.</p>'],
    ['Политика cookie', '<p>Мы используем cookie трёх групп. <b>Необходимые</b>: вход, безопасность и язык — включены всегда. <b>Функциональные</b>: запоминание настроек и статистика посещений. <b>Маркетинговые</b>: партнёрские и рекламные метки. Две последние группы вы выбираете в баннере cookie и можете изменить выбор в любой момент из подвала сайта.</p><p>Партнёрские метки хранятся только в течение сеанса, пока вы не разрешите маркетинговые cookie.</p>'],
  ),
  page(
    'information/licenses',
    ['Licences', '<p>Kickoff is an open-source demonstration product. The reference operator in this installation holds no gambling licence and accepts no real money. An operator deploying Kickoff publishes its licence number, regulator and registered address on this page.</p>'],
    ['Лицензии', '<p>Kickoff — демонстрационный продукт с открытым кодом. Оператор этой установки не имеет лицензии на азартные игры и не принимает реальные деньги. Оператор, развернувший Kickoff, публикует здесь номер лицензии, регулятора и юридический адрес.</p>'],
  ),
  page(
    'information/taxation',
    ['Taxation', '<p>Whether winnings are taxed depends on the country you live in. Where the law requires the operator to withhold tax, the withheld amount is shown on the bet and in the payment history. Keep your bet history (office → History) for your tax return.</p>'],
    ['Налоги', '<p>Облагаются ли выигрыши налогом, зависит от страны проживания. Если закон обязывает оператора удержать налог, удержанная сумма показывается в ставке и в истории платежей. Сохраняйте историю ставок (кабинет → История) для налоговой декларации.</p>'],
  ),
  page(
    'information/consent',
    ['Consent to data processing', '<p>By registering you agree that we process your name, date of birth, contact details and payment data to run your account, verify your identity, prevent fraud and meet legal duties. We keep the data for the period the law requires after the account is closed. You may ask for a copy, a correction or deletion where the law allows.</p>'],
    ['Согласие на обработку данных', '<p>Регистрируясь, вы соглашаетесь на обработку имени, даты рождения, контактных и платёжных данных для ведения счёта, проверки личности, предотвращения мошенничества и исполнения требований закона. Данные хранятся в течение срока, установленного законом после закрытия счёта. Вы можете запросить копию, исправление или удаление там, где это позволяет закон.</p>'],
  ),
  page(
    'information/simpleidentification',
    ['Simple identification', '<p>Simple identification confirms your name and date of birth with a document photo and a selfie. It takes about five minutes from the office (Verification) and unlocks withdrawals. Have your passport or ID card at hand and make sure the photo is sharp and not cropped.</p>'],
    ['Упрощённая идентификация', '<p>Упрощённая идентификация подтверждает имя и дату рождения по фото документа и селфи. Она занимает около пяти минут в личном кабинете (Верификация) и открывает вывод средств. Подготовьте паспорт или ID-карту; фото должно быть чётким и не обрезанным.</p>'],
  ),
  page(
    'information/smsbets',
    ['Bets by SMS', '<p>Bets by SMS are not offered in this installation. Place bets on the site or in the mobile app; both keep your bet slip in sync.</p>'],
    ['Ставки по SMS', '<p>Ставки по SMS в этой установке не принимаются. Делайте ставки на сайте или в мобильном приложении — купон синхронизируется между ними.</p>'],
  ),
  page(
    'information/amlkyc',
    ['AML and KYC', '<p>We verify every player’s identity (KYC) and watch payments for money laundering (AML). We may ask for documents on proof of address or the source of funds, and we hold withdrawals until the check is complete. See the <a href="/en/information/amlpolicy">AML policy</a> and the <a href="/en/information/kycpolicy">KYC policy</a>.</p>'],
    ['AML и KYC', '<p>Мы проверяем личность каждого игрока (KYC) и следим за платежами в целях противодействия отмыванию денег (AML). Мы можем запросить подтверждение адреса или происхождения средств и приостановить вывод до завершения проверки. См. <a href="/ru/information/amlpolicy">политику AML</a> и <a href="/ru/information/kycpolicy">политику KYC</a>.</p>'],
  ),
  page(
    'information/amlpolicy',
    ['AML policy', '<p>Deposits must come from payment methods in the player’s own name. Funds deposited and withdrawn without play may be returned to the source only. Unusual patterns (many small deposits, third-party cards, mismatched names) are reviewed and may be reported to the authorities as the law requires.</p>'],
    ['Политика AML', '<p>Депозиты должны поступать только со счетов и карт на имя игрока. Средства, внесённые и выводимые без игры, возвращаются только на источник. Необычные операции (много мелких депозитов, чужие карты, несовпадение имён) проверяются и при необходимости передаются в уполномоченные органы.</p>'],
  ),
  page(
    'information/disputeresolution',
    ['Dispute resolution', '<ol><li>Write to support with your account number, the bet or payment number and what you expected.</li><li>We answer within 5 working days with our decision and its reasons.</li><li>If you disagree, ask for a review by a senior officer; the answer comes within 10 working days.</li><li>After that you may turn to the regulator or an independent dispute body named on the <a href="/en/information/licenses">Licences</a> page.</li></ol>'],
    ['Разрешение споров', '<ol><li>Напишите в поддержку: номер счёта, номер ставки или платежа и чего вы ожидали.</li><li>Мы ответим в течение 5 рабочих дней с решением и обоснованием.</li><li>Если вы не согласны, попросите пересмотр старшим специалистом — ответ в течение 10 рабочих дней.</li><li>После этого вы можете обратиться к регулятору или независимому органу, указанному на странице <a href="/ru/information/licenses">Лицензии</a>.</li></ol>'],
  ),
  page(
    'information/kycpolicy',
    ['KYC policy', '<p>To confirm identity we ask for a government photo ID, and where needed a proof of address not older than three months (utility bill or bank statement). Documents are checked within 48 hours. Until verification is complete, deposits and bets work but withdrawals wait.</p>'],
    ['Политика KYC', '<p>Для подтверждения личности мы запрашиваем государственный документ с фото и при необходимости подтверждение адреса не старше трёх месяцев (квитанция или выписка). Документы проверяются в течение 48 часов. До завершения верификации депозиты и ставки доступны, вывод — нет.</p>'],
  ),
  page(
    'information/responsiblegaming',
    ['Responsible gaming', '<p>Betting is entertainment, not a way to earn money. Set your limits in the office under <b>Responsible gaming</b>:</p><ul><li>deposit limits per 24 hours, 7 days or 30 days;</li><li>a session limit of 1 to 24 hours a day;</li><li>a reality check every 5 to 60 minutes;</li><li>a time-out of 1 to 90 days or self-exclusion up to 10 years.</li></ul><p>A lower limit applies at once; a higher one after 24 hours and your confirmation. If gambling stops being fun, take a break and talk to a support organisation in your country.</p>'],
    ['Ответственная игра', '<p>Ставки — это развлечение, а не способ заработка. Установите лимиты в кабинете в разделе <b>Ответственная игра</b>:</p><ul><li>лимиты депозитов на 24 часа, 7 или 30 дней;</li><li>лимит сессии от 1 до 24 часов в сутки;</li><li>напоминание о времени каждые 5–60 минут;</li><li>перерыв от 1 до 90 дней или самоисключение до 10 лет.</li></ul><p>Снижение лимита действует сразу, повышение — через 24 часа и после подтверждения. Если игра перестала радовать, сделайте перерыв и обратитесь в службу помощи в вашей стране.</p>'],
    { de: ['Verantwortungsvolles Spielen', '<p>Wetten ist Unterhaltung, keine Einnahmequelle. Setzen Sie Limits im Konto unter <b>Verantwortungsvolles Spielen</b>: Einzahlungslimits für 24 Stunden, 7 oder 30 Tage, ein Sitzungslimit, Realitäts-Checks alle 5 bis 60 Minuten, eine Pause von 1 bis 90 Tagen oder Selbstausschluss. Ein niedrigeres Limit gilt sofort, ein höheres nach 24 Stunden und Ihrer Bestätigung.</p>'] },
  ),
  page(
    'information/cash_terminals',
    ['Cash terminals', '<p>This installation has no betting shops or cash terminals. Deposits and withdrawals are made online from the personal office.</p>'],
    ['Терминалы', '<p>В этой установке нет пунктов приёма ставок и терминалов. Пополнение и вывод выполняются онлайн из личного кабинета.</p>'],
  ),
  page(
    'information/betting-calculator',
    ['Betting calculator', '<p>How the bet slip computes the possible win:</p><ul><li><b>Single</b>: stake × odds. 10 EUR at 2.50 returns 25 EUR.</li><li><b>Express</b>: stake × the product of all odds. 10 EUR at 1.50 × 2.00 × 1.80 returns 54 EUR.</li><li><b>System k of n</b>: the stake is split equally over every combination of k selections; each combination is an express. A 2/3 system of 30 EUR is three doubles of 10 EUR.</li></ul><p>Amounts are rounded once, to the cent, half up.</p>'],
    ['Калькулятор ставок', '<p>Как купон считает возможный выигрыш:</p><ul><li><b>Ординар</b>: сумма × коэффициент. 10 EUR по 2.50 — это 25 EUR.</li><li><b>Экспресс</b>: сумма × произведение коэффициентов. 10 EUR по 1.50 × 2.00 × 1.80 — это 54 EUR.</li><li><b>Система k из n</b>: сумма делится поровну на все комбинации из k исходов; каждая комбинация — экспресс. Система 2/3 на 30 EUR — три двойника по 10 EUR.</li></ul><p>Суммы округляются один раз, до цента, по правилам математического округления.</p>'],
  ),
  page(
    'betting-alphabet',
    ['Betting alphabet', '<dl><dt>Odds</dt><dd>The number your stake is multiplied by when the bet wins.</dd><dt>Express (accumulator)</dt><dd>One bet on several outcomes; all must win.</dd><dt>System</dt><dd>Several expresses of a fixed size built from your selections.</dd><dt>Handicap</dt><dd>A head start given to one side before the result is compared.</dd><dt>Total</dt><dd>A bet on the number of goals, points or games being over or under a line.</dd><dt>Live</dt><dd>Betting while the event is played; odds move with the game.</dd></dl>'],
    ['Азбука ставок', '<dl><dt>Коэффициент</dt><dd>Число, на которое умножается сумма при выигрыше.</dd><dt>Экспресс</dt><dd>Одна ставка на несколько исходов; должны сыграть все.</dd><dt>Система</dt><dd>Несколько экспрессов заданного размера из выбранных исходов.</dd><dt>Фора</dt><dd>Преимущество, которое даётся одной стороне до сравнения результата.</dd><dt>Тотал</dt><dd>Ставка на то, что голов, очков или геймов будет больше или меньше линии.</dd><dt>Live</dt><dd>Ставки по ходу события; коэффициенты меняются вместе с игрой.</dd></dl>'],
  ),
  page(
    'football-champions-rules',
    ['Football champions: rules', '<p>The Football Champions prediction game runs over a tournament’s knockout rounds. Predict the winner of each tie before its first match starts; a correct pick scores 3 points, a correct pick with the exact score 5. Ties are broken by the earlier entry. Prizes are credited as free bets within 72 hours of the final.</p>'],
    ['Чемпионы футбола: правила', '<p>Игра-прогноз «Чемпионы футбола» проходит по раундам плей-офф турнира. Угадайте победителя пары до начала первого матча: верный прогноз — 3 очка, с точным счётом — 5. При равенстве выше тот, кто сделал прогноз раньше. Призы начисляются фрибетами в течение 72 часов после финала.</p>'],
  ),
  page(
    'toto',
    ['Toto', '<p>Toto is a pool bet on the results of 15 selected matches. Pick 1, X or 2 for each match; one ticket may hold several picks per match (each combination is charged). The pool is shared among tickets with 9 or more correct results; the jackpot goes to 15 of 15.</p><h2>Current draw</h2><p>The next draw opens on Monday and closes one hour before its first match. Results and payouts are published when the last match ends.</p>'],
    ['Тото', '<p>Тото — пари на результаты 15 выбранных матчей. Выберите 1, X или 2 для каждого матча; в одном билете можно отметить несколько исходов (оплачивается каждая комбинация). Призовой фонд делится между билетами с 9 и более угаданными исходами; джекпот — за 15 из 15.</p><h2>Текущий тираж</h2><p>Следующий тираж открывается в понедельник и закрывается за час до первого матча. Результаты и выплаты публикуются после окончания последнего матча.</p>'],
  ),
  page(
    'lotto',
    ['Lotto', '<p>Draw-based games with published odds: <b>Keno 20/80</b> every 5 minutes and <b>Lotto 6/49</b> twice a week. Choose your numbers or take a quick pick; the draw history and the frequency of every number are shown beside each game. Draw results come from a certified random number generator.</p>'],
    ['Лотереи', '<p>Тиражные игры с опубликованными шансами: <b>Кено 20/80</b> каждые 5 минут и <b>Лото 6/49</b> дважды в неделю. Выберите числа сами или доверьтесь случайному выбору; история тиражей и частота чисел показаны рядом с каждой игрой. Результаты определяет сертифицированный генератор случайных чисел.</p>'],
  ),
  page(
    'blog',
    ['Blog', '<article><h2>Reading the odds: what 1.80 really means</h2><p>Decimal odds include your stake: 1.80 returns 18 for a stake of 10. The implied probability is 1 / 1.80 ≈ 56 %. If you think the chance is higher, the bet has value.</p></article><article><h2>Singles or expresses?</h2><p>An express multiplies the odds but also the risk: four selections at 60 % each win together only 13 % of the time. Systems soften the risk by paying when some selections lose.</p></article>'],
    ['Блог', '<article><h2>Как читать коэффициенты: что значит 1.80</h2><p>Десятичный коэффициент включает ставку: 1.80 при ставке 10 вернёт 18. Подразумеваемая вероятность — 1 / 1.80 ≈ 56 %. Если вы оцениваете шанс выше, ставка ценная.</p></article><article><h2>Ординары или экспрессы?</h2><p>Экспресс умножает коэффициенты, но и риск: четыре исхода по 60 % сыграют вместе лишь в 13 % случаев. Системы снижают риск и платят, даже если часть исходов не прошла.</p></article>'],
  ),
  page(
    'news',
    ['News', '<ul class="cms-links"><li><a href="/en/news/new-season-markets">New season: more markets for the top leagues</a></li><li><a href="/en/news/live-streaming-update">Live: faster odds updates</a></li></ul>'],
    ['Новости', '<ul class="cms-links"><li><a href="/ru/news/new-season-markets">Новый сезон: больше рынков в топ-лигах</a></li><li><a href="/ru/news/live-streaming-update">Live: коэффициенты обновляются быстрее</a></li></ul>'],
  ),
  page(
    'news/new-season-markets',
    ['New season: more markets for the top leagues', '<p>From this season every match of the top five European football leagues has more than 300 pre-match markets, including player shots, cards by team and corner handicaps. Markets open seven days before kick-off.</p>'],
    ['Новый сезон: больше рынков в топ-лигах', '<p>С этого сезона на каждый матч пяти ведущих футбольных лиг Европы — более 300 рынков до начала игры, включая удары игроков, карточки команд и форы по угловым. Рынки открываются за семь дней до матча.</p>'],
  ),
  page(
    'news/live-streaming-update',
    ['Live: faster odds updates', '<p>In-play odds now refresh every two seconds for football, tennis and basketball. Blocked markets are shown greyed out instead of disappearing, so your bet slip keeps its selections while the market is suspended.</p>'],
    ['Live: коэффициенты обновляются быстрее', '<p>Коэффициенты Live по футболу, теннису и баскетболу теперь обновляются каждые две секунды. Заблокированные рынки показываются серыми и не исчезают, поэтому купон сохраняет исходы на время приостановки рынка.</p>'],
  ),
  page(
    'points',
    ['Points', '<p>Every settled bet earns points: 1 point per 10 EUR staked on odds of 1.50 or more. Points never expire while your account is active. Exchange them in the <a href="/en/promo">promo-code store</a> for free bets and free spins.</p>'],
    ['Баллы', '<p>Каждая рассчитанная ставка приносит баллы: 1 балл за каждые 10 EUR на коэффициент от 1.50. Баллы не сгорают, пока счёт активен. Обменивайте их в <a href="/ru/promo">магазине промокодов</a> на фрибеты и фриспины.</p>'],
  ),
  page(
    'promo',
    ['Promo-code store', '<p>Exchange your points for promo codes:</p><ul><li>Free bet 5 EUR — 150 points</li><li>Free bet 20 EUR — 550 points</li><li>50 free spins — 300 points</li></ul><p>A promo code is entered in the bet slip; it cannot be used for several-singles coupons.</p>'],
    ['Магазин промокодов', '<p>Обменивайте баллы на промокоды:</p><ul><li>Фрибет 5 EUR — 150 баллов</li><li>Фрибет 20 EUR — 550 баллов</li><li>50 фриспинов — 300 баллов</li></ul><p>Промокод вводится в купоне; для купона «несколько ординаров» он не применяется.</p>'],
  ),
  page(
    'cyber',
    ['Cyber sports', '<p>Bet on Counter-Strike 2, Dota 2, League of Legends and Valorant: match winner, map winner, map handicap and totals of rounds or kills. <b>Real</b> covers tournaments with professional teams, <b>Virtual</b> simulated matches every few minutes, <b>Stream</b> the events we broadcast.</p>'],
    ['Киберспорт', '<p>Ставки на Counter-Strike 2, Dota 2, League of Legends и Valorant: победитель матча и карты, фора по картам, тоталы раундов и убийств. <b>Real</b> — турниры профессиональных команд, <b>Virtual</b> — симулированные матчи каждые несколько минут, <b>Stream</b> — события с нашей трансляцией.</p>'],
  ),
  page(
    'results',
    ['Results', '<p>Results of finished events are published within minutes of the final whistle and bets are settled by them. Choose a sport and a date to see the final scores; a result under review is marked and settled after confirmation by the official source.</p>'],
    ['Результаты', '<p>Результаты завершённых событий публикуются через несколько минут после окончания, и ставки рассчитываются по ним. Выберите вид спорта и дату, чтобы увидеть итоговый счёт; результат на проверке отмечается и рассчитывается после подтверждения официальным источником.</p>'],
  ),
  page(
    'champs',
    ['Champion results', '<p>Final standings and winners of the championships we offer outright markets on. Outright bets are settled when the organiser confirms the champion; dead-heat rules apply when places are shared.</p>'],
    ['Итоги чемпионатов', '<p>Итоговые таблицы и победители чемпионатов, на которые принимались долгосрочные ставки. Ставки на победителя рассчитываются после подтверждения чемпиона организатором; при разделе мест применяется правило dead heat.</p>'],
  ),
  page(
    'ourpartners',
    ['Our partners', '<p>Kickoff works with clubs, data providers and game studios. Operators of this installation list their sponsorships here. Interested in a partnership? Write to <a href="mailto:partners@kickoff.example">partners@kickoff.example</a>.</p>'],
    ['Наши партнёры', '<p>Kickoff сотрудничает с клубами, поставщиками данных и игровыми студиями. Оператор этой установки перечисляет здесь свои спонсорские проекты. Хотите стать партнёром? Пишите на <a href="mailto:partners@kickoff.example">partners@kickoff.example</a>.</p>'],
  ),
  page(
    'statistic',
    ['Statistics', '<p>Head-to-head records, form of the last ten matches, league tables and player statistics for the events in the line. Open an event and choose <b>Statistics</b> to see the figures for that match.</p>'],
    ['Статистика', '<p>Личные встречи, форма за последние десять матчей, турнирные таблицы и статистика игроков для событий линии. Откройте событие и выберите <b>Статистика</b>, чтобы увидеть данные этого матча.</p>'],
  ),
  page(
    'statisticpopup',
    ['Match statistics', '<p>Statistics of the selected match open in this window: recent form, head-to-head and league position of both teams.</p>'],
    ['Статистика матча', '<p>Статистика выбранного матча открывается в этом окне: форма, личные встречи и место команд в таблице.</p>'],
  ),
  page(
    'ipl-betting-app',
    ['IPL betting app', '<p>Follow every Indian Premier League match with live odds, ball-by-ball markets and quick bets in one tap. The app keeps your bet slip and limits in sync with the site.</p>'],
    ['Приложение для ставок на IPL', '<p>Следите за каждым матчем Индийской премьер-лиги: коэффициенты Live, рынки на каждую подачу и быстрые ставки в одно касание. Приложение синхронизирует купон и лимиты с сайтом.</p>'],
  ),
  page(
    'cricket-app',
    ['Cricket app', '<p>Test, ODI and T20 cricket in one app: match winner, top batsman, runs in an over and session markets, with scores updated live.</p>'],
    ['Приложение для крикета', '<p>Тесты, ODI и T20 в одном приложении: победитель матча, лучший бэтсмен, раны за овер и сессионные рынки со счётом в реальном времени.</p>'],
  ),
  page(
    'ios-app',
    ['App for iPhone and iPad', '<p>Install the web app on iOS: open this site in Safari, tap <b>Share</b> and then <b>Add to Home Screen</b>. It starts full screen, keeps you signed in and receives updates automatically.</p>'],
    ['Приложение для iPhone и iPad', '<p>Установите веб-приложение на iOS: откройте сайт в Safari, нажмите <b>Поделиться</b>, затем <b>На экран «Домой»</b>. Оно открывается на весь экран, сохраняет вход и обновляется автоматически.</p>'],
  ),
  page(
    'mobile-app',
    ['Mobile app', '<p>On Android open this site in Chrome and choose <b>Install app</b> from the menu. The app has the full line and live, the casino and the office, and uses less data than the desktop site.</p>'],
    ['Мобильное приложение', '<p>На Android откройте сайт в Chrome и выберите в меню <b>Установить приложение</b>. В нём вся линия и Live, казино и личный кабинет, а трафика оно расходует меньше, чем полная версия.</p>'],
  ),
  page(
    'desktop-app',
    ['Desktop app', '<p>In Chrome or Edge on Windows, macOS or Linux, click the install icon in the address bar to run Kickoff in its own window with notifications of settled bets.</p>'],
    ['Приложение для компьютера', '<p>В Chrome или Edge на Windows, macOS или Linux нажмите значок установки в адресной строке — Kickoff откроется в отдельном окне и будет уведомлять о рассчитанных ставках.</p>'],
  ),
  page(
    'games',
    ['Games', '<p>Quick games with a published return to player: crash, dice, mines and the bonus games Fortuna, Chest, Memory, Safe, Lottery and Dragon bonus. Each game shows its rules and RTP before the first round.</p>'],
    ['Игры', '<p>Быстрые игры с опубликованным процентом возврата: краш, кости, мины и бонусные игры «Фортуна», «Сундук», «Память», «Сейф», «Лотерея» и «Бонус дракона». Правила и RTP показываются перед первым раундом.</p>'],
  ),
  page(
    'games-landing',
    ['Games: get started', '<p>New to quick games? Each round lasts seconds, the stake range is shown on the table, and the history of your rounds is in the office. Start with the demo mode where it is offered.</p>'],
    ['Игры: с чего начать', '<p>Впервые в быстрых играх? Раунд длится секунды, диапазон ставок указан на столе, история раундов — в личном кабинете. Начните с демо-режима, если он доступен.</p>'],
  ),
  page(
    'promotions',
    ['Promotions', '<ul class="cms-links"><li><a href="/en/promotions/welcome-bonus">Welcome bonus: 100 % up to 100 EUR</a></li><li><a href="/en/promotions/accumulator-boost">Express boost: up to +10 % on your win</a></li></ul><p>Every promotion has its own terms; a bonus must be wagered before it can be withdrawn.</p>'],
    ['Акции', '<ul class="cms-links"><li><a href="/ru/promotions/welcome-bonus">Приветственный бонус: 100 % до 100 EUR</a></li><li><a href="/ru/promotions/accumulator-boost">Бонус к экспрессу: до +10 % к выигрышу</a></li></ul><p>У каждой акции свои условия; бонус нужно отыграть, прежде чем вывести.</p>'],
  ),
  page(
    'promotions/welcome-bonus',
    ['Welcome bonus: 100 % up to 100 EUR', '<p>Your first deposit of at least 10 EUR is doubled up to 100 EUR. Wager the bonus five times in expresses of three or more selections at odds of 1.40 or more each within 30 days. Unwagered bonus money expires after 30 days.</p>'],
    ['Приветственный бонус: 100 % до 100 EUR', '<p>Первый депозит от 10 EUR удваивается до 100 EUR. Отыграйте бонус пятикратно экспрессами из трёх и более исходов с коэффициентом от 1.40 каждый за 30 дней. Неотыгранный бонус сгорает через 30 дней.</p>'],
  ),
  page(
    'promotions/accumulator-boost',
    ['Express boost', '<p>Expresses of three or more selections with odds of at least 1.10 each get a bonus on the win: +3 % for three selections, +1 % for each further one, +10 % from ten selections. The boost is shown in the bet slip before you place the bet.</p>'],
    ['Бонус к экспрессу', '<p>Экспрессы из трёх и более исходов с коэффициентом от 1.10 получают бонус к выигрышу: +3 % за три исхода, +1 % за каждый следующий, +10 % от десяти исходов. Бонус показывается в купоне до ставки.</p>'],
  ),
  page(
    'betting-awards',
    ['Betting awards', '<p>Every month the players with the best return on expresses of five or more selections share a prize fund of free bets. Rankings update daily; only settled bets count.</p>'],
    ['Награды за ставки', '<p>Каждый месяц игроки с лучшей доходностью по экспрессам из пяти и более исходов делят призовой фонд фрибетов. Рейтинг обновляется ежедневно; учитываются только рассчитанные ставки.</p>'],
  ),
  page(
    'bonuses',
    ['Bonuses', '<p>Active bonuses, their wagering progress and expiry dates are in the office under <b>Bonuses</b>. Available offers: the <a href="/en/promotions/welcome-bonus">welcome bonus</a> and the <a href="/en/promotions/accumulator-boost">express boost</a>.</p>'],
    ['Бонусы', '<p>Активные бонусы, прогресс отыгрыша и сроки — в личном кабинете в разделе <b>Бонусы</b>. Доступные предложения: <a href="/ru/promotions/welcome-bonus">приветственный бонус</a> и <a href="/ru/promotions/accumulator-boost">бонус к экспрессу</a>.</p>'],
  ),
  page(
    'offers',
    ['Offers', '<p>Current offers: the <a href="/en/promotions/welcome-bonus">welcome bonus</a> and the <a href="/en/promotions/accumulator-boost">express boost</a>. Track the wagering of an active offer in the office.</p>'],
    ['Предложения', '<p>Текущие предложения: <a href="/ru/promotions/welcome-bonus">приветственный бонус</a> и <a href="/ru/promotions/accumulator-boost">бонус к экспрессу</a>. Прогресс отыгрыша — в личном кабинете.</p>'],
  ),
  page(
    'bonus',
    ['Bonus', '<p>This bonus is described in the office under <b>Bonuses</b>, where its wagering conditions and expiry date are shown. General rules: one bonus per person, household and payment method; bets on odds below 1.40 do not count.</p>'],
    ['Бонус', '<p>Условия отыгрыша и срок действия этого бонуса показаны в личном кабинете в разделе <b>Бонусы</b>. Общие правила: один бонус на человека, адрес и способ оплаты; ставки с коэффициентом ниже 1.40 не учитываются.</p>'],
  ),
  page(
    'bonus-landing',
    ['Bonus', '<p>Sign up, make your first deposit and receive the welcome bonus: 100 % up to 100 EUR. Terms on the <a href="/en/promotions/welcome-bonus">promotion page</a>.</p>'],
    ['Бонус', '<p>Зарегистрируйтесь, сделайте первый депозит и получите приветственный бонус: 100 % до 100 EUR. Условия — на <a href="/ru/promotions/welcome-bonus">странице акции</a>.</p>'],
  ),
  page(
    'landing-page',
    ['Kickoff: bet on the big match', '<p>Pre-match and live odds on the biggest matches of the week, a welcome bonus of 100 % up to 100 EUR and payouts within 24 hours. <a href="/en/registration">Sign up in one minute</a>.</p>'],
    ['Kickoff: ставки на главный матч', '<p>Коэффициенты до матча и Live на главные матчи недели, приветственный бонус 100 % до 100 EUR и выплаты в течение 24 часов. <a href="/ru/registration">Регистрация за минуту</a>.</p>'],
  ),
  page(
    'accountverify',
    ['Account verification', '<p>Open the link from the e-mail we sent after registration to confirm your address. The link is valid for 24 hours; ask for a new one from the office under <b>Settings</b>.</p>'],
    ['Подтверждение счёта', '<p>Перейдите по ссылке из письма, отправленного после регистрации, чтобы подтвердить адрес. Ссылка действует 24 часа; новую можно запросить в кабинете в разделе <b>Настройки</b>.</p>'],
  ),
  page(
    'activate',
    ['Account activation', '<p>Enter the code from the SMS or e-mail to activate your account. Until activation you can browse and fill the bet slip, but not deposit or bet.</p>'],
    ['Активация счёта', '<p>Введите код из SMS или письма, чтобы активировать счёт. До активации можно смотреть линию и собирать купон, но не пополнять счёт и не делать ставки.</p>'],
  ),
  page(
    'activatefast',
    ['Quick activation', '<p>Confirm your phone number with the code we sent by SMS to finish the quick registration. You can add your e-mail and personal details later in the office.</p>'],
    ['Быстрая активация', '<p>Подтвердите номер телефона кодом из SMS, чтобы завершить быструю регистрацию. E-mail и личные данные можно добавить позже в личном кабинете.</p>'],
  ),
  page(
    'passwordreset',
    ['Password reset', '<p>Open the reset link from the e-mail and choose a new password of at least 8 characters with a letter and a digit. The link works once and expires after one hour. Every other session of your account is signed out.</p>'],
    ['Сброс пароля', '<p>Перейдите по ссылке из письма и задайте новый пароль не короче 8 символов с буквой и цифрой. Ссылка одноразовая и действует один час. Все прочие сеансы вашего счёта будут завершены.</p>'],
  ),
  page(
    'stopnewsletter',
    ['Newsletter', '<p>You are unsubscribed from the newsletter. Messages about your account, bets and payments still reach you. Subscribe again at any time in the office under <b>Settings</b>.</p>'],
    ['Рассылка', '<p>Вы отписаны от рассылки. Сообщения о счёте, ставках и платежах по-прежнему будут приходить. Подписаться снова можно в кабинете в разделе <b>Настройки</b>.</p>'],
  ),
  page(
    'user/login',
    ['Sign in', '<p>Sign in with your e-mail, account number or phone and your password, or by a code sent by SMS. Too many wrong attempts lock sign-in for a few minutes. Forgot the password? Use <a href="/en/forgotpassword">password recovery</a>.</p>'],
    ['Вход', '<p>Войдите по e-mail, номеру счёта или телефону и паролю либо по коду из SMS. После нескольких неверных попыток вход блокируется на несколько минут. Забыли пароль? <a href="/ru/forgotpassword">Восстановите его</a>.</p>'],
  ),
  page(
    'user/auth',
    ['Sign in to continue', '<p>This page is for signed-in players. Sign in or register to open the personal office; after signing in you return to the page you asked for.</p>'],
    ['Войдите, чтобы продолжить', '<p>Эта страница доступна после входа. Войдите или зарегистрируйтесь, чтобы открыть личный кабинет; после входа вы вернётесь на запрошенную страницу.</p>'],
  ),
  page(
    'verification/sumsub',
    ['Identity verification', '<p>Identity verification is run by our verification partner. Prepare your ID document and a well-lit place for a selfie; the check usually finishes within 15 minutes and the result appears in the office.</p>'],
    ['Проверка личности', '<p>Проверку личности проводит наш партнёр по верификации. Подготовьте документ и хорошо освещённое место для селфи; обычно проверка занимает до 15 минут, результат появится в личном кабинете.</p>'],
  ),
  page(
    'convert-account',
    ['Convert account', '<p>Your account is held in a currency that is being withdrawn. Choose a new main currency: the balance is converted at the published rate on the day of conversion, bonuses and history are kept.</p>'],
    ['Конвертация счёта', '<p>Ваш счёт открыт в валюте, которая выводится из обращения. Выберите новую основную валюту: остаток будет пересчитан по опубликованному курсу на дату конвертации, бонусы и история сохранятся.</p>'],
  ),
  page(
    'registration',
    ['Registration', '<p>Registration takes one minute: choose one click, phone or e-mail registration, set the currency of your account and confirm that you are at least 18. A welcome bonus can be chosen during registration.</p>'],
    ['Регистрация', '<p>Регистрация занимает минуту: выберите регистрацию в один клик, по телефону или по e-mail, укажите валюту счёта и подтвердите, что вам исполнилось 18 лет. Приветственный бонус можно выбрать при регистрации.</p>'],
  ),
  page(
    'registration-old',
    ['Registration', '<p>This registration form has been replaced. Please use the <a href="/en/registration">new registration</a>.</p>'],
    ['Регистрация', '<p>Эта форма регистрации заменена. Воспользуйтесь <a href="/ru/registration">новой регистрацией</a>.</p>'],
  ),
  page(
    'confirm',
    ['Updated terms', '<p>Our terms and conditions have changed. Please read the <a href="/en/information/rules/1">updated rules</a> and confirm them to continue playing. Until you confirm, your bets and balance stay as they are.</p>'],
    ['Обновлённые правила', '<p>Наши правила изменились. Прочитайте <a href="/ru/information/rules/1">обновлённые правила</a> и подтвердите их, чтобы продолжить игру. До подтверждения ставки и баланс остаются без изменений.</p>'],
  ),
  page(
    'onpay/success',
    ['Payment successful', '<p>Your payment has been accepted. The money is on your account; you can close this window and return to the site.</p>'],
    ['Платёж выполнен', '<p>Платёж принят, деньги зачислены на счёт. Закройте это окно и вернитесь на сайт.</p>'],
  ),
  page(
    'onpay/fail',
    ['Payment failed', '<p>The payment was not completed and no money was taken. Check the card details or the balance and try again, or choose another method.</p>'],
    ['Платёж не выполнен', '<p>Платёж не прошёл, деньги не списаны. Проверьте данные карты или баланс и попробуйте снова либо выберите другой способ.</p>'],
  ),
  page(
    'onpay/pending',
    ['Payment pending', '<p>The payment provider is still processing your payment. It usually completes within a few minutes; the balance updates by itself.</p>'],
    ['Платёж в обработке', '<p>Платёжная система ещё обрабатывает платёж. Обычно это занимает несколько минут; баланс обновится сам.</p>'],
  ),
  page(
    'onpay/cancel',
    ['Payment cancelled', '<p>You cancelled the payment. Nothing was charged.</p>'],
    ['Платёж отменён', '<p>Вы отменили платёж. Деньги не списаны.</p>'],
  ),
  page(
    'onpay/withdraw',
    ['Withdrawal', '<p>The state of your withdrawal request is shown in the office under <b>Payment history</b>. A request waiting for processing can still be cancelled there.</p>'],
    ['Вывод средств', '<p>Статус заявки на вывод показан в кабинете в разделе <b>История платежей</b>. Заявку в ожидании обработки там же можно отменить.</p>'],
  ),
  page(
    'thank-you',
    ['Thank you', '<p>Thank you for your deposit. Your bonus is being credited and will appear in the office under <b>Bonuses</b> within a minute.</p>'],
    ['Спасибо', '<p>Спасибо за депозит. Бонус начисляется и через минуту появится в кабинете в разделе <b>Бонусы</b>.</p>'],
  ),
  page(
    'multi',
    ['Multi live', '<p>Watch up to four live events side by side. Add an event from the live list with its <b>Multi</b> button; each tile shows the score, the clock and the main markets.</p>'],
    ['Мульти-Live', '<p>Следите за четырьмя событиями Live одновременно. Добавьте событие кнопкой <b>Мульти</b> в списке Live; в каждом окне — счёт, время и основные рынки.</p>'],
  ),
  page(
    'oldbrowser',
    ['Your browser is out of date', '<p>This site needs a current browser. Please update to the latest Chrome, Firefox, Safari or Edge; your account and bets are waiting for you.</p>'],
    ['Устаревший браузер', '<p>Для работы сайта нужен современный браузер. Обновите Chrome, Firefox, Safari или Edge до последней версии — ваш счёт и ставки вас ждут.</p>'],
  ),
  page(
    'error',
    ['Something went wrong', '<p>The page could not be shown. Reload the page; if the problem stays, write to support and tell us the address of the page.</p>'],
    ['Что-то пошло не так', '<p>Страницу не удалось показать. Обновите страницу; если ошибка повторяется, напишите в поддержку и укажите адрес страницы.</p>'],
  ),
  page(
    'debugger',
    ['Debugger', '<p>Diagnostics page of development builds: the build version, the current route and the loaded areas are logged to the browser console.</p>'],
    ['Отладка', '<p>Диагностическая страница сборок для разработки: версия сборки, текущий маршрут и загруженные области выводятся в консоль браузера.</p>'],
  ),
  page(
    'internal-vpn',
    ['Internal network', '<p>This page is reachable only from the operator’s internal network in development builds.</p>'],
    ['Внутренняя сеть', '<p>Эта страница доступна только из внутренней сети оператора в сборках для разработки.</p>'],
  ),
  page(
    'office',
    ['Personal office', '<p>The personal office gathers everything about your account:</p><ul><li><b>Account</b>: balance, currency accounts and bonuses;</li><li><b>History</b>: your bets with their status, and <b>Payment history</b>;</li><li><b>Deposit</b> and <b>Withdrawal</b>;</li><li><b>Security</b>: password, two-factor sign-in and the security question;</li><li><b>Responsible gaming</b>: deposit limits, session limit, reality check, time-out and self-exclusion;</li><li><b>Settings</b>, <b>Verification</b> and <b>Support</b>.</li></ul>'],
    ['Личный кабинет', '<p>В личном кабинете собрано всё о вашем счёте:</p><ul><li><b>Счёт</b>: баланс, валютные счета и бонусы;</li><li><b>История</b>: ставки со статусами и <b>история платежей</b>;</li><li><b>Пополнение</b> и <b>вывод</b>;</li><li><b>Безопасность</b>: пароль, двухфакторный вход и секретный вопрос;</li><li><b>Ответственная игра</b>: лимиты депозитов, лимит сессии, напоминание о времени, перерыв и самоисключение;</li><li><b>Настройки</b>, <b>верификация</b> и <b>поддержка</b>.</li></ul>'],
  ),
  page(
    'landing-welcome',
    ['Welcome bonus: double your first deposit', '<p>Sign up, deposit at least 10 EUR and get 100 % on top, up to 100 EUR, to bet on football, tennis, basketball and more. Terms on the <a href="/en/promotions/welcome-bonus">promotion page</a>.</p>'],
    ['Приветственный бонус: удвойте первый депозит', '<p>Зарегистрируйтесь, пополните счёт минимум на 10 EUR и получите ещё 100 %, до 100 EUR, на ставки на футбол, теннис, баскетбол и другие виды спорта. Условия — на <a href="/ru/promotions/welcome-bonus">странице акции</a>.</p>'],
  ),
  page(
    'landing-champions',
    ['The champions’ final: bet on the big night', '<p>Match winner, both teams to score, first goalscorer and more than 300 markets for the final, with live odds from kick-off and an express boost for three selections or more.</p>'],
    ['Финал чемпионов: ставки на главный вечер', '<p>Исход матча, обе забьют, первый гол и более 300 рынков на финал, коэффициенты Live с первой минуты и бонус к экспрессу от трёх событий.</p>'],
  ),
  page(
    'casino-lobby',
    ['Casino', '<p>Slots, live dealers, TV games and fast games from licensed studios. Every game shows its return to player (RTP) and stake range before you play; many slots have a demo mode.</p>'],
    ['Казино', '<p>Слоты, live-дилеры, ТВ-игры и быстрые игры от лицензированных студий. У каждой игры до начала показаны процент возврата (RTP) и диапазон ставок; у многих слотов есть демо-режим.</p>'],
  ),
  page(
    'my-casino',
    ['My casino', '<p>Your recently played games and favourites in one place. Mark a game with the star to add it to your favourites.</p>'],
    ['Моё казино', '<p>Недавние игры и избранное в одном месте. Отметьте игру звёздочкой, чтобы добавить её в избранное.</p>'],
  ),
  page(
    'my-casino/favorites',
    ['Favourites', '<p>The games you marked with the star. Favourites are kept with your account and follow you to the mobile app.</p>'],
    ['Избранное', '<p>Игры, отмеченные звёздочкой. Избранное хранится в вашем аккаунте и доступно в мобильном приложении.</p>'],
  ),
  page(
    'slots',
    ['Slots', '<p>Video slots with fixed and progressive jackpots, megaways and bonus-buy games. Choose by provider, volatility or theme; the RTP of each slot is shown on its tile.</p>'],
    ['Слоты', '<p>Видеослоты с фиксированными и прогрессивными джекпотами, megaways и покупкой бонуса. Выбирайте по провайдеру, волатильности или теме; RTP каждого слота указан на плитке.</p>'],
  ),
  page(
    'live-casino',
    ['Live casino', '<p>Roulette, blackjack, baccarat and game shows with real dealers streamed in HD. Table limits are shown before you sit down; chat with the dealer in several languages.</p>'],
    ['Live-казино', '<p>Рулетка, блэкджек, баккара и игровые шоу с настоящими дилерами в HD. Лимиты стола показаны до начала игры; общайтесь с дилером на нескольких языках.</p>'],
  ),
  page(
    'tvgames',
    ['TV games', '<p>Lottery-style draws and card games broadcast live around the clock: bet before each round and watch the result on the stream.</p>'],
    ['ТВ-игры', '<p>Тиражные и карточные игры в прямом эфире круглосуточно: делайте ставку до начала раунда и смотрите результат в трансляции.</p>'],
  ),
  page(
    'virtualsports',
    ['Virtual sports', '<p>Simulated football, horse racing and tennis with a new event every few minutes. Results come from a certified random generator.</p>'],
    ['Виртуальный спорт', '<p>Симулированные футбол, скачки и теннис — новое событие каждые несколько минут. Результаты определяет сертифицированный генератор случайных чисел.</p>'],
  ),
  page(
    'fast-games',
    ['Fast games', '<p>Rounds that last seconds: dice, mines, plinko and wheels. The house edge of every game is published in its rules.</p>'],
    ['Быстрые игры', '<p>Раунды длиной в несколько секунд: кости, мины, плинко и колёса. Преимущество казино для каждой игры опубликовано в её правилах.</p>'],
  ),
  page(
    'fast-bet',
    ['Fast bet', '<p>One-tap bets on short rounds: choose the stake once and every tap places it at once.</p>'],
    ['Быстрая ставка', '<p>Ставки в одно касание на короткие раунды: выберите сумму один раз, и каждое касание сразу делает ставку.</p>'],
  ),
  page(
    'crash-games',
    ['Crash games', '<p>Watch the multiplier climb and cash out before it crashes. Set an automatic cash-out to lock in your target.</p>'],
    ['Краш-игры', '<p>Следите за ростом множителя и забирайте выигрыш до падения. Задайте автовывод, чтобы зафиксировать цель.</p>'],
  ),
  page(
    'card-games',
    ['Card games', '<p>Blackjack, baccarat, poker variants and andar bahar against the software, with the rules and payouts of each table listed.</p>'],
    ['Карточные игры', '<p>Блэкджек, баккара, разновидности покера и андар бахар против программы; правила и выплаты каждого стола указаны.</p>'],
  ),
  page(
    'skill-games',
    ['Skill games', '<p>Games where your decisions shape the result: strategy matters more than luck. Each game explains its scoring before you start.</p>'],
    ['Игры на ловкость', '<p>Игры, где результат зависит от ваших решений: стратегия важнее удачи. Правила подсчёта очков объясняются перед началом.</p>'],
  ),
  page(
    'asian-games',
    ['Asian games', '<p>Sic bo, dragon tiger, fan tan and other classics of Asian casinos, in software and live-dealer versions.</p>'],
    ['Азиатские игры', '<p>Сик бо, дракон-тигр, фан тан и другая классика азиатских казино — в программной и live-версии.</p>'],
  ),
  page(
    'scratchcards',
    ['Scratch cards', '<p>Instant-win cards: scratch three matching symbols to win the prize shown. Results are fixed when you buy the card.</p>'],
    ['Скретч-карты', '<p>Моментальные лотереи: сотрите три одинаковых символа, чтобы выиграть указанный приз. Результат определяется при покупке карты.</p>'],
  ),
  page(
    'keno',
    ['Keno', '<p>Pick up to 10 numbers from 80; 20 are drawn every round. The paytable shows the prize for each count of hits.</p>'],
    ['Кено', '<p>Выберите до 10 чисел из 80; в каждом раунде выпадает 20. В таблице выплат — приз за каждое число совпадений.</p>'],
  ),
  page(
    'bingo',
    ['Bingo', '<p>75- and 90-ball bingo rooms with scheduled games and progressive jackpots. Buy tickets before the game starts; numbers are marked automatically.</p>'],
    ['Бинго', '<p>Комнаты бинго на 75 и 90 шаров с игрой по расписанию и прогрессивными джекпотами. Покупайте билеты до начала игры; числа отмечаются автоматически.</p>'],
  ),
  page(
    'poker',
    ['Poker', '<p>Texas hold’em and Omaha cash tables and tournaments against other players. Seats, blinds and the rake of each table are shown in the lobby.</p>'],
    ['Покер', '<p>Кэш-столы и турниры по техасскому холдему и омахе против других игроков. Места, блайнды и рейк каждого стола показаны в лобби.</p>'],
  ),
  page(
    'fishinghunting',
    ['Fishing and hunting', '<p>Arcade shooting games: aim at the targets on the screen, each with its own multiplier. Every shot costs your chosen stake.</p>'],
    ['Рыбалка и охота', '<p>Аркадные стрелялки: цельтесь в мишени на экране, у каждой свой множитель. Каждый выстрел стоит выбранную ставку.</p>'],
  ),
  page(
    'vulkan',
    ['Vulkan', '<p>Classic fruit and book slots in the style of the arcade halls, with simple rules and free-spin features.</p>'],
    ['Вулкан', '<p>Классические фруктовые и «книжные» слоты в стиле игровых залов — простые правила и фриспины.</p>'],
  ),
  page(
    'othergames',
    ['Other games', '<p>Everything else: lottery games, arcade titles and seasonal releases from our studios.</p>'],
    ['Другие игры', '<p>Всё остальное: лотерейные игры, аркады и сезонные новинки наших студий.</p>'],
  ),
  page(
    'providers',
    ['Providers', '<p>The studios whose games we offer, each licensed and tested by an independent laboratory. Open a provider to see its games.</p>'],
    ['Провайдеры', '<p>Студии, чьи игры мы предлагаем; каждая лицензирована и проверена независимой лабораторией. Откройте провайдера, чтобы увидеть его игры.</p>'],
  ),
  page(
    'casino-search',
    ['Casino search', '<p>Search games by name or provider. Type at least three letters; results include the game’s category and provider.</p>'],
    ['Поиск в казино', '<p>Ищите игры по названию или провайдеру. Введите минимум три буквы; в результатах указаны категория и провайдер игры.</p>'],
  ),
  page(
    'casino/brand',
    ['Our brand games', '<p>Games made for Kickoff: exclusive slots and fast games available only here.</p>'],
    ['Игры нашего бренда', '<p>Игры, созданные для Kickoff: эксклюзивные слоты и быстрые игры, доступные только у нас.</p>'],
  ),
  page(
    'bonus/casino',
    ['Casino bonuses', '<p>Free spins, cashback and tournaments for casino players. Wagering applies to casino bonus money; slots count 100 %, table games 10 %.</p>'],
    ['Бонусы казино', '<p>Фриспины, кешбэк и турниры для игроков казино. Бонусные деньги казино нужно отыграть; слоты учитываются на 100 %, настольные игры — на 10 %.</p>'],
  ),
  page(
    'bonus/casino/tournaments',
    ['Casino tournaments', '<p>Climb the leaderboard by your biggest win multiplier in the listed slots. Prizes are paid as bonus money when the tournament ends.</p>'],
    ['Турниры казино', '<p>Поднимайтесь в таблице по самому большому множителю выигрыша в указанных слотах. Призы начисляются бонусными деньгами после окончания турнира.</p>'],
  ),
  page(
    'bonus/casino/slot-first-deposit',
    ['First deposit bonus for slots', '<p>Your first deposit of at least 10 EUR brings 100 free spins on selected slots, credited in five daily parts of 20.</p>'],
    ['Бонус на первый депозит для слотов', '<p>За первый депозит от 10 EUR — 100 фриспинов в избранных слотах, начисляются пятью частями по 20 в день.</p>'],
  ),
  page(
    'team',
    ['Team page', '<p>A team’s page gathers its upcoming matches in the line and in live, with the main markets of each. Open a team from any event to follow it.</p>'],
    ['Страница команды', '<p>На странице команды собраны её ближайшие матчи в линии и в лайве с основными рынками. Откройте команду из любого события, чтобы следить за ней.</p>'],
  ),
  page(
    'champ',
    ['Championship', '<p>The championship page: outright markets on the winner, top scorer and relegation, the fixtures with their odds, and the final when it is set.</p>'],
    ['Чемпионат', '<p>Страница чемпионата: долгосрочные ставки на победителя, лучшего бомбардира и вылет, матчи с коэффициентами и финал, когда он определён.</p>'],
  ),
  page(
    'epl',
    ['English Premier League', '<p>Every Premier League match with more than 300 markets, the title and top-four outrights, and live odds from kick-off.</p>'],
    ['Английская Премьер-лига', '<p>Все матчи Премьер-лиги с более чем 300 рынками, ставки на чемпиона и попадание в четвёрку, коэффициенты лайв с первой минуты.</p>'],
  ),
  page(
    'laliga',
    ['LaLiga', '<p>Spanish top-flight matches, El Clásico specials, the title race and the top scorer market.</p>'],
    ['Ла Лига', '<p>Матчи испанской Ла Лиги, спецставки на Эль Класико, гонка за титул и рынок лучшего бомбардира.</p>'],
  ),
  page(
    'europaleague',
    ['UEFA Europa League', '<p>Group and knockout matches of the Europa League, to-qualify markets for every tie and the outright winner.</p>'],
    ['Лига Европы УЕФА', '<p>Групповой этап и плей-офф Лиги Европы, ставки на проход в каждой паре и на победителя турнира.</p>'],
  ),
  page(
    'ipl',
    ['Indian Premier League', '<p>Every IPL match with match winner, top batsman, total sixes and session markets, and the tournament outright.</p>'],
    ['Индийская премьер-лига', '<p>Все матчи IPL: победитель, лучший бэтсмен, тотал шестёрок, сессионные рынки и победитель турнира.</p>'],
  ),
  page(
    'scf',
    ['Stanley Cup Final', '<p>The Stanley Cup Final series: series winner, correct series score, game markets and the Conn Smythe Trophy.</p>'],
    ['Финал Кубка Стэнли', '<p>Финальная серия Кубка Стэнли: победитель серии, точный счёт серии, рынки на каждый матч и приз Конна Смайта.</p>'],
  ),
  page(
    'fifacwc',
    ['FIFA Club World Cup', '<p>The clubs of every confederation: group matches, knockout ties and the outright winner.</p>'],
    ['Клубный чемпионат мира FIFA', '<p>Клубы всех конфедераций: групповые матчи, плей-офф и победитель турнира.</p>'],
  ),
  page(
    'nbafinals',
    ['NBA Finals', '<p>The NBA Finals: series winner, series length, game handicaps and totals, and the Finals MVP.</p>'],
    ['Финал НБА', '<p>Финал НБА: победитель серии, число матчей, форы и тоталы на каждую игру и MVP финала.</p>'],
  ),
  page(
    'nhlfinals',
    ['NHL playoffs final', '<p>The last series of the NHL playoffs with series and game markets, updated live during every period.</p>'],
    ['Финал плей-офф НХЛ', '<p>Последняя серия плей-офф НХЛ: рынки на серию и на каждый матч, обновляются в лайве в каждом периоде.</p>'],
  ),
  page(
    'print-coupon',
    ['Print a coupon', '<p>To print a bet’s coupon, open <b>My bets</b> in the personal office, choose the bet and press <b>Print</b>. The printed coupon shows the bet number, selections, odds, stake and possible win.</p>'],
    ['Печать купона', '<p>Чтобы распечатать купон, откройте <b>Мои ставки</b> в личном кабинете, выберите ставку и нажмите <b>Печать</b>. На купоне — номер ставки, исходы, коэффициенты, сумма и возможный выигрыш.</p>'],
  ),
  page(
    'block-appeal-history',
    ['Appeals against the block', '<p>Your appeals against the account block and their answers are listed here. An appeal is answered within 5 working days; write to support to add documents to an open appeal.</p>'],
    ['Обжалование блокировки', '<p>Здесь перечислены ваши обращения по блокировке счёта и ответы на них. Ответ на обращение — в течение 5 рабочих дней; чтобы добавить документы к открытому обращению, напишите в поддержку.</p>'],
  ),
  page(
    'components/footer-info',
    ['Kickoff', '<p>Kickoff is an open-source sportsbook and casino front end. 18+. Gambling can be addictive: set your limits.</p>'],
    ['Kickoff', '<p>Kickoff — открытый фронтенд букмекерской конторы и казино. 18+. Азартные игры могут вызывать зависимость: установите лимиты.</p>'],
  ),
];

/**
 * Redirect rules the redirect-light call answers (document 001 §3 "redirect rule"): pages of the
 * route table that the operator moved, without the language prefix (kept on the target).
 */
export const SEED_REDIRECTS: ReadonlyArray<{ from: string; to: string; code: number }> = [
  { from: '/registration-old', to: '/registration', code: 301 },
  { from: '/promotions/summer-cup-2025', to: '/promotions', code: 301 },
  { from: '/news/season-preview-2025', to: '/news/new-season-markets', code: 302 },
];
