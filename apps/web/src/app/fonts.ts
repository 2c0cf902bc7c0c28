/**
 * Inter's faces, fetched once the app starts: after a prerendered page's first paint (main.tsx), so
 * their downloads (some 70 kB) do not hold that paint back on a slow link. Until they arrive the text
 * is drawn in "Inter Fallback", Arial shaped to Inter's metrics (inter-fallback.css), so the swap
 * barely moves it (docs/decisions/0060-the-entry-evaluates-no-framework-before-the-first-paint.md).
 */
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
