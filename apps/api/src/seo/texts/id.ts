import { GAME_TEMPLATE_PATH } from '../seo.rules';
import type { SeoSeedTexts } from '../seo.seed';

/** The SEO page data in Indonesian. */
export const texts: SeoSeedTexts = {
  '': ['Kickoff — taruhan olahraga, odds langsung, dan kasino', 'Pasang taruhan pada sepak bola, tenis, bola basket, dan lainnya sebelum pertandingan dan secara langsung, mainkan kasino, dan ikuti promosi di Kickoff.', 'Beranda', 'Kickoff adalah situs taruhan olahraga dengan odds sebelum pertandingan dan langsung untuk sepak bola, tenis, bola basket, hoki es, dan esports: taruhan tunggal, parlay, dan sistem.\n\nKasino menyediakan slot dan meja langsung. Bermainlah secara bertanggung jawab: atur batas deposit, kekalahan, dan durasi sesi di akun Anda.'],
  live: ['Taruhan langsung — odds selama pertandingan | Kickoff', 'Taruhan pada pertandingan yang sedang berlangsung: odds yang bergerak mengikuti skor, skor langsung, dan taruhan cepat.', 'Langsung', 'Taruhan langsung mengikuti pertandingan: odds berubah di setiap gol, poin, dan set, dan pasar dijeda saat skor berubah.'],
  line: ['Taruhan sebelum pertandingan — odds pertandingan mendatang | Kickoff', 'Odds pertandingan beberapa hari ke depan: hasil, total, handicap, dan skor tepat di semua cabang olahraga.', 'Pra-pertandingan', 'Odds sebelum pertandingan mencakup hasil, total, handicap, dan skor tepat pertandingan mendatang; tambahkan ke kupon sebagai tunggal, parlay, atau sistem.'],
  slots: ['Slot — permainan kasino | Kickoff', 'Slot dari banyak penyedia: gulungan klasik, slot video, dan jackpot, dengan mode demo di setiap permainan.', 'Slot'],
  'live-casino': ['Kasino langsung — rolet, blackjack, dan lainnya | Kickoff', 'Meja dengan dealer langsung: rolet, blackjack, bakarat, dan acara permainan.', 'Kasino langsung'],
  promotions: ['Promosi dan bonus | Kickoff', 'Promosi, bonus, dan penawaran terkini untuk taruhan olahraga dan kasino.', 'Promosi'],
  results: ['Hasil pertandingan yang selesai | Kickoff', 'Skor akhir dan hasil pertandingan yang selesai menurut cabang olahraga dan liga.', 'Hasil'],
  [GAME_TEMPLATE_PATH]: ['{team1} — {team2}: odds dan taruhan, {champ} | Kickoff', 'Pasang taruhan pada {team1} — {team2} ({sport}, {champ}): hasil, total, handicap, dan lainnya, sebelum pertandingan dan langsung.', '{team1} — {team2}'],
};
