import { describe, expect, it } from 'vitest';
import { cameraProblemOf } from './camera';

const failure = (name: string) => Object.assign(new Error(name), { name });

describe('cameraProblemOf', () => {
  it('tells a refusal from a missing or busy camera', () => {
    expect(cameraProblemOf(failure('NotAllowedError'))).toBe('denied');
    expect(cameraProblemOf(failure('SecurityError'))).toBe('denied');
    expect(cameraProblemOf(failure('NotFoundError'))).toBe('absent');
    expect(cameraProblemOf(failure('OverconstrainedError'))).toBe('absent');
    expect(cameraProblemOf(failure('NotReadableError'))).toBe('absent');
  });

  it('calls anything else a failure, even what is not an error', () => {
    expect(cameraProblemOf(failure('AbortError'))).toBe('failed');
    expect(cameraProblemOf(null)).toBe('failed');
    expect(cameraProblemOf('no')).toBe('failed');
  });
});
