import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SITE_PATHS } from '@mithaq/contracts/site-paths';
import { describe, expect, it } from 'vitest';
import { testTranslator } from '../i18n/test-translator';
import { notFoundMeta } from './page-descriptions';
import { pageTitle } from './page-meta';

const source = fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'routes.tsx'), 'utf8');

describe('the routes', () => {
  it('are the site paths the server knows, each routed, and nothing else but the catch-all', () => {
    const literal = [...source.matchAll(/\bpath="([^"]*)"/g)].map((m) => m[1]);
    expect(literal).toEqual(['*']);
    const routing = source.slice(source.indexOf('const PUBLIC_PAGES'));
    const routed = [...routing.matchAll(/(?:\bpath=\{|\[)SITE_PATHS\.(\w+)(?:\}|\]:)/g)].map((m) => m[1]);
    expect([...routed].sort()).toEqual(Object.keys(SITE_PATHS).sort());
  });

  it('title an unknown address as not found, and known ones by their page', () => {
    const t = testTranslator('en');
    expect(pageTitle('/no-such-page', t)).toBe(notFoundMeta(t).title);
    expect(pageTitle('/admin/members', t)).toBe('Page not found · Mithaq');
    expect(pageTitle('/dashboard', t)).toBe('My Home · Mithaq');
    expect(pageTitle('/profile/visitors', t)).toBe('Who viewed me · Mithaq');
    expect(pageTitle('/premium/receipt/TX1', t)).toBe('Receipt · Mithaq');
    expect(pageTitle('/', t)).toBe('Mithaq · Faith-led Muslim matrimony');
  });

  it('title each public page in the language its address names', () => {
    expect(pageTitle('/ur/about', testTranslator('ur'))).toBe('ہمارے بارے میں · Mithaq');
    expect(pageTitle('/ar/', testTranslator('ar'))).toBe('Mithaq · زواج إسلامي على أساس الدين');
  });
});
