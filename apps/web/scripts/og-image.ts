/**
 * Draws the link-preview image (public/og-image.png, 1200 x 630) that prerendered pages name in
 * og:image. Run by hand when the brand changes: node --import tsx apps/web/scripts/og-image.ts
 * It uses the system Chromium and our own font and artwork, nothing from the network.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import sharp from 'sharp';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const asDataUrl = (file: string, type: string) =>
  `data:${type};base64,${fs.readFileSync(path.join(webDir, file)).toString('base64')}`;
const fontFile = path.resolve(webDir, '../../node_modules/@fontsource/inter/files/inter-latin-800-normal.woff2');
const bodyFontFile = path.resolve(webDir, '../../node_modules/@fontsource/inter/files/inter-latin-500-normal.woff2');

const html = `<!doctype html><html><head><style>
@font-face { font-family: Inter; font-weight: 800; src: url(data:font/woff2;base64,${fs.readFileSync(fontFile).toString('base64')}); }
@font-face { font-family: Inter; font-weight: 500; src: url(data:font/woff2;base64,${fs.readFileSync(bodyFontFile).toString('base64')}); }
body { margin: 0; width: 1200px; height: 630px; font-family: Inter; background: linear-gradient(135deg, #05372c 0%, #0b5d4b 60%, #1b7862 100%); color: #fff; display: flex; align-items: center; overflow: hidden; }
.text { padding-left: 88px; width: 640px; }
.brand { display: flex; align-items: center; gap: 20px; font-weight: 800; font-size: 64px; letter-spacing: -0.02em; }
.brand img { width: 84px; height: 84px; }
h1 { font-weight: 800; font-size: 50px; line-height: 1.15; margin: 40px 0 24px; color: #f9e8c3; }
p { font-weight: 500; font-size: 28px; line-height: 1.4; margin: 0; color: #cfe9e0; }
.art { width: 400px; height: 520px; margin-left: 40px; }
</style></head><body>
<div class="text"><div class="brand"><img src="${asDataUrl('public/favicon.svg', 'image/svg+xml')}" alt="">Mithaq</div>
<h1>Faith-led matrimony for Muslims</h1><p>Verified profiles, private photos and conversations, families kept close.</p></div>
<img class="art" src="${asDataUrl('src/features/marketing/assets/hero-arch.svg', 'image/svg+xml')}" alt="">
</body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.setContent(html, { waitUntil: 'load' });
  const shot = await page.screenshot();
  // A palette PNG: previews fetch it on slow links too (about 50 kB instead of 370 kB).
  const png = await sharp(shot).png({ palette: true, quality: 90, compressionLevel: 9 }).toBuffer();
  fs.writeFileSync(path.join(webDir, 'public', 'og-image.png'), png);
} finally {
  await browser.close();
}
console.log('wrote public/og-image.png');
