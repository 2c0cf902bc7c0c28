/**
 * Photo upload cost: header check + re-encode (display, thumb, blur, blur_thumb) of a 12 MP JPEG.
 * Run: node --import tsx bench/photo-upload.bench.ts [runs]
 * Prints milliseconds, peak RSS, and the ratio to a bare decode of the same JPEG, which travels
 * better between machines than the milliseconds do.
 */
import sharp from 'sharp';
import { assertAcceptableImage, encodePhotoVariants } from '../apps/server/src/platform/images/image-processing.js';

const WIDTH = 4000;
const HEIGHT = 3000;
const runs = Number(process.argv[2] ?? 7);

/** A photo-like 12 MP JPEG: smooth gradients with mild grain (pure noise would be a worst case). */
async function twelveMegapixelJpeg(): Promise<Buffer> {
  const gradient = Buffer.alloc(WIDTH * HEIGHT * 3);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const i = (y * WIDTH + x) * 3;
      const grain = (Math.random() - 0.5) * 12;
      gradient[i] = Math.max(0, Math.min(255, (x / WIDTH) * 200 + 30 + grain));
      gradient[i + 1] = Math.max(0, Math.min(255, (y / HEIGHT) * 160 + 60 + grain));
      gradient[i + 2] = Math.max(0, Math.min(255, 120 + 80 * Math.sin(x / 300 + y / 500) + grain));
    }
  }
  return sharp(gradient, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** Samples RSS every 5 ms while `work` runs (libvips works off the main thread, so sampling keeps up). */
async function measure<T>(work: () => Promise<T>): Promise<{ ms: number; peakRssMb: number }> {
  let peak = process.memoryUsage.rss();
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 5);
  const start = performance.now();
  await work();
  const ms = performance.now() - start;
  clearInterval(timer);
  peak = Math.max(peak, process.memoryUsage.rss());
  return { ms, peakRssMb: peak / 1024 / 1024 };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

async function main() {
  const jpeg = await twelveMegapixelJpeg();
  const decodeOnly = () => sharp(jpeg).raw().toBuffer();
  const upload = async () => {
    await assertAcceptableImage(jpeg);
    return encodePhotoVariants(jpeg);
  };
  await upload(); // warm-up: libvips loads its operations on first use
  const baselineRssMb = process.memoryUsage.rss() / 1024 / 1024;

  const decode: number[] = [];
  const encode: number[] = [];
  let peakRssMb = 0;
  for (let i = 0; i < runs; i++) {
    decode.push((await measure(decodeOnly)).ms);
    const r = await measure(upload);
    encode.push(r.ms);
    peakRssMb = Math.max(peakRssMb, r.peakRssMb);
  }
  const encoded = await encodePhotoVariants(jpeg);
  console.log(`input: ${WIDTH}x${HEIGHT} JPEG, ${(jpeg.length / 1024 / 1024).toFixed(1)} MB, ${runs} runs`);
  console.log(
    `variants: ${encoded.variants.map((v) => `${v.variant} ${(v.bytes.length / 1024).toFixed(0)} kB`).join(', ')}`,
  );
  console.log(
    `re-encode (check + 4 variants): median ${median(encode).toFixed(0)} ms, max ${Math.max(...encode).toFixed(0)} ms`,
  );
  console.log(`bare decode of the same JPEG:   median ${median(decode).toFixed(0)} ms`);
  console.log(`ratio re-encode / bare decode:  ${(median(encode) / median(decode)).toFixed(2)}`);
  console.log(`RSS: ${baselineRssMb.toFixed(0)} MB after warm-up, peak ${peakRssMb.toFixed(0)} MB during re-encode`);
}

await main();
