/**
 * Game tiles drawn by the project: an SVG from the game's name and colours (no third-party images).
 * Served same-origin, so the CSP's `img-src 'self'` covers them.
 */

const escapeXml = (text: string): string => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** Splits a name into at most two lines of about 14 characters. */
export function titleLines(name: string): string[] {
  const words = name.split(/\s+/);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if (line && (line + ' ' + word).length > 14 && lines.length === 0) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  lines.push(line);
  return lines;
}

/** The 4:3 tile of a game: gradient, a ring of coins, the initials, the name and the provider. */
export function renderGameImage(game: { name: string; providerName: string; color1: string; color2: string; categoryName: string }): string {
  const initials = game.name
    .split(/\s+/)
    .map((word) => word[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  const lines = titleLines(game.name);
  const text = lines
    .map((line, index) => `<text x="160" y="${178 + index * 30}" font-size="26" font-weight="700" text-anchor="middle" fill="#fff">${escapeXml(line)}</text>`)
    .join('');
  const coins = Array.from({ length: 8 }, (_, index) => {
    const angle = (index / 8) * Math.PI * 2;
    return `<circle cx="${(160 + Math.cos(angle) * 62).toFixed(1)}" cy="${(92 + Math.sin(angle) * 62).toFixed(1)}" r="9" fill="#ffd54a" fill-opacity="0.85"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 320 240" role="img" aria-label="${escapeXml(game.name)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${game.color1}"/><stop offset="1" stop-color="${game.color2}"/></linearGradient></defs>
<rect width="320" height="240" rx="18" fill="url(#g)"/>${coins}
<circle cx="160" cy="92" r="46" fill="#000" fill-opacity="0.25"/>
<text x="160" y="108" font-size="44" font-weight="800" text-anchor="middle" fill="#fff" font-family="sans-serif">${escapeXml(initials)}</text>
<g font-family="sans-serif">${text}</g>
<text x="14" y="228" font-size="13" fill="#fff" fill-opacity="0.8" font-family="sans-serif">${escapeXml(game.providerName)}</text>
<text x="306" y="228" font-size="13" text-anchor="end" fill="#fff" fill-opacity="0.8" font-family="sans-serif">${escapeXml(game.categoryName)}</text>
</svg>`;
}
