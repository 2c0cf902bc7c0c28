import { describe, expect, it } from 'vitest';
import { BackgroundTasks } from './background.js';

function collectingLog() {
  const errors: string[] = [];
  return { errors, log: { error: (_obj: object, msg: string) => errors.push(msg) } };
}

describe('BackgroundTasks', () => {
  it('does not make the caller wait, and settles once every task has finished', async () => {
    const { log } = collectingLog();
    const tasks = new BackgroundTasks(log);
    const done: string[] = [];
    let finish = () => {};
    const gate = new Promise<void>((resolve) => {
      finish = resolve;
    });
    tasks.run('first', async () => {
      await gate;
      done.push('first');
      tasks.run('second', async () => {
        done.push('second');
      });
    });
    expect(done).toEqual([]);
    const settled = tasks.settled();
    finish();
    await settled;
    expect(done).toEqual(['first', 'second']);
  });

  it('logs a failure instead of throwing it', async () => {
    const { errors, log } = collectingLog();
    const tasks = new BackgroundTasks(log);
    tasks.run('password reset email', () => {
      throw new Error('smtp down');
    });
    await tasks.settled();
    expect(errors).toEqual(['password reset email failed']);
  });
});
