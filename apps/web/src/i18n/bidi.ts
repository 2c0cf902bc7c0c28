/** A letter of a right-to-left script (Hebrew, Arabic, Urdu, Syriac, Thaana, N'Ko and their presentation forms). */
const RTL_LETTER = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;
/** A letter of a left-to-right script we meet in names (Latin, Devanagari). */
const LTR_LETTER = /[A-Za-z\u00C0-\u024F\u0900-\u097F]/;

function firstStrongDirection(text: string): 'ltr' | 'rtl' | null {
  for (const char of text) {
    if (RTL_LETTER.test(char)) return 'rtl';
    if (LTR_LETTER.test(char)) return 'ltr';
  }
  return null;
}

const pageDirection = () => (typeof document !== 'undefined' && document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr');

/**
 * Member-written text (a name) inside a translated sentence that is a plain string (a toast, a
 * byline), isolated from the sentence's direction with FIRST STRONG ISOLATE ... POP DIRECTIONAL
 * ISOLATE (Unicode UAX #9, 'Explicit Directional Isolates') when its direction differs from the
 * page's: an English name in an Urdu sentence keeps its place and its full stop. Text of the page's
 * own direction needs no marks, and screen readers and searches then see it as it was written. In
 * JSX, `<bdi>` does this.
 */
export function isolate(text: string, direction: 'ltr' | 'rtl' = pageDirection()): string {
  const own = firstStrongDirection(text);
  return own && own !== direction ? `\u2068${text}\u2069` : text;
}
