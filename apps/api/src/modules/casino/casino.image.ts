/**
 * Game tiles drawn by the project (issue 17, "tiles with real art generated per title (SVG from the
 * title's theme and colours, not initials)"): the title's noun picks the motif (fruit, pyramid,
 * wheel, cards, dice, rocket, ...), its adjective the backdrop (flames, snow, stars, rays, leaves,
 * lightning, ...), its colours the gradient, and a hash of its name places the backdrop's pieces,
 * so every title has its own picture. The tile's text (name, provider, RTP) is the page's, so the
 * picture carries none. Served same-origin, so the CSP's `img-src 'self'` covers it.
 */

/** A stable 32-bit hash of a text (FNV-1a). */
export function nameHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** A deterministic sequence in [0, 1) from a seed (mulberry32). */
function sequence(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

const f = (value: number) => value.toFixed(1);

/** The motifs, drawn around the centre (160, 112) of the 320 × 240 tile. */
const MOTIFS: Readonly<Record<string, (accent: string) => string>> = {
  fruit: (a) =>
    `<path d="M160 58 C150 80 136 96 124 112 M160 58 C168 82 182 98 198 114" stroke="#3f7d20" stroke-width="6" fill="none"/><path d="M160 58 C176 46 196 50 204 60 C188 66 172 66 160 58Z" fill="#4caf50"/><circle cx="122" cy="140" r="30" fill="#d32f2f"/><circle cx="198" cy="142" r="30" fill="#c62828"/><circle cx="112" cy="130" r="8" fill="#fff" fill-opacity="0.5"/><circle cx="188" cy="132" r="8" fill="#fff" fill-opacity="0.5"/><circle cx="160" cy="160" r="6" fill="${a}"/>`,
  pyramid: (a) =>
    `<polygon points="160,44 244,176 76,176" fill="${a}"/><polygon points="160,44 244,176 160,176" fill="#000" fill-opacity="0.25"/><path d="M104 132 H216 M90 154 H230 M118 110 H202" stroke="#000" stroke-opacity="0.25" stroke-width="3"/><circle cx="160" cy="86" r="9" fill="#fff" fill-opacity="0.85"/>`,
  seven: (a) =>
    `<path d="M104 62 H216 L168 182 H136 L178 92 H104Z" fill="${a}" stroke="#fff" stroke-width="6" stroke-linejoin="round"/>`,
  treasure: (a) =>
    `<rect x="92" y="108" width="136" height="72" rx="8" fill="#6d3b12"/><path d="M92 108 Q160 52 228 108Z" fill="#8b4d1a"/><rect x="92" y="104" width="136" height="12" fill="${a}"/><rect x="150" y="116" width="20" height="26" rx="4" fill="${a}"/><circle cx="124" cy="96" r="10" fill="${a}"/><circle cx="150" cy="88" r="11" fill="${a}"/><circle cx="182" cy="92" r="10" fill="${a}"/>`,
  bell: (a) =>
    `<path d="M160 50 C126 50 116 84 116 120 C116 146 104 156 96 166 H224 C216 156 204 146 204 120 C204 84 194 50 160 50Z" fill="${a}"/><circle cx="160" cy="176" r="14" fill="${a}"/><rect x="154" y="38" width="12" height="16" rx="4" fill="${a}"/><path d="M134 86 C130 102 130 118 132 132" stroke="#fff" stroke-opacity="0.6" stroke-width="6" fill="none"/>`,
  wolf: (a) =>
    `<circle cx="214" cy="70" r="34" fill="#fffde7" fill-opacity="0.9"/><polygon points="106,184 124,96 148,130 172,130 196,96 214,184 160,204" fill="#37474f"/><polygon points="142,168 160,186 178,168" fill="#263238"/><circle cx="142" cy="146" r="6" fill="${a}"/><circle cx="178" cy="146" r="6" fill="${a}"/>`,
  gem: (a) =>
    `<polygon points="112,84 208,84 240,116 160,196 80,116" fill="${a}"/><polygon points="112,84 140,116 80,116" fill="#fff" fill-opacity="0.35"/><polygon points="140,116 180,116 160,196" fill="#fff" fill-opacity="0.2"/><polygon points="208,84 240,116 180,116" fill="#000" fill-opacity="0.15"/><path d="M112 84 L140 116 L160 84 L180 116 L208 84 M80 116 H240" stroke="#fff" stroke-opacity="0.6" stroke-width="2" fill="none"/>`,
  viking: (a) =>
    `<path d="M104 150 C104 96 216 96 216 150Z" fill="#90a4ae"/><rect x="96" y="146" width="128" height="16" rx="6" fill="${a}"/><path d="M108 122 C84 112 76 84 86 62 C96 84 108 96 122 104Z" fill="#fff8e1"/><path d="M212 122 C236 112 244 84 234 62 C224 84 212 96 198 104Z" fill="#fff8e1"/><rect x="154" y="104" width="12" height="58" fill="${a}"/>`,
  reels: (a) =>
    `<rect x="72" y="64" width="176" height="104" rx="12" fill="#111" fill-opacity="0.55"/>${[0, 1, 2].map((i) => `<rect x="${84 + i * 54}" y="74" width="44" height="84" rx="6" fill="#fff"/><circle cx="${106 + i * 54}" cy="116" r="13" fill="${a}"/>`).join('')}<path d="M64 116 H256" stroke="#e53935" stroke-width="3"/>`,
  wheel: (a) => {
    const slices = Array.from({ length: 12 }, (_, i) => {
      const from = (i / 12) * Math.PI * 2;
      const to = ((i + 1) / 12) * Math.PI * 2;
      return `<path d="M160 116 L${f(160 + Math.cos(from) * 64)} ${f(116 + Math.sin(from) * 64)} A64 64 0 0 1 ${f(160 + Math.cos(to) * 64)} ${f(116 + Math.sin(to) * 64)}Z" fill="${i === 0 ? '#2e7d32' : i % 2 ? '#b71c1c' : '#212121'}"/>`;
    }).join('');
    return `<circle cx="160" cy="116" r="74" fill="${a}"/>${slices}<circle cx="160" cy="116" r="24" fill="${a}"/><circle cx="160" cy="116" r="8" fill="#fff"/><circle cx="160" cy="60" r="6" fill="#fff"/>`;
  },
  cards: (a) =>
    [-16, 0, 16]
      .map(
        (angle, i) =>
          `<g transform="rotate(${angle} 160 190)"><rect x="128" y="62" width="64" height="92" rx="8" fill="#fff" stroke="#333" stroke-width="2"/><text x="142" y="86" font-size="20" font-weight="700" font-family="serif" fill="${i === 1 ? '#c62828' : '#212121'}">${['♠', '♥', '♣'][i]}</text></g>`,
      )
      .join('') + `<circle cx="160" cy="190" r="10" fill="${a}"/>`,
  dice: (a) => {
    const pips = (x: number, y: number, points: [number, number][]) => points.map(([px, py]) => `<circle cx="${x + px}" cy="${y + py}" r="6" fill="#212121"/>`).join('');
    return `<rect x="92" y="84" width="64" height="64" rx="12" fill="#fff" transform="rotate(-12 124 116)"/>${pips(92, 84, [[16, 16], [32, 32], [48, 48]]).replace(/<circle/g, '<circle transform="rotate(-12 124 116)"')}<rect x="166" y="76" width="64" height="64" rx="12" fill="${a}" transform="rotate(10 198 108)"/>${pips(166, 76, [[16, 16], [48, 16], [16, 48], [48, 48], [32, 32]]).replace(/<circle/g, '<circle transform="rotate(10 198 108)"')}`;
  },
  rocket: (a) =>
    `<path d="M96 190 C120 160 140 150 150 144" stroke="${a}" stroke-width="10" stroke-linecap="round" fill="none" stroke-opacity="0.7"/><g transform="rotate(40 180 100)"><path d="M180 36 C204 60 208 104 200 140 H160 C152 104 156 60 180 36Z" fill="#eceff1"/><circle cx="180" cy="86" r="12" fill="#42a5f5" stroke="#263238" stroke-width="3"/><path d="M160 120 L140 150 H162Z M200 120 L220 150 H198Z" fill="#e53935"/><path d="M166 140 L180 172 L194 140Z" fill="${a}"/></g>`,
  balloon: (a) =>
    `<ellipse cx="160" cy="96" rx="48" ry="56" fill="${a}"/><path d="M124 70 C132 56 146 50 156 50" stroke="#fff" stroke-opacity="0.6" stroke-width="6" fill="none"/><path d="M152 150 H168 L164 160 H156Z" fill="${a}"/><path d="M160 160 C150 176 170 188 160 204" stroke="#fff" stroke-width="2" fill="none"/>`,
  pegs: (a) =>
    Array.from({ length: 5 }, (_, row) => Array.from({ length: row + 1 }, (_, col) => `<circle cx="${f(160 - row * 20 + col * 40)}" cy="${58 + row * 30}" r="6" fill="#fff"/>`).join('')).join('') + `<circle cx="140" cy="112" r="11" fill="${a}"/>`,
  mines: (a) =>
    Array.from({ length: 9 }, (_, i) => `<rect x="${110 + (i % 3) * 36}" y="${62 + Math.floor(i / 3) * 36}" width="30" height="30" rx="5" fill="${i === 4 ? '#212121' : '#fff'}" fill-opacity="${i === 4 ? 1 : 0.85}"/>`).join('') +
    `<circle cx="161" cy="113" r="9" fill="${a}"/><circle cx="125" cy="77" r="6" fill="#43a047"/>`,
  coin: (a) => `<circle cx="160" cy="116" r="62" fill="${a}" stroke="#fff" stroke-width="6"/><circle cx="160" cy="116" r="44" fill="none" stroke="#000" stroke-opacity="0.2" stroke-width="4"/><path d="M142 96 L160 78 L178 96 M142 136 L160 154 L178 136" stroke="#fff" stroke-width="8" fill="none" stroke-linecap="round"/>`,
  balls: (a) =>
    [
      [116, 96, '#e53935'],
      [168, 82, a],
      [206, 126, '#1e88e5'],
      [144, 146, '#43a047'],
    ]
      .map(([x, y, colour], i) => `<circle cx="${x}" cy="${y}" r="28" fill="${colour}"/><circle cx="${x}" cy="${y}" r="14" fill="#fff"/><text x="${x}" y="${Number(y) + 6}" font-size="16" font-weight="800" text-anchor="middle" font-family="sans-serif" fill="#212121">${[7, 21, 42, 80][i]}</text>`)
      .join(''),
  scratch: (a) =>
    `<rect x="84" y="62" width="152" height="104" rx="12" fill="#fff"/><rect x="100" y="84" width="120" height="60" rx="8" fill="#b0bec5"/><path d="M104 132 C128 96 150 140 176 100 S214 112 216 90" stroke="${a}" stroke-width="14" fill="none" stroke-linecap="round"/>`,
  ball: (a) =>
    `<circle cx="160" cy="116" r="60" fill="#fff"/><polygon points="160,92 183,109 174,136 146,136 137,109" fill="#212121"/><path d="M160 92 V60 M183 109 L212 98 M174 136 L190 164 M146 136 L130 164 M137 109 L108 98" stroke="#212121" stroke-width="4"/><circle cx="160" cy="116" r="60" fill="none" stroke="${a}" stroke-width="4"/>`,
  track: (a) =>
    `<ellipse cx="160" cy="120" rx="110" ry="56" fill="#6d4c41"/><ellipse cx="160" cy="120" rx="78" ry="30" fill="#388e3c"/><path d="M160 64 V94" stroke="#fff" stroke-width="4" stroke-dasharray="6 4"/><circle cx="112" cy="158" r="9" fill="${a}"/><circle cx="138" cy="166" r="9" fill="#fff"/>`,
  fish: (a) =>
    `<path d="M96 116 C130 70 200 70 220 116 C200 162 130 162 96 116Z" fill="${a}"/><path d="M220 116 L256 90 V142Z" fill="${a}"/><circle cx="124" cy="108" r="7" fill="#fff"/><circle cx="124" cy="108" r="3" fill="#000"/><path d="M150 96 C160 110 160 122 150 136 M172 96 C182 110 182 122 172 136" stroke="#fff" stroke-opacity="0.5" stroke-width="4" fill="none"/><circle cx="80" cy="80" r="6" fill="#fff" fill-opacity="0.6"/><circle cx="70" cy="60" r="4" fill="#fff" fill-opacity="0.6"/>`,
  target: (a) => [62, 48, 34, 20, 8].map((r, i) => `<circle cx="160" cy="116" r="${r}" fill="${i % 2 ? '#fff' : a}"/>`).join('') + `<path d="M196 70 L164 112" stroke="#212121" stroke-width="5"/><path d="M196 70 L212 62 L204 78Z" fill="#212121"/>`,
  hoop: (a) =>
    `<rect x="112" y="50" width="96" height="62" rx="4" fill="#fff"/><rect x="140" y="74" width="40" height="28" fill="none" stroke="#e53935" stroke-width="4"/><ellipse cx="160" cy="112" rx="30" ry="6" fill="none" stroke="${a}" stroke-width="5"/><path d="M132 114 L142 150 H178 L188 114" stroke="#fff" stroke-width="2" fill="none"/><circle cx="206" cy="168" r="22" fill="#ef6c00"/><path d="M184 168 H228 M206 146 V190" stroke="#212121" stroke-width="2"/>`,
  tiles: (a) =>
    [0, 1, 2]
      .map((i) => `<rect x="${98 + i * 44}" y="${70 + (i % 2) * 12}" width="38" height="56" rx="6" fill="#fffde7" stroke="#8d6e63" stroke-width="3"/><circle cx="${117 + i * 44}" cy="${92 + (i % 2) * 12}" r="8" fill="${i === 1 ? '#c62828' : a}"/><circle cx="${117 + i * 44}" cy="${112 + (i % 2) * 12}" r="5" fill="#2e7d32"/>`)
      .join(''),
  dragon: (a) =>
    `<path d="M92 150 C100 100 140 70 184 76 C214 80 232 100 228 122 C210 110 192 112 180 124 C200 126 210 140 204 160 C186 146 160 146 140 160 C130 150 110 148 92 150Z" fill="${a}"/><circle cx="204" cy="96" r="6" fill="#fff"/><path d="M184 76 L196 52 L204 80 M206 80 L226 62 L222 90" fill="${a}"/>`,
  star: (a) => `<polygon points="160,46 180,96 234,98 192,130 208,182 160,152 112,182 128,130 86,98 140,96" fill="${a}" stroke="#fff" stroke-width="5" stroke-linejoin="round"/>`,
};

/** The motif of a title's noun (the last words of its name). */
const NOUN_MOTIFS: ReadonlyArray<readonly [RegExp, string]> = [
  [/fruit|cherr/i, 'fruit'],
  [/pharaoh|temple/i, 'pyramid'],
  [/seven/i, 'seven'],
  [/treasure|riches|fortune|jackpot/i, 'treasure'],
  [/bell/i, 'bell'],
  [/wol(f|ves)/i, 'wolf'],
  [/gem/i, 'gem'],
  [/viking/i, 'viking'],
  [/reels/i, 'reels'],
  [/roulette|wheel|dream catcher|monopoly/i, 'wheel'],
  [/blackjack|baccarat|red dog|casino war|three card|hold'em|omaha|poker/i, 'cards'],
  [/dice|sic bo/i, 'dice'],
  [/dragon tiger/i, 'dragon'],
  [/rocket|aviator|jet|comet/i, 'rocket'],
  [/balloon/i, 'balloon'],
  [/plinko/i, 'pegs'],
  [/mines/i, 'mines'],
  [/hi-lo|coin/i, 'coin'],
  [/keno|bingo|lotto|lottery|numbers/i, 'balls'],
  [/scratch|instant/i, 'scratch'],
  [/football|penalty|tennis/i, 'ball'],
  [/horse|greyhound|speedway/i, 'track'],
  [/fishing|ocean/i, 'fish'],
  [/safari|darts/i, 'target'],
  [/basket/i, 'hoop'],
  [/fan tan|pai gow|mahjong/i, 'tiles'],
];

/** The backdrop of a title's adjective: small pieces scattered by the name's hash. */
const BACKDROPS: Readonly<Record<string, (x: number, y: number, size: number) => string>> = {
  flame: (x, y, s) => `<path d="M${f(x)} ${f(y + s)} C${f(x - s)} ${f(y)} ${f(x)} ${f(y - s / 2)} ${f(x)} ${f(y - s * 1.4)} C${f(x + s)} ${f(y - s / 2)} ${f(x + s)} ${f(y + s / 2)} ${f(x)} ${f(y + s)}Z" fill="#ff9800" fill-opacity="0.45"/>`,
  snow: (x, y, s) => `<path d="M${f(x - s)} ${f(y)} H${f(x + s)} M${f(x)} ${f(y - s)} V${f(y + s)} M${f(x - s * 0.7)} ${f(y - s * 0.7)} L${f(x + s * 0.7)} ${f(y + s * 0.7)} M${f(x + s * 0.7)} ${f(y - s * 0.7)} L${f(x - s * 0.7)} ${f(y + s * 0.7)}" stroke="#e3f2fd" stroke-opacity="0.6" stroke-width="2"/>`,
  star: (x, y, s) => `<circle cx="${f(x)}" cy="${f(y)}" r="${f(s / 4)}" fill="#fff" fill-opacity="0.8"/>`,
  leaf: (x, y, s) => `<path d="M${f(x)} ${f(y)} q${f(s)} ${f(-s)} ${f(s * 2)} 0 q${f(-s)} ${f(s)} ${f(-s * 2)} 0Z" fill="#66bb6a" fill-opacity="0.5"/>`,
  bolt: (x, y, s) => `<path d="M${f(x)} ${f(y - s)} L${f(x - s / 2)} ${f(y)} H${f(x)} L${f(x - s / 3)} ${f(y + s)} L${f(x + s / 2)} ${f(y - s / 6)} H${f(x)}Z" fill="#ffeb3b" fill-opacity="0.55"/>`,
  coin: (x, y, s) => `<circle cx="${f(x)}" cy="${f(y)}" r="${f(s / 2)}" fill="#ffd54a" fill-opacity="0.55"/>`,
  ring: (x, y, s) => `<circle cx="${f(x)}" cy="${f(y)}" r="${f(s / 2)}" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="2"/>`,
  spark: (x, y, s) => `<path d="M${f(x)} ${f(y - s / 2)} L${f(x + s / 8)} ${f(y - s / 8)} L${f(x + s / 2)} ${f(y)} L${f(x + s / 8)} ${f(y + s / 8)} L${f(x)} ${f(y + s / 2)} L${f(x - s / 8)} ${f(y + s / 8)} L${f(x - s / 2)} ${f(y)} L${f(x - s / 8)} ${f(y - s / 8)}Z" fill="#fff" fill-opacity="0.6"/>`,
  wave: (x, y, s) => `<path d="M${f(x - s)} ${f(y)} q${f(s / 2)} ${f(-s / 2)} ${f(s)} 0 t${f(s)} 0" stroke="#fff" stroke-opacity="0.35" stroke-width="3" fill="none"/>`,
};

const ADJECTIVE_BACKDROPS: ReadonlyArray<readonly [RegExp, string]> = [
  [/burning|dragon/i, 'flame'],
  [/frozen|crystal/i, 'snow'],
  [/cosmic|mystic|neon/i, 'star'],
  [/jungle/i, 'leaf'],
  [/thunder|wild/i, 'bolt'],
  [/golden|lucky|royal|mega|silver/i, 'coin'],
  [/diamond|sunny/i, 'spark'],
  [/pirate/i, 'wave'],
];

/** The motif and backdrop names of a title (for tests and the picture). */
export function artOf(name: string): { motif: string; backdrop: string } {
  const motif = NOUN_MOTIFS.find(([pattern]) => pattern.test(name))?.[1] ?? 'star';
  const adjective = name.split(/\s+/)[0] ?? '';
  const backdrop = ADJECTIVE_BACKDROPS.find(([pattern]) => pattern.test(adjective))?.[1] ?? 'ring';
  return { motif, backdrop };
}

const escapeXml = (text: string): string => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** The accent colour of a title: gold for golden titles, silver for silver ones, else its first colour lightened. */
function accentOf(name: string, color1: string): string {
  if (/golden|royal|treasure|jackpot/i.test(name)) return '#ffc107';
  if (/silver|frozen|crystal/i.test(name)) return '#cfd8dc';
  return color1;
}

/** The 4:3 picture of a game: gradient from its colours, the backdrop of its adjective, the motif of its noun. */
export function renderGameImage(game: { name: string; color1: string; color2: string }): string {
  const { motif, backdrop } = artOf(game.name);
  const next = sequence(nameHash(game.name));
  const pieces = Array.from({ length: 14 }, () => BACKDROPS[backdrop]!(next() * 320, next() * 240, 8 + next() * 14)).join('');
  const rays = Array.from({ length: 12 }, (_, i) => {
    const angle = (i / 12) * Math.PI * 2 + next() * 0.2;
    return `<path d="M160 116 L${f(160 + Math.cos(angle) * 260)} ${f(116 + Math.sin(angle) * 260)} L${f(160 + Math.cos(angle + 0.18) * 260)} ${f(116 + Math.sin(angle + 0.18) * 260)}Z" fill="#fff" fill-opacity="0.06"/>`;
  }).join('');
  const accent = accentOf(game.name, game.color1);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 320 240" role="img" aria-label="${escapeXml(game.name)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${game.color1}"/><stop offset="1" stop-color="${game.color2}"/></linearGradient><radialGradient id="l" cx="0.5" cy="0.48" r="0.5"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
<rect width="320" height="240" rx="18" fill="url(#g)"/>${rays}${pieces}<circle cx="160" cy="116" r="110" fill="url(#l)"/>
<g data-motif="${motif}">${MOTIFS[motif]!(accent)}</g>
</svg>`;
}
