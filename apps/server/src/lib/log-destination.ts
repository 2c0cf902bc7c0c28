import pino from 'pino';

let stdout: pino.DestinationStream | undefined;

/**
 * Where the app's log lines go unless a test hands it a stream: standard output, without blocking.
 * pino's default writes each line with a synchronous system call; when standard output is a pipe
 * (a container runtime, systemd) whose reader is busy, every request then waits for it: 72–92 µs a
 * line against 5–12 µs written asynchronously, measured on our 2-core machines
 * (docs/decisions/0043-work-every-request-does.md). Lines
 * that arrive while a write is under way leave together in the next one. pino flushes what is left
 * when the process exits; only a kill that runs no exit handler can lose the last lines.
 * One per process: every app built in it (tests build many) shares it.
 */
export function stdoutDestination(): pino.DestinationStream {
  stdout ??= pino.destination({ dest: 1, sync: false });
  return stdout;
}
