/** Seeded, weighted draws for the discovery generator: the same population every run. */

/** Values with relative weights; null is "not answered". */
export type Weights<T extends string | number | null = string | null> = readonly (readonly [T, number])[];

/** A table written as `value:weight|value:weight`, `-` for null: data, kept short enough to read. */
export function weights(table: string): Weights {
  return table.split('|').map((entry) => {
    const at = entry.lastIndexOf(':');
    const value = entry.slice(0, at).trim();
    return [value === '-' ? null : value, Number(entry.slice(at + 1))] as const;
  });
}

/** Every value of `table` must be one the app saves (an option list of contracts). */
export function within(list: readonly string[], table: Weights): Weights {
  for (const [value] of table) {
    if (value !== null && !list.includes(value)) throw new Error(`${value} is not one of ${list.join(', ')}`);
  }
  return table;
}

/** mulberry32: small, fast and good enough to draw a population from. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A weighted pick, built once per table: cumulative weights and a binary search. */
export function picker<T extends string | number | null>(table: Weights<T>): (random: () => number) => T {
  const values = table.map(([v]) => v);
  const cumulative: number[] = [];
  let total = 0;
  for (const [, w] of table) {
    total += w;
    cumulative.push(total);
  }
  return (random) => {
    const x = random() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] as number) > x) hi = mid;
      else lo = mid + 1;
    }
    return values[lo] as T;
  };
}

/** Picks from a table chosen by a key (madhab by sect and country), each table's picker built once. */
export function keyedPicker<K extends string[]>(
  tableOf: (...key: K) => Weights,
): (random: () => number, ...key: K) => string | null {
  const cache = new Map<string, (random: () => number) => string | null>();
  return (random, ...key) => {
    const id = key.join('|');
    let pick = cache.get(id);
    if (!pick) {
      pick = picker(tableOf(...key));
      cache.set(id, pick);
    }
    return pick(random);
  };
}

/** Ages from `first` on, one weight each. */
export const byAge = (first: number, table: readonly number[]): Weights<number> =>
  table.map((w, i) => [first + i, w] as const);

export const clamp = (x: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, x));
