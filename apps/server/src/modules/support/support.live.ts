import type { LiveRegistry } from '../live/live-registry.js';

/** A reply on a member's support ticket: the stream says which ticket to refetch. */
export function registerSupportLiveEvents(live: LiveRegistry): void {
  live.render('support', ({ ticketId, memberId }, audience) => {
    if (audience.isPresent(memberId)) audience.sendTo(memberId, 'support', { ticketId });
  });
}
