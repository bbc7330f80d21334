// Renders the app icon (icons/app-icon.svg) to the touch icon sizes of document 001 §9 (72, 96,
// 128, 144, 152, 192, 384, 512) in public/icons/, which the web app manifest and index.html name.
// Run after changing the SVG: `node scripts/icons.mjs` (the PNGs are committed).
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

export const TOUCH_ICON_SIZES = [72, 96, 128, 144, 152, 192, 384, 512];

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const svg = readFileSync(join(root, 'icons/app-icon.svg'));
const outDir = join(root, 'public/icons');
mkdirSync(outDir, { recursive: true });
for (const size of TOUCH_ICON_SIZES) {
  const file = join(outDir, `icon-${size}.png`);
  await sharp(svg, { density: Math.ceil((72 * size) / 512) * 4 }).resize(size, size).png({ compressionLevel: 9 }).toFile(file);
  console.log(`${file} ${size}x${size}`);
}
