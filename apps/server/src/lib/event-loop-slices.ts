import { performance } from 'node:perf_hooks';
import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Calls `fn` on every item, giving the event loop back whenever `sliceMs` have passed, so work over
 * thousands of items (a write to every open stream) never holds up requests for longer than that.
 */
export async function forEachInSlices<T>(items: Iterable<T>, sliceMs: number, fn: (item: T) => void): Promise<void> {
  let sliceStart = performance.now();
  for (const item of items) {
    fn(item);
    if (performance.now() - sliceStart >= sliceMs) {
      await nextTurn();
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
