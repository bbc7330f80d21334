import { GAME_TEMPLATE_PATH } from '../seo.rules';
import type { SeoSeedTexts } from '../seo.seed';

/** The SEO page data in Croatian. */
export const texts: SeoSeedTexts = {
  '': ['Kickoff — sportsko klađenje, koeficijenti uživo i kasino', 'Kladite se na nogomet, tenis, košarku i ostalo prije utakmice i uživo, igrajte kasino igre i sudjelujte u promocijama Kickoffa.', 'Početna', 'Kickoff je kladionica s koeficijentima prije utakmice i uživo za nogomet, tenis, košarku, hokej na ledu i e-sport: pojedinačne oklade, akumulatori i sustavi.\n\nKasino nudi slotove i stolove uživo. Igrajte odgovorno: na svom računu postavite ograničenja uplata, gubitaka i trajanja sesije.'],
  live: ['Klađenje uživo — koeficijenti tijekom utakmice | Kickoff', 'Oklade na utakmice koje se upravo igraju: koeficijenti koji se mijenjaju s rezultatom, rezultati uživo i brze oklade.', 'Uživo', 'Klađenje uživo prati utakmicu: koeficijenti se mijenjaju sa svakim golom, poenom i setom, a tržišta se pauziraju dok se rezultat mijenja.'],
  line: ['Klađenje prije utakmice — koeficijenti za nadolazeće utakmice | Kickoff', 'Koeficijenti za utakmice sljedećih dana: ishod, ukupno, hendikepi i točan rezultat u svim sportovima.', 'Prije utakmice', 'Koeficijenti prije utakmice obuhvaćaju ishod, ukupno, hendikepe i točan rezultat nadolazećih utakmica; dodajte ih na listić kao pojedinačne, akumulator ili sustav.'],
  slots: ['Slotovi — kasino igre | Kickoff', 'Slotovi mnogih pružatelja: klasični valjci, video slotovi i jackpotovi, s demo načinom u svakoj igri.', 'Slotovi'],
  'live-casino': ['Kasino uživo — rulet, blackjack i više | Kickoff', 'Stolovi s djeliteljima uživo: rulet, blackjack, baccarat i igre-showovi.', 'Kasino uživo'],
  promotions: ['Promocije i bonusi | Kickoff', 'Aktualne promocije, bonusi i ponude za sportsko klađenje i kasino.', 'Promocije'],
  results: ['Rezultati završenih utakmica | Kickoff', 'Konačni rezultati završenih utakmica po sportu i ligi.', 'Rezultati'],
  [GAME_TEMPLATE_PATH]: ['{team1} — {team2}: koeficijenti i oklade, {champ} | Kickoff', 'Kladite se na {team1} — {team2} ({sport}, {champ}): ishod, ukupno, hendikepi i više, prije utakmice i uživo.', '{team1} — {team2}'],
};
