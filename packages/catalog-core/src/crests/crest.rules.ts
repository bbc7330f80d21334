/**
 * Generated team crests (issue 18, document 001 §3 isTeamLogosInCoupon: team logos in the coupon).
 * The feed has no images, and none are fetched from elsewhere: each team gets a small SVG crest
 * drawn from its name alone, deterministic (the same name always draws the same crest) and varied
 * (shape x two colours x pattern x initials), so two teams of a game are told apart at a glance.
 * Pure: the web draws what `crestOf` returns.
 */

/** The crest outlines, on a 32 x 32 view box. */
export const CREST_SHAPES = {
  shield: 'M16 1.5 L29 5.5 V15 C29 22.5 23.5 27.8 16 30.5 C8.5 27.8 3 22.5 3 15 V5.5 Z',
  round: 'M16 1.5 A14.5 14.5 0 1 1 15.99 1.5 Z',
  badge: 'M16 1.5 L29 8.75 V23.25 L16 30.5 L3 23.25 V8.75 Z',
  square: 'M7 2 H25 A5 5 0 0 1 30 7 V25 A5 5 0 0 1 25 30 H7 A5 5 0 0 1 2 25 V7 A5 5 0 0 1 7 2 Z',
} as const;
export type CrestShape = keyof typeof CREST_SHAPES;

/**
 * The second colour's areas, clipped to the outline; `plain` has none. They keep clear of the
 * middle, where the initials stand on the first colour (so the ink is chosen against that one).
 */
export const CREST_PATTERNS = {
  plain: null,
  chief: { x: 0, y: 0, width: 32, height: 8.5 },
  base: { x: 0, y: 23.5, width: 32, height: 8.5 },
  flank: { x: 0, y: 0, width: 7, height: 32 },
} as const;
export type CrestPattern = keyof typeof CREST_PATTERNS;

/** Club colours: saturated enough to read as colours on both themes. */
export const CREST_COLOURS: readonly string[] = ['#c8102e', '#0b3d91', '#1e7b34', '#f2b705', '#6a1b9a', '#ef6c00', '#00838f', '#111827', '#ffffff', '#8d1b3d', '#2196f3', '#7cb342'];

/** What a crest draws. */
export interface Crest {
  shape: CrestShape;
  /** The outline's SVG path. */
  path: string;
  pattern: CrestPattern;
  /** The second colour's rectangle inside the outline, or null. */
  patternRect: { x: number; y: number; width: number; height: number } | null;
  primary: string;
  secondary: string;
  /** One or two letters of the name, upper case. */
  initials: string;
  /** The letters' colour: dark on light colours, white on dark ones (WCAG relative luminance). */
  ink: '#111111' | '#ffffff';
  /** A stable key of the crest (the same for the same name). */
  key: string;
}

/** FNV-1a over the name's UTF-16 code units: a small, stable, well-spread 32-bit hash. */
export function nameHash(name: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < name.length; index++) {
    hash ^= name.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** Words that say what a club is rather than which one (left out of the initials when others remain). */
const GENERIC_WORDS = new Set(['fc', 'cf', 'sc', 'ac', 'afc', 'fk', 'sk', 'club', 'team', 'the', 'de', 'city', 'united']);

/** One or two letters: the first letters of the first two telling words, or the first two of a single word. */
export function crestInitials(name: string): string {
  const words = name.split(/[\s\-–.]+/u).filter((word) => /\p{L}|\p{N}/u.test(word));
  const telling = words.filter((word) => !GENERIC_WORDS.has(word.toLocaleLowerCase('en')));
  const chosen = telling.length > 0 ? telling : words;
  const letters = (word: string) => Array.from(word).filter((char) => /\p{L}|\p{N}/u.test(char));
  if (chosen.length === 0) return '?';
  const first = letters(chosen[0] as string);
  const initials = chosen.length >= 2 ? [first[0], letters(chosen[1] as string)[0]] : first.slice(0, 2);
  return initials.filter(Boolean).join('').toLocaleUpperCase() || '?';
}

function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** The ink with the better contrast on a colour (contrast ratio (L1 + 0.05) / (L2 + 0.05)). */
export function inkOn(hex: string): Crest['ink'] {
  const l = luminance(hex);
  return (l + 0.05) / (0.0056 + 0.05) >= (1.05 / (l + 0.05)) ? '#111111' : '#ffffff';
}

/** The crest of a team, from its name. */
export function crestOf(name: string): Crest {
  const hash = nameHash(name.trim());
  const shapes = Object.keys(CREST_SHAPES) as CrestShape[];
  const patterns = Object.keys(CREST_PATTERNS) as CrestPattern[];
  const shape = shapes[hash % shapes.length] as CrestShape;
  const pattern = patterns[(hash >>> 2) % patterns.length] as CrestPattern;
  const primaryIndex = (hash >>> 4) % CREST_COLOURS.length;
  // The second colour is never the first: one of the other eleven.
  const secondaryIndex = (primaryIndex + 1 + ((hash >>> 8) % (CREST_COLOURS.length - 1))) % CREST_COLOURS.length;
  const primary = CREST_COLOURS[primaryIndex] as string;
  const secondary = CREST_COLOURS[secondaryIndex] as string;
  const initials = crestInitials(name);
  const rect = CREST_PATTERNS[pattern];
  return {
    shape,
    path: CREST_SHAPES[shape],
    pattern,
    patternRect: rect ? { ...rect } : null,
    primary,
    secondary,
    initials,
    ink: inkOn(primary),
    key: `${shape}-${pattern}-${primaryIndex}-${secondaryIndex}-${initials}`,
  };
}
