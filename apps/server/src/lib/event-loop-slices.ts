import { performance } from 'node:perf_hooks';
import { setImmediate as nextTurn } from 'node:timers/promises';

/** A sweep's first slice, before it knows what an item costs. */
const FIRST_SLICE_ITEMS = 64;

/**
 * How many items the next slice may take: as many as fitted in `sliceMs` over the whole last turn.
 * The turn counts what the loop did between slices too: a write to a socket leaves the rest of its
 * work (its completion, the kernel's delivery) for after the slice, 5 to 10 times the write itself.
 */
export function nextSliceItems(itemsDone: number, turnMs: number, sliceMs: number): number {
  return Math.max(1, Math.floor((itemsDone * sliceMs) / Math.max(turnMs, 0.01)));
}

/**
 * Calls `fn` on every item, giving the event loop back between slices, so work over thousands of
 * items (a write to every open stream) never holds up requests for longer than about `sliceMs`,
 * what the items leave for the loop after each slice included (nextSliceItems).
 */
export async function forEachInSlices<T>(items: Iterable<T>, sliceMs: number, fn: (item: T) => void): Promise<void> {
  let maxItems = FIRST_SLICE_ITEMS;
  let inSlice = 0;
  let sliceStart = performance.now();
  for (const item of items) {
    fn(item);
    inSlice++;
    if (inSlice >= maxItems || performance.now() - sliceStart >= sliceMs) {
      await nextTurn();
      maxItems = nextSliceItems(inSlice, performance.now() - sliceStart, sliceMs);
      inSlice = 0;
      sliceStart = performance.now();
    }
  }
}

/**
 * Runs at most `max` of the tasks handed to it at a time, the others in the order they came: a burst
 * (thousands of streams opening after a deploy) queues here instead of in the database pool, where it
 * would hold up every other request.
 */
export class ConcurrencyLimit {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly max: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.max) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next task, so `running` never drops below what is in flight.
      if (next) next();
      else this.running--;
    }
  }

  /** Tasks waiting for a slot. */
  get queued(): number {
    return this.waiting.length;
  }
}
