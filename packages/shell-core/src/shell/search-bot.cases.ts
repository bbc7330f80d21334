/** User agents and whether they are search bots. */
export const searchBotCases: Array<[string, boolean]> = [
  ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', true],
  ['Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)', true],
  ['Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)', true],
  ['facebookexternalhit/1.1', true],
  ['Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)', true],
  ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36', false],
  ['Mozilla/5.0 (Linux; Android 10; Cubot X30) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36', false],
  ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1', false],
];
