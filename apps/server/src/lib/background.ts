interface Logger {
  error(obj: object, msg: string): void;
}

/**
 * Work a request starts but does not wait for, such as the email behind a forgot-password answer
 * (whose timing must not depend on the address, docs/decisions/0019-password-reset.md). Failures are
 * logged, never thrown; `settled()` waits for what is running, so shutdown does not cut an email in
 * half and tests can check what was (or was not) sent without sleeping.
 */
export class BackgroundTasks {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly log: Logger) {}

  run(what: string, task: () => Promise<void>): void {
    const running: Promise<void> = Promise.resolve()
      .then(task)
      .catch((err: unknown) => this.log.error({ err }, `${what} failed`))
      .finally(() => this.pending.delete(running));
    this.pending.add(running);
  }

  /** Resolves once nothing is running, including tasks started while waiting. */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all(this.pending);
  }
}
