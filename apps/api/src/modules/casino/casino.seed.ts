import { declaredRtpPercent, titleSetup } from '@kickoff/casino-games';
import type { AppContext } from '../../context';
import { createRandom } from '../feed/feed.model';

/**
 * The seeded casino catalogue: the categories of the casino layout (document 000 §2 "Casino layout
 * routes"), providers, and games generated from word lists with their own colours (the tiles are
 * SVGs drawn from the name and colours, see casino.image.ts).
 */

/** Categories by their route slug, in menu order. */
export const CASINO_CATEGORIES: ReadonlyArray<{ id: number; slug: string; name: string; games: number }> = [
  { id: 1, slug: 'slots', name: 'Slots', games: 110 },
  { id: 2, slug: 'live-casino', name: 'Live casino', games: 40 },
  { id: 3, slug: 'crash-games', name: 'Crash games', games: 16 },
  { id: 4, slug: 'fast-games', name: 'Fast games', games: 20 },
  { id: 5, slug: 'card-games', name: 'Card games', games: 20 },
  { id: 6, slug: 'keno', name: 'Keno', games: 12 },
  { id: 7, slug: 'scratchcards', name: 'Scratch cards', games: 14 },
  { id: 8, slug: 'bingo', name: 'Bingo', games: 12 },
  { id: 9, slug: 'poker', name: 'Poker', games: 12 },
  { id: 10, slug: 'tvgames', name: 'TV games', games: 12 },
  { id: 11, slug: 'virtualsports', name: 'Virtual sports', games: 14 },
  { id: 12, slug: 'fishinghunting', name: 'Fishing and hunting', games: 10 },
  { id: 13, slug: 'skill-games', name: 'Skill games', games: 10 },
  { id: 14, slug: 'asian-games', name: 'Asian games', games: 12 },
];

/** Providers of the demo catalogue (fictional studios). */
export const CASINO_PROVIDERS: ReadonlyArray<readonly [number, string, string]> = [
  [1, 'northlight', 'Northlight Gaming'],
  [2, 'red-fox', 'Red Fox Studios'],
  [3, 'blue-orbit', 'Blue Orbit'],
  [4, 'goldline', 'Goldline Interactive'],
  [5, 'pixel-forge', 'Pixel Forge'],
  [6, 'lucky-lab', 'Lucky Lab'],
  [7, 'stormwave', 'Stormwave'],
  [8, 'tiger-eye', 'Tiger Eye Games'],
  [9, 'live-arena', 'Live Arena'],
  [10, 'kite-play', 'Kite Play'],
  [11, 'ember', 'Ember Entertainment'],
  [12, 'aurora', 'Aurora Live'],
];

// Live studios (9, 12) only host live-casino games.
const STUDIOS = [1, 2, 3, 4, 5, 6, 7, 8, 10, 11];
const ADJECTIVES = ['Golden', 'Wild', 'Lucky', 'Mystic', 'Royal', 'Burning', 'Frozen', 'Hidden', 'Mega', 'Crystal', 'Dragon', 'Silver', 'Neon', 'Ancient', 'Cosmic', 'Thunder', 'Jungle', 'Pirate', 'Diamond', 'Sunny'];
const NOUNS: Readonly<Record<string, readonly string[]>> = {
  slots: ['Fruits', 'Pharaoh', 'Sevens', 'Treasure', 'Bells', 'Wolves', 'Gems', 'Riches', 'Temple', 'Vikings', 'Reels', 'Fortune', 'Cherries', 'Jackpot'],
  'live-casino': ['Roulette', 'Blackjack', 'Baccarat', 'Dream Catcher', 'Sic Bo', 'Dragon Tiger', 'Monopoly Live'],
  'crash-games': ['Rocket', 'Aviator', 'Jet', 'Balloon', 'Comet'],
  'fast-games': ['Dice', 'Plinko', 'Mines', 'Hi-Lo', 'Coin Flip', 'Wheel'],
  'card-games': ['Blackjack', 'Baccarat', 'Red Dog', 'Casino War', 'Three Card'],
  keno: ['Keno', 'Keno 80', 'Lotto Keno'],
  scratchcards: ['Scratch', 'Scratch Card', 'Instant Win'],
  bingo: ['Bingo', 'Bingo 75', 'Bingo 90'],
  poker: ["Hold'em", 'Omaha', 'Video Poker', 'Caribbean Poker'],
  tvgames: ['Wheel of Luck', 'Lottery Show', 'Dice Duel', 'Bet on Numbers'],
  virtualsports: ['Football League', 'Horse Racing', 'Greyhounds', 'Tennis Open', 'Speedway'],
  fishinghunting: ['Fishing', 'Ocean King', 'Safari Hunt'],
  'skill-games': ['Darts', 'Penalty Shootout', 'Basket Shot'],
  'asian-games': ['Fan Tan', 'Pai Gow', 'Mahjong Ways', 'Sic Bo'],
};

