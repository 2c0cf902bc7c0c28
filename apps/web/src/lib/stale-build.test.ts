import { describe, expect, it } from 'vitest';
import { reloadOnStaleBuild, STALE_BUILD_RELOAD_GUARD_MS, shouldReloadForStaleBuild } from './stale-build';

/** A tab as the browser gives it, with session storage and a counter of reloads. */
function fakeTab(storage: Map<string, string> | null = new Map()) {
  let listener: (() => void) | undefined;
  const tab = {
    reloads: 0,
    addEventListener: (_type: 'vite:preloadError', l: () => void) => {
      listener = l;
    },
    sessionStorage: {
      getItem: (key: string) => {
        if (!storage) throw new Error('SecurityError');
        return storage.get(key) ?? null;
      },
      setItem: (key: string, value: string) => {
        if (!storage) throw new Error('SecurityError');
        storage.set(key, value);
      },
    },
    location: { reload: () => (tab.reloads += 1) },
    chunkFails: () => listener?.(),
  };
  return tab;
}

describe('reloading once for a stale build', () => {
  it('reloads on the first failed chunk, not on a second one right after the reload', () => {
    const storage = new Map<string, string>();
    let now = 1_000_000;
    const before = fakeTab(storage);
    reloadOnStaleBuild(before, () => now);
    before.chunkFails();
    expect(before.reloads).toBe(1);

    // The reloaded page: same tab session, its chunk fails again at once.
    now += 2_000;
    const after = fakeTab(storage);
    reloadOnStaleBuild(after, () => now);
    after.chunkFails();
    after.chunkFails();
    expect(after.reloads).toBe(0);
  });

  it('reloads again for a later deploy, once the guard has passed', () => {
    expect(shouldReloadForStaleBuild(null, 5)).toBe(true);
    expect(shouldReloadForStaleBuild(0, STALE_BUILD_RELOAD_GUARD_MS - 1)).toBe(false);
    expect(shouldReloadForStaleBuild(0, STALE_BUILD_RELOAD_GUARD_MS)).toBe(true);
    expect(shouldReloadForStaleBuild(Number('garbage'), 5)).toBe(true);
  });

  it('never reloads a tab without session storage, which could not remember having done so', () => {
    const tab = fakeTab(null);
    reloadOnStaleBuild(tab);
    tab.chunkFails();
    expect(tab.reloads).toBe(0);
  });
});
