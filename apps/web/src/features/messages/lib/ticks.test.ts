import { describe, expect, it } from 'vitest';
import { tickState } from './ticks';

const ME = 'me';
const THEM = 'them';
const base = { sender: ME, receiver: THEM, deliveredAt: null, readAt: null, readBy: [] as string[] };

describe('tickState', () => {
  it('is sent (one tick) until the receiver has it', () => {
    expect(tickState(base, ME)).toBe('sent');
  });

  it('is delivered once it reached their device', () => {
    expect(tickState({ ...base, deliveredAt: '2024-10-01T10:00:00Z' }, ME)).toBe('delivered');
  });

  it('is read once read, overriding delivered', () => {
    const at = '2024-10-01T10:00:00Z';
    expect(tickState({ ...base, deliveredAt: at, readAt: at, readBy: [THEM] }, ME)).toBe('read');
    expect(tickState({ ...base, readBy: [THEM] }, ME)).toBe('read');
  });

  it('gives received messages no ticks', () => {
    expect(tickState({ ...base, sender: THEM, receiver: ME }, ME)).toBeNull();
    expect(tickState(base, null)).toBeNull();
  });
});
