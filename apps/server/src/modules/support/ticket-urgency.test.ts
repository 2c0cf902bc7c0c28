import { describe, expect, it } from 'vitest';
import { compareByUrgency, ticketUrgency } from './ticket-urgency.js';

const t0 = new Date('2026-11-01T09:00:00Z');
const hours = (h: number) => new Date(t0.getTime() + h * 3_600_000);
/** The member has waited since hour `h`. */
const user = (h: number) => hours(h);
/** Staff wrote last. */
const answered = null;

describe('ticketUrgency', () => {
  it('wants a reply 24 hours after the member began waiting', () => {
    const u = ticketUrgency({ status: 'open', createdAt: t0, waitingSince: user(5) }, hours(10));
    expect(u).toMatchObject({
      awaitingStaff: true,
      waitingSince: hours(5).toISOString(),
      replyDueAt: hours(29).toISOString(),
      replyOverdue: false,
      resolutionOverdue: false,
    });
    expect(ticketUrgency({ status: 'open', createdAt: t0, waitingSince: user(0) }, hours(24.5)).replyOverdue).toBe(
      true,
    );
  });

  it('is not waiting on staff after a staff reply or once resolved', () => {
    expect(ticketUrgency({ status: 'pending', createdAt: t0, waitingSince: answered }, hours(48))).toMatchObject({
      awaitingStaff: false,
      waitingSince: null,
      replyDueAt: null,
      replyOverdue: false,
    });
    expect(ticketUrgency({ status: 'resolved', createdAt: t0, waitingSince: user(0) }, hours(48)).awaitingStaff).toBe(
      false,
    );
  });

  it('marks an unresolved ticket past 15 days, never a resolved one', () => {
    expect(
      ticketUrgency({ status: 'pending', createdAt: t0, waitingSince: answered }, hours(15 * 24 + 1)).resolutionOverdue,
    ).toBe(true);
    expect(
      ticketUrgency({ status: 'resolved', createdAt: t0, waitingSince: user(0) }, hours(20 * 24)).resolutionOverdue,
    ).toBe(false);
  });
});

describe('compareByUrgency', () => {
  it('puts the soonest due open ticket first and resolved ones last', () => {
    const now = hours(30);
    const make = (id: string, status: string, waitingSince: Date | null, updated: number) => ({
      id,
      status,
      updatedAt: hours(updated).toISOString(),
      urgency: ticketUrgency({ status, createdAt: t0, waitingSince }, now),
    });
    const tickets = [
      make('answered', 'pending', answered, 1),
      make('resolved-new', 'resolved', user(0), 29),
      make('waiting-late', 'open', user(20), 20),
      make('resolved-old', 'resolved', user(0), 3),
      make('waiting-long', 'open', user(2), 2),
    ];
    expect(tickets.sort(compareByUrgency).map((t) => t.id)).toEqual([
      'waiting-long',
      'waiting-late',
      'answered',
      'resolved-new',
      'resolved-old',
    ]);
  });
});
