import { Writable } from 'node:stream';

/** A log destination that keeps every line written to it, for tests that read what was logged. */
export function captureLog(): { stream: Writable; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { stream, lines };
}
