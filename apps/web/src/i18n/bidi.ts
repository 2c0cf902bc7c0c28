/**
 * Member-written text (a name) inside a translated sentence that is a plain string (a toast, a
 * title, an aria-label), isolated from the sentence's direction with FIRST STRONG ISOLATE ... POP
 * DIRECTIONAL ISOLATE (Unicode UAX #9, 'Explicit Directional Isolates'): an English name in an
 * Urdu sentence keeps its place and its full stop. In JSX, `<bdi>` does the same.
 */
export const isolate = (text: string) => `\u2068${text}\u2069`;
