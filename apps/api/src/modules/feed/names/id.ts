import type { FeedLanguageNames } from '../feed.names.data';

/** The feed's names in Indonesian, in the order of feed.names.data's `*_ORDER` arrays. */
export const names: FeedLanguageNames = {
  sports: ['Sepak bola', 'Hoki es', 'Bola basket', 'Tenis', 'Bola voli', 'Tenis meja', 'Bola tangan', 'Rugbi', 'Bisbol', 'Futsal', 'Dart'],
  countries: ['Inggris', 'Spanyol', 'Jerman', 'Italia', 'Prancis', 'AS', 'Brasil', 'Portugal', 'Belanda', 'Swedia', 'Jepang', 'Argentina', 'Polandia', 'Internasional'],
  leagues: ['Divisi Utama', 'Liga Basket', 'Liga Super', 'Masters', 'Liga Pro'],
  groups: ['Peluang ganda', 'Handicap', 'Total', 'Kedua tim mencetak gol', 'Skor tepat'],
  selections: ['Ya', 'Tidak'],
};
