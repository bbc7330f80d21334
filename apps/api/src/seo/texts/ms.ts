import { GAME_TEMPLATE_PATH } from '../seo.rules';
import type { SeoSeedTexts } from '../seo.seed';

/** The SEO page data in Malay. */
export const texts: SeoSeedTexts = {
  '': ['Kickoff — pertaruhan sukan, odds langsung dan kasino', 'Bertaruh pada bola sepak, tenis, bola keranjang dan banyak lagi sebelum perlawanan dan secara langsung, main permainan kasino dan sertai promosi di Kickoff.', 'Laman utama', 'Kickoff ialah laman pertaruhan sukan dengan odds sebelum perlawanan dan langsung bagi bola sepak, tenis, bola keranjang, hoki ais dan e-sukan: pertaruhan tunggal, akumulator dan sistem.\n\nKasino menawarkan slot dan meja langsung. Bermain secara bertanggungjawab: tetapkan had deposit, kerugian dan tempoh sesi dalam akaun anda.'],
  live: ['Pertaruhan langsung — odds semasa perlawanan | Kickoff', 'Pertaruhan pada perlawanan yang sedang berlangsung: odds yang berubah mengikut skor, skor langsung dan pertaruhan pantas.', 'Langsung', 'Pertaruhan langsung mengikut perlawanan: odds berubah pada setiap gol, mata dan set, dan pasaran dihentikan seketika semasa skor berubah.'],
  line: ['Pertaruhan sebelum perlawanan — odds perlawanan akan datang | Kickoff', 'Odds perlawanan beberapa hari akan datang: keputusan, jumlah, handikap dan skor tepat dalam semua sukan.', 'Sebelum perlawanan', 'Odds sebelum perlawanan meliputi keputusan, jumlah, handikap dan skor tepat perlawanan akan datang; tambahkannya ke kupon sebagai tunggal, akumulator atau sistem.'],
  slots: ['Slot — permainan kasino | Kickoff', 'Slot daripada banyak penyedia: gelendong klasik, slot video dan jackpot, dengan mod demo bagi setiap permainan.', 'Slot'],
  'live-casino': ['Kasino langsung — rolet, blackjack dan lagi | Kickoff', 'Meja dengan peniaga langsung: rolet, blackjack, bakarat dan rancangan permainan.', 'Kasino langsung'],
  promotions: ['Promosi dan bonus | Kickoff', 'Promosi, bonus dan tawaran semasa untuk pertaruhan sukan dan kasino.', 'Promosi'],
  results: ['Keputusan perlawanan yang tamat | Kickoff', 'Skor akhir dan keputusan perlawanan yang tamat mengikut sukan dan liga.', 'Keputusan'],
  [GAME_TEMPLATE_PATH]: ['{team1} — {team2}: odds dan pertaruhan, {champ} | Kickoff', 'Bertaruh pada {team1} — {team2} ({sport}, {champ}): keputusan, jumlah, handikap dan banyak lagi, sebelum perlawanan dan secara langsung.', '{team1} — {team2}'],
};
