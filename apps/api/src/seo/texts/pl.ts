import { GAME_TEMPLATE_PATH } from '../seo.rules';
import type { SeoSeedTexts } from '../seo.seed';

/** The SEO page data in Polish. */
export const texts: SeoSeedTexts = {
  '': ['Kickoff — zakłady sportowe, kursy na żywo i kasyno', 'Obstawiaj piłkę nożną, tenis, koszykówkę i inne dyscypliny przed meczem i na żywo, graj w kasynie i korzystaj z promocji w Kickoff.', 'Strona główna', 'Kickoff to bukmacher z kursami przedmeczowymi i na żywo na piłkę nożną, tenis, koszykówkę, hokej na lodzie i e-sport: zakłady pojedyncze, kupony AKO i systemy.\n\nW kasynie są automaty i stoły na żywo. Graj odpowiedzialnie: ustaw na koncie limity wpłat, strat i czasu sesji.'],
  live: ['Zakłady na żywo — kursy w trakcie meczu | Kickoff', 'Zakłady na trwające mecze: kursy zmieniające się z wynikiem, wyniki na żywo i szybkie zakłady.', 'Na żywo', 'Zakłady na żywo podążają za meczem: kursy zmieniają się po każdym golu, punkcie i secie, a rynki są wstrzymywane, gdy zmienia się wynik.'],
  line: ['Zakłady przedmeczowe — kursy na najbliższe mecze | Kickoff', 'Kursy na mecze najbliższych dni: wynik, sumy, handicapy i dokładny wynik we wszystkich dyscyplinach.', 'Przed meczem', 'Kursy przedmeczowe obejmują wynik, sumy, handicapy i dokładny wynik najbliższych meczów; dodaj je do kuponu jako pojedyncze, AKO lub system.'],
  slots: ['Automaty — gry kasynowe | Kickoff', 'Automaty wielu dostawców: klasyczne bębny, wideoautomaty i jackpoty, w każdej grze tryb demo.', 'Automaty'],
  'live-casino': ['Kasyno na żywo — ruletka, blackjack i więcej | Kickoff', 'Stoły z krupierami na żywo: ruletka, blackjack, bakarat i teleturnieje.', 'Kasyno na żywo'],
  promotions: ['Promocje i bonusy | Kickoff', 'Aktualne promocje, bonusy i oferty na zakłady sportowe i kasyno.', 'Promocje'],
  results: ['Wyniki zakończonych meczów | Kickoff', 'Końcowe wyniki zakończonych meczów według dyscypliny i ligi.', 'Wyniki'],
  [GAME_TEMPLATE_PATH]: ['{team1} — {team2}: kursy i zakłady, {champ} | Kickoff', 'Obstawiaj {team1} — {team2} ({sport}, {champ}): wynik, sumy, handicapy i więcej, przed meczem i na żywo.', '{team1} — {team2}'],
};
