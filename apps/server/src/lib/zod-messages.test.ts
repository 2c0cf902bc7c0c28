import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodDefaultMessage } from './zod-messages.js';

/** The first issue of a failed parse as fastify-type-provider-zod hands it on: code apart, no input. */
function firstIssue(schema: z.ZodType, input: unknown) {
  const parsed = schema.safeParse(input);
  if (parsed.success) throw new Error('expected a failed parse');
  const { message, path: _path, code, ...params } = parsed.error.issues[0] as z.core.$ZodIssue;
  return { issue: { ...params, code }, message };
}

describe("zod's own messages in the reader's language", () => {
  it('are written in Urdu and Arabic, the received type read back from the English text', () => {
    const { issue, message } = firstIssue(z.object({ name: z.string() }), { name: 5 });
    expect(message).toBe('Invalid input: expected string, received number');
    expect(zodDefaultMessage('ur', issue, message)).toBe('غلط ان پٹ: string متوقع تھا، نمبر موصول ہوا');
    expect(zodDefaultMessage('ar', issue, message)).toMatch(/[\u0600-\u06FF]/);
  });

  it('cover limits as well', () => {
    const { issue, message } = firstIssue(z.number().min(3), 1);
    expect(zodDefaultMessage('hi', issue, message)).toMatch(/[\u0900-\u097F]/);
  });

  it('leave a message of ours alone', () => {
    const { issue, message } = firstIssue(z.string().min(2, 'Name is too short'), 'a');
    expect(zodDefaultMessage('ur', issue, message)).toBeNull();
  });
});
