import type { LiveRegistry } from '../live/live-registry.js';

/** An interest sent, accepted or withdrawn reaches both members, each told of the other. */
export function registerInterestLiveEvents(live: LiveRegistry): void {
  live.render('interest', ({ action, fromId, toId }, audience) => {
    if (audience.isPresent(fromId)) audience.sendTo(fromId, 'interest', { action, userId: toId });
    if (audience.isPresent(toId)) audience.sendTo(toId, 'interest', { action, userId: fromId });
  });
}
