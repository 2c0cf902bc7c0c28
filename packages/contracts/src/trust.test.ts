import { describe, expect, it } from 'vitest';
import { NO_TRUST, TRUST_CHECKS, trustCheckCount } from './trust-checks.js';

describe('trustCheckCount', () => {
  it('counts the checks passed, out of four', () => {
    expect(TRUST_CHECKS).toHaveLength(4);
    expect(trustCheckCount(NO_TRUST)).toBe(0);
    expect(trustCheckCount({ ...NO_TRUST, email: true, photo: true })).toBe(2);
    expect(trustCheckCount({ email: true, phone: true, govtId: true, photo: true })).toBe(4);
  });
});
