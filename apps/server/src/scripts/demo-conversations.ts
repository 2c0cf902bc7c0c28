import { grantMembership } from '../modules/membership/membership.service.js';
import { insertMessage, markThreadRead } from '../modules/messages/messages.repo.js';
import type { Db } from '../platform/db/client.js';
import type { createRandom } from './demo-people.js';
import { findAcceptedPairs } from './demo-seed.repo.js';

type Random = ReturnType<typeof createRandom>;
type Line = [from: 'demo' | 'her', text: string];

/** A courteous first exchange, read by both. */
const READ_THREAD: Line[] = [
  ['her', 'Assalamu alaikum. Thank you for accepting. I liked that you mentioned volunteering at the masjid.'],
  ['demo', 'Wa alaikum assalam! Yes, I help with the weekend classes for children. What do you enjoy outside work?'],
  ['her', 'I read a lot, and I teach Quran to my nieces on Sundays. My family is keen that we talk with them too.'],
  ['demo', 'That would be good, insha’Allah. My parents would be glad to speak with yours whenever suits them.'],
];

/** Ends with two messages from her that the demo member has not read yet. */
const UNREAD_THREAD: Line[] = [
  ['demo', 'Salaam! I saw you are also in software. How do you find working in Dubai?'],
  ['her', 'Wa alaikum assalam. It is busy but I enjoy it. My brother lives in Hyderabad, near your city.'],
  ['her', 'Would you be open to a call with our families next week, insha’Allah?'],
];

const OTHER_LINES = [
  'Assalamu alaikum, thank you for accepting my interest.',
  'Wa alaikum assalam. My mother would like to know more about your family.',
  'Of course. We are a small family in the city; my father is a retired teacher.',
  'JazakAllah khair for sharing. Shall our parents speak this weekend?',
];

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

async function writeThread(db: Db, demoId: string, herId: string, lines: Line[], startMinutesAgo: number) {
  for (const [i, [from, text]] of lines.entries()) {
    const [sender, receiver] = from === 'demo' ? [demoId, herId] : [herId, demoId];
    await insertMessage(db, sender, receiver, text, { createdAt: minutesAgo(startMinutesAgo - i * 7) });
  }
}

/**
 * The demo member is premium with two matches to talk to: one conversation read on both sides, one
 * ending in two unread messages. Elsewhere, premium members have written to some free matches, who
 * see those messages locked.
 */
export async function seedConversations(db: Db, demoId: string, demoMatches: string[], r: Random): Promise<number> {
  const [first, second] = demoMatches;
  if (!first || !second) return 0;
  await grantMembership(db, demoId, 'gold');
  for (const id of [first, second]) await grantMembership(db, id, 'gold');
  await writeThread(db, demoId, first, READ_THREAD, 3 * 24 * 60);
  await markThreadRead(db, demoId, first, minutesAgo(2 * 24 * 60));
  await markThreadRead(db, first, demoId, minutesAgo(2 * 24 * 60));
  await writeThread(db, demoId, second, UNREAD_THREAD, 90);
  await markThreadRead(db, second, demoId, minutesAgo(60));

  let locked = 0;
  for (const pair of await findAcceptedPairs(db, demoId, 8)) {
    await grantMembership(db, pair.fromId, r.pick(['silver', 'gold'] as const));
    for (const [i, text] of OTHER_LINES.slice(0, r.int(1, 2)).entries()) {
      await insertMessage(db, pair.fromId, pair.toId, text, { createdAt: minutesAgo(r.int(120, 5_000) - i) });
    }
    locked++;
  }
  return locked;
}
