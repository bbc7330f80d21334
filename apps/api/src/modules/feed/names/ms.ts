import type { FeedLanguageNames } from '../feed.names.data';

/** The feed's names in Malay, in the order of feed.names.data's `*_ORDER` arrays. */
export const names: FeedLanguageNames = {
  sports: ['Bola sepak', 'Hoki ais', 'Bola keranjang', 'Tenis', 'Bola tampar', 'Ping pong', 'Bola baling', 'Ragbi', 'Besbol', 'Futsal', 'Dart'],
  countries: ['England', 'Sepanyol', 'Jerman', 'Itali', 'Perancis', 'AS', 'Brazil', 'Portugal', 'Belanda', 'Sweden', 'Jepun', 'Argentina', 'Poland', 'Antarabangsa'],
  leagues: ['Divisyen Perdana', 'Liga Bola Keranjang', 'Liga Super', 'Masters', 'Liga Pro'],
  groups: ['Peluang berganda', 'Handikap', 'Jumlah', 'Kedua-dua pasukan menjaringkan gol', 'Skor tepat'],
  selections: ['Ya', 'Tidak'],
};
