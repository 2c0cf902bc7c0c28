import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SITE_PATHS } from '@mithaq/contracts';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_META } from './page-descriptions';
import { pageTitle } from './page-meta';

const source = fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'routes.tsx'), 'utf8');

describe('the routes', () => {
  it('are the site paths the server knows, each routed, and nothing else but the catch-all', () => {
    const literal = [...source.matchAll(/\bpath="([^"]*)"/g)].map((m) => m[1]);
    expect(literal).toEqual(['*']);
    const routed = [...source.matchAll(/\bpath=\{SITE_PATHS\.(\w+)\}/g)].map((m) => m[1]);
    expect([...routed].sort()).toEqual(Object.keys(SITE_PATHS).sort());
  });

  it('title an unknown address as not found, and known ones by their page', () => {
    expect(pageTitle('/no-such-page')).toBe(NOT_FOUND_META.title);
    expect(pageTitle('/admin/members')).toBe('Page not found · Mithaq');
    expect(pageTitle('/dashboard')).toBe('My Home · Mithaq');
    expect(pageTitle('/premium/receipt/TX1')).toBe('Receipt · Mithaq');
    expect(pageTitle('/')).toBe('Mithaq · Faith-led Muslim matrimony');
  });
});
