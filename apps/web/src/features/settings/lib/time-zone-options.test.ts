import { describe, expect, it } from 'vitest';
import { timeZoneLabel, timeZoneOptions } from './time-zone-options';

const JULY = new Date('2025-07-01T12:00:00Z');

describe('timeZoneOptions', () => {
  it("labels a zone with today's offset, daylight saving included", () => {
    expect(timeZoneLabel('Asia/Kolkata', JULY)).toBe('Asia/Kolkata (GMT+5:30)');
    expect(timeZoneLabel('America/Los_Angeles', JULY)).toBe('America/Los Angeles (GMT-7)');
    expect(timeZoneLabel('America/Los_Angeles', new Date('2025-01-01T12:00:00Z'))).toBe('America/Los Angeles (GMT-8)');
  });

  it('offers the IANA names only: Asia/Kolkata, never the outdated Asia/Calcutta', () => {
    const values = timeZoneOptions(['Asia/Calcutta', 'Asia/Kolkata'], JULY).map((o) => o.value);
    expect(values.filter((v) => v === 'Asia/Kolkata')).toHaveLength(1);
    expect(values).not.toContain('Asia/Calcutta');
    expect(values).not.toContain('Europe/Kiev');
    expect(values).toContain('Europe/Kyiv');
  });

  it("adds the member's zone when the runtime lists it under another name, once, in order", () => {
    const options = timeZoneOptions(['Asia/Kolkata', undefined, 'Asia/Dubai'], JULY);
    const values = options.map((o) => o.value);
    expect(values.filter((v) => v === 'Asia/Kolkata')).toHaveLength(1);
    expect(values.filter((v) => v === 'Asia/Dubai')).toHaveLength(1);
    expect(values).toEqual([...values].sort());
    expect(values.length).toBeGreaterThan(300);
  });
});
