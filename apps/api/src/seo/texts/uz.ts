import { GAME_TEMPLATE_PATH } from '../seo.rules';
import type { SeoSeedTexts } from '../seo.seed';

/** The SEO page data in Uzbek. */
export const texts: SeoSeedTexts = {
  '': ['Kickoff — sport tikishlari, jonli koeffitsiyentlar va kazino', 'Futbol, tennis, basketbol va boshqa sport turlariga oʻyindan oldin va jonli tikish qiling, kazino oʻyinlarini oʻynang va Kickoff aksiyalarida qatnashing.', 'Bosh sahifa', 'Kickoff — futbol, tennis, basketbol, xokkey va kibersport boʻyicha oʻyindan oldingi va jonli koeffitsiyentlarga ega bukmeker: ordinarlar, ekspresslar va tizimlar.\n\nKazinoda slotlar va jonli stollar bor. Masʼuliyat bilan oʻynang: hisobingizda depozit, yutqazish va seans davomiyligi limitlarini belgilang.'],
  live: ['Jonli tikishlar — oʻyin davomidagi koeffitsiyentlar | Kickoff', 'Hozir boʻlayotgan oʻyinlarga tikishlar: hisob bilan oʻzgaradigan koeffitsiyentlar, jonli natijalar va tezkor tikishlar.', 'Jonli', 'Jonli tikishlar oʻyinni kuzatib boradi: koeffitsiyentlar har bir gol, ochko va setdan keyin oʻzgaradi, hisob oʻzgarayotganda bozorlar toʻxtatiladi.'],
  line: ['Oʻyindan oldingi tikishlar — yaqinlashayotgan oʻyinlar koeffitsiyentlari | Kickoff', 'Yaqin kunlardagi oʻyinlar koeffitsiyentlari: natija, totallar, foralar va aniq hisob, barcha sport turlarida.', 'Oʻyindan oldin', 'Oʻyindan oldingi koeffitsiyentlar yaqinlashayotgan oʻyinlarning natijasi, totallari, foralari va aniq hisobini qamrab oladi; ularni kuponga ordinar, ekspress yoki tizim sifatida qoʻshing.'],
  slots: ['Slotlar — kazino oʻyinlari | Kickoff', 'Koʻplab provayderlarning slotlari: klassik barabanlar, video slotlar va jekpotlar, har bir oʻyinda demo rejim.', 'Slotlar'],
  'live-casino': ['Jonli kazino — ruletka, blekjek va boshqalar | Kickoff', 'Jonli dilerli stollar: ruletka, blekjek, bakkara va oʻyin shoulari.', 'Jonli kazino'],
  promotions: ['Aksiyalar va bonuslar | Kickoff', 'Sport tikishlari va kazino uchun joriy aksiyalar, bonuslar va takliflar.', 'Aksiyalar'],
  results: ['Tugagan oʻyinlar natijalari | Kickoff', 'Tugagan oʻyinlarning yakuniy hisoblari sport turi va liga boʻyicha.', 'Natijalar'],
  [GAME_TEMPLATE_PATH]: ['{team1} — {team2}: koeffitsiyentlar va tikishlar, {champ} | Kickoff', '{team1} — {team2} ({sport}, {champ}) oʻyiniga tikish qiling: natija, totallar, foralar va boshqalar, oʻyindan oldin va jonli.', '{team1} — {team2}'],
};
