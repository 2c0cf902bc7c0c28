import { describe, expect, it } from 'vitest';
import { escapeHtml, prerenderedFileName, prerenderedRoute } from './prerender.js';

describe('prerendered file names', () => {
  it.each([
    ['/', 'index.html'],
    ['/about', 'about.html'],
    ['/forgot-password', 'forgot-password.html'],
  ])('%s is written as %s and read back as the same route', (route, file) => {
    expect(prerenderedFileName(route)).toBe(file);
    expect(prerenderedRoute(file)).toBe(route);
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters that end text or a quoted attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
  });
});
