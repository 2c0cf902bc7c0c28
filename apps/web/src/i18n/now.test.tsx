import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { drawAt, useNow } from './now';

function Clock() {
  return <time>{useNow()}</time>;
}

describe('useNow', () => {
  afterEach(() => drawAt(null));

  it('draws as of the moment the page is drawn at, which the browser then hydrates with', () => {
    const drawnAt = Date.UTC(2026, 10, 28, 12, 0, 5);
    drawAt(drawnAt);
    expect(renderToString(<Clock />)).toBe(`<time>${drawnAt}</time>`);
    expect(renderToString(<Clock />)).toBe(`<time>${drawnAt}</time>`);
  });

  it('with no drawing moment, draws by a clock of this runtime', () => {
    const before = Date.now() - 60_000;
    const drawn = Number(/<time>(\d+)<\/time>/.exec(renderToString(<Clock />))?.[1]);
    expect(drawn).toBeGreaterThan(before);
  });
});
