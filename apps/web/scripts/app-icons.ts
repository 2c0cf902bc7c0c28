/**
 * Draws the installed app's icons (public/icons/*.png) from the site's logo, public/favicon.svg.
 * Run by hand when the logo changes: node --import tsx apps/web/scripts/app-icons.ts
 * - icon-192, icon-512: the logo as it is (rounded square), for launchers that show it whole.
 * - maskable-512, apple-touch-icon: edge to edge, no rounding and no transparency, since Android
 *   and iOS cut their own shape (the mark already sits inside the maskable safe circle, 40%).
 * - badge-96: the mark alone, white on transparent: Android draws a notification badge from its alpha.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const logo = fs.readFileSync(path.join(webDir, 'public', 'favicon.svg'), 'utf8');

const ROUNDED_CORNERS = / rx="\d+"/;
if (!ROUNDED_CORNERS.test(logo)) throw new Error('favicon.svg no longer has a rounded background rect');
const fullBleed = logo.replace(ROUNDED_CORNERS, '');

/** The logo's crescent (one circle less another) and star, as a mask: white where the mark is. */
const badge = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="8 4 48 52">
<mask id="crescent"><rect x="0" y="0" width="64" height="64" fill="#fff"/><circle cx="37" cy="28" r="15" fill="#000"/></mask>
<circle cx="29" cy="33" r="18" fill="#fff" mask="url(#crescent)"/><circle cx="46" cy="20" r="3" fill="#fff"/></svg>`;

const ICONS: { file: string; svg: string; size: number }[] = [
  { file: 'icon-192.png', svg: logo, size: 192 },
  { file: 'icon-512.png', svg: logo, size: 512 },
  { file: 'maskable-512.png', svg: fullBleed, size: 512 },
  { file: 'apple-touch-icon.png', svg: fullBleed, size: 180 },
  { file: 'badge-96.png', svg: badge, size: 96 },
];

const outDir = path.join(webDir, 'public', 'icons');
fs.mkdirSync(outDir, { recursive: true });
for (const { file, svg, size } of ICONS) {
  // Rendered at the target size from the vector (density scales the SVG's 64-unit box), not scaled up.
  const png = await sharp(Buffer.from(svg), { density: (72 * size) / 48 })
    .resize(size, size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  fs.writeFileSync(path.join(outDir, file), png);
  console.log(`wrote public/icons/${file} (${size}x${size}, ${(png.length / 1024).toFixed(1)} kB)`);
}
