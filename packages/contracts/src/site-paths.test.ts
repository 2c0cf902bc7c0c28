import { describe, expect, it } from 'vitest';
import { isSitePath, SITE_PATHS } from './site-paths.js';

describe('site paths', () => {
  it('knows every page the router has', () => {
    for (const path of Object.values(SITE_PATHS)) expect(isSitePath(path.replace(':txnid', 'TX123')), path).toBe(true);
  });

  it('matches as the router does: any case, a trailing slash, one segment per parameter', () => {
    expect(isSitePath('/Dashboard/')).toBe(true);
    expect(isSitePath('/premium/receipt/abc-123')).toBe(true);
    expect(isSitePath('/premium/receipt')).toBe(false);
    expect(isSitePath('/premium/receipt/abc/more')).toBe(false);
  });

  it('refuses addresses no page has', () => {
    for (const path of ['/no-such-page', '/admin/members', '/profile/123', '/dashboardx', '/assets/app.js']) {
      expect(isSitePath(path), path).toBe(false);
    }
  });
});
