import { describe, expect, it } from 'vitest';
import { config } from 'zod';

describe('zod settings', () => {
  it('live on globalThis, where main.tsx turns off the eval probe before any schema runs', () => {
    const shared = (globalThis as { __zod_globalConfig?: object }).__zod_globalConfig;
    expect(shared).toBe(config());
  });
});
