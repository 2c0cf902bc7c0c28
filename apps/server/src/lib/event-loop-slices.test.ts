import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { ConcurrencyLimit, forEachInSlices, nextSliceItems } from './event-loop-slices.js';

describe('forEachInSlices', () => {
  it('visits every item in order and lets other callbacks run between slices', async () => {
    const seen: number[] = [];
    let turns = 0;
    const ticker = setInterval(() => turns++, 0);
    await forEachInSlices([1, 2, 3, 4, 5], 0, (n) => {
      const until = Date.now() + 2;
      while (Date.now() < until) {} // each item takes 2 ms, longer than the slice
      seen.push(n);
    });
    clearInterval(ticker);
    expect(seen).toEqual([1, 2, 3, 4, 5]);
    expect(turns).toBeGreaterThan(0);
  });

  it('stays synchronous while the slice lasts', async () => {
    const seen: number[] = [];
    const done = forEachInSlices([1, 2, 3], 1_000, (n) => seen.push(n));
    expect(seen).toEqual([1, 2, 3]);
    await done;
  });

  it('starts with a bounded slice, before it knows what an item leaves for the loop', async () => {
    const items = Array.from({ length: 200 }, (_, i) => i);
    let seen = 0;
    const done = forEachInSlices(items, 1_000, () => seen++);
    expect(seen).toBe(64);
    await done;
    expect(seen).toBe(200);
  });
});

describe('nextSliceItems', () => {
  it('sizes the next slice by the whole last turn, what the loop did after the slice included', () => {
    // 100 writes took 1 ms themselves, but the turn lasted 20 ms: a 5 ms slice takes 25.
    expect(nextSliceItems(100, 20, 5)).toBe(25);
    // A quick turn lets the slice grow.
    expect(nextSliceItems(64, 1, 5)).toBe(320);
    // An item slower than the slice still goes one at a time.
    expect(nextSliceItems(1, 40, 5)).toBe(1);
    expect(nextSliceItems(10, 0, 5)).toBeGreaterThan(10);
  });
});

describe('ConcurrencyLimit', () => {
  it('runs at most max tasks at once, the rest in arrival order, and passes results and errors on', async () => {
    const limit = new ConcurrencyLimit(2);
    let inFlight = 0;
    let most = 0;
    const started: number[] = [];
    const task = (n: number) => async () => {
      started.push(n);
      inFlight++;
      most = Math.max(most, inFlight);
      await nextTurn();
      inFlight--;
      if (n === 3) throw new Error('three');
      return n * 10;
    };
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map((n) => limit.run(task(n))));
    expect(most).toBe(2);
    expect(started).toEqual([1, 2, 3, 4, 5]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : String(r.reason)))).toEqual([
      10,
      20,
      'Error: three',
      40,
      50,
    ]);
    expect(limit.queued).toBe(0);
    expect(await limit.run(async () => 'again')).toBe('again');
  });
});