/** A colour as `#rrggbb` from hue, saturation and lightness (0..360, 0..1, 0..1). */
export function hslToHex(hue: number, saturation: number, lightness: number): string {
  const k = (n: number) => (n + hue / 30) % 12;
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => Math.round(255 * (lightness - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)))));
  return `#${[channel(0), channel(8), channel(4)].map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}

/** A URL slug of a name. */
export function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

interface CasinoGameSeed {
  id: number;
  slug: string;
  name: string;
  categoryId: number;
  providerId: number;
  color1: string;
  color2: string;
  rtp: number;
  isNew: boolean;
  popularity: number;
}

/** The games: unique names per category, deterministic. */
export function buildCasinoGames(): CasinoGameSeed[] {
  const random = createRandom(7_300_301);
  const games: CasinoGameSeed[] = [];
  const slugs = new Set<string>();
  let id = 1;
  for (const category of CASINO_CATEGORIES) {
    const nouns = NOUNS[category.slug] ?? ['Game'];
    let attempts = 0;
    let made = 0;
    while (made < category.games && attempts < 10_000) {
      attempts++;
      const adjective = ADJECTIVES[Math.floor(random() * ADJECTIVES.length)] as string;
      const noun = nouns[Math.floor(random() * nouns.length)] as string;
      const name = `${adjective} ${noun}`;
      const slug = slugOf(name);
      if (slugs.has(slug)) continue;
      slugs.add(slug);
      const hue = Math.floor(random() * 360);
      const providerId = category.slug === 'live-casino' ? (random() < 0.5 ? 9 : 12) : (STUDIOS[Math.floor(random() * STUDIOS.length)] as number);
      const gameId = id++;
      const color2 = hslToHex((hue + 40 + Math.floor(random() * 80)) % 360, 0.75, 0.25);
      random(); // the former random RTP's draw, still taken so isNew and popularity keep their seeded values
      games.push({
        id: gameId,
        slug,
        name,
        categoryId: category.id,
        providerId,
        color1: hslToHex(hue, 0.7, 0.45),
        color2,
        // issue 17: the declared RTP of the maths the title plays
        rtp: declaredRtpPercent(titleSetup({ id: gameId, name, categorySlug: category.slug })),
        isNew: random() < 0.12,
        popularity: Math.floor(random() * 1000),
      });
      made++;
    }
  }
  return games;
}

/** Seed step: the casino catalogue, once per database (idempotent). */
export async function seedCasino(context: AppContext): Promise<void> {
  const [existing] = await context.db.query<{ count: number }>('select count(*)::int as count from casino_categories');
  if ((existing?.count ?? 0) > 0) return;
  const games = buildCasinoGames();
  await context.db.transaction(async (tx) => {
    await tx.query('insert into casino_categories (id, slug, name, position) select * from unnest($1::int[], $2::text[], $3::text[], $4::int[])', [
      CASINO_CATEGORIES.map((c) => c.id),
      CASINO_CATEGORIES.map((c) => c.slug),
      CASINO_CATEGORIES.map((c) => c.name),
      CASINO_CATEGORIES.map((_c, i) => i + 1),
    ]);
    await tx.query('insert into casino_providers (id, slug, name) select * from unnest($1::int[], $2::text[], $3::text[])', [
      CASINO_PROVIDERS.map(([id]) => id),
      CASINO_PROVIDERS.map(([, slug]) => slug),
      CASINO_PROVIDERS.map(([, , name]) => name),
    ]);
    await tx.query(
      `insert into casino_games (id, slug, name, category_id, provider_id, color1, color2, rtp, is_new, popularity)
       select * from unnest($1::int[], $2::text[], $3::text[], $4::int[], $5::int[], $6::text[], $7::text[], $8::numeric[], $9::bool[], $10::int[])`,
      [
        games.map((g) => g.id),
        games.map((g) => g.slug),
        games.map((g) => g.name),
        games.map((g) => g.categoryId),
        games.map((g) => g.providerId),
        games.map((g) => g.color1),
        games.map((g) => g.color2),
        games.map((g) => g.rtp),
        games.map((g) => g.isNew),
        games.map((g) => g.popularity),
      ],
    );
  });
}
