/** The web build's last steps, after Vite's client and server builds (package.json "build"). */
import { compressAssets } from './compress';
import { writeMemberPageTemplates } from './member-page-templates';
import { distDir, prerenderPages } from './prerender';

await writeMemberPageTemplates(await prerenderPages());
const compressed = compressAssets(distDir);
console.log(
  `compressed ${compressed.files} files: ${(compressed.bytes / 1024).toFixed(0)} kB -> ${(compressed.brotliBytes / 1024).toFixed(0)} kB brotli`,
);
