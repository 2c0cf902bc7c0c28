import { REPORT_REASONS } from '@mithaq/contracts/reports';
import { RISK_MESSAGES, type RiskDetail, type RiskQueueItem } from '@mithaq/contracts/safety/risk';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { riskSignals } from '../../platform/db/schema.js';
import type { TestMember } from '../../test/factories.js';
import { captureLog } from '../../test/log-capture.js';
import { useTestApp } from '../../test/test-app.js';
import { testClock } from '../../test/test-clock.js';
import { createTestAdmin } from '../admin/admin.test-helpers.js';
import { makePremium, messagesApi } from '../messages/messages.test-helpers.js';
import { createMan, makeMatch, profileApi } from '../profiles/profiles.test-helpers.js';
import { queueOf, riskApi, settled } from './risk.test-helpers.js';
import {
  FRESH_BENIGN_MONEY_TALK,
  inPool,
  insertMatches,
  insertMembers,
  LANGUAGES,
  MONEY_TALK,
  PASTED_GREETING,
  PERSONAL_NOTE,
  REWORDED_OPENER,
  readBenignCorpus,
  SCAM_SCRIPTS,
  type ScamScript,
  type ScenarioMember,
  seededRandom,
  withName,
} from './risk-scenario.test-helpers.js';

/**
 * A seeded scenario of the risk record (docs/decisions/0067-risk-record.md): 1,000 ordinary premium members
 * (500 men, 500 women) talking with their matches in lines of the benign corpus, some of them about money,
 * two pasting one greeting to six new matches, eight reported once; and 20 scammers, each writing one
 * long opener to 5 to 7 matched women and asking them for money or to move off Mithaq in words written for
 * this test. Every message goes through `POST /api/messages/:userId`; the staff queue is read through
 * `GET /api/admin/risk`. Half a day passes on the app's clock, in rounds of 90 minutes; the queue is read
 * after each round of scammers' conversations, so "caught at victim 3" means before any fourth victim.
 */

const clock = testClock();
const log = captureLog();
const t = useTestApp({ jobConcurrency: 0, logLevel: 'error' }, { clock: clock.now, logStream: log.stream });

const ROUND_S = 90 * 60;
const ORDINARY_PER_GENDER = 500;
const CONCURRENCY = 8;
const SCAMMER_CATCH_VICTIM = 3;

type Kind =
  | 'ordinary'
  | 'money-talk'
  | 'fresh-money-talk'
  | 'greeting'
  | 'victim-reply'
  | 'scam-opener'
  | 'scam-setup'
  | 'scam-ask';
interface Sent {
  from: string;
  to: string;
  content: string;
  kind: Kind;
}

interface Scammer {
  member: TestMember;
  script: ScamScript;
  victims: ScenarioMember[];
  /** Per victim: the indexes of the asks sent, and the victim's replies. */
  plans: { asks: number[]; reply: string; lateReply: string | null }[];
  caught: { victim: number; reasons: string[]; flaggedConversations: number } | null;
  refusedOpeners: number;
}

const sent: Sent[] = [];
/** Copied openers the app refused (422), each then rewritten by its sender. */
const refused: Sent[] = [];
const result = {
  scammers: [] as Scammer[],
  ordinaryIds: new Set<string>(),
  ordinaryInQueue: [] as RiskDetail[],
  seconds: 0,
  setupSeconds: 0,
};

async function send(from: TestMember, to: { id: string }, content: string, kind: Kind) {
  const res = await messagesApi(t).send(from, to.id, content);
  if (res.statusCode === 201) sent.push({ from: from.id, to: to.id, content, kind });
  return res;
}

async function sendOk(from: TestMember, to: { id: string }, content: string, kind: Kind) {
  const res = await send(from, to, content, kind);
  if (res.statusCode !== 201) throw new Error(`${kind} ${from.id} -> ${to.id}: ${res.statusCode} ${res.body}`);
}

/** A first message the app may refuse as copied (422 COPIED_OPENER): then the sender writes `instead`. */
async function sendOpener(from: TestMember, to: { id: string }, content: string, instead: string, kind: Kind) {
  const res = await send(from, to, content, kind);
  if (res.statusCode === 201) return false;
  const body = res.json() as { code?: string; message?: string };
  if (res.statusCode !== 422 || body.code !== 'COPIED_OPENER' || body.message !== RISK_MESSAGES.copiedOpener) {
    throw new Error(`${kind} ${from.id} -> ${to.id}: ${res.statusCode} ${res.body}`);
  }
  refused.push({ from: from.id, to: to.id, content, kind });
  await sendOk(from, to, instead, kind);
  return true;
}

async function report(reporter: TestMember, reported: ScenarioMember, reason: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/reports',
    headers: reporter.auth,
    payload: { userId: reported.id, reason, note: 'Did not feel right about this conversation' },
  });
  if (res.statusCode !== 201) throw new Error(`report of ${reported.id}: ${res.statusCode} ${res.body}`);
}

async function runScenario() {
  const started = performance.now();
  clock.nextWindow();
  const rng = seededRandom(20_250_607);
  const corpus = readBenignCorpus();
  const moneyCorpus = Object.fromEntries(
    LANGUAGES.map((lang) => [lang, corpus[lang].filter((line) => MONEY_TALK.test(line))]),
  ) as typeof corpus;
  const lineOf = (m: ScenarioMember) => rng.pick(corpus[rng.next() < 0.8 ? m.language : rng.pick(LANGUAGES)]);

  // Members: 500 + 500 ordinary, written directly; 20 scammers registered through the API.
  const men = await insertMembers(t, rng, 'Male', ORDINARY_PER_GENDER);
  const women = await insertMembers(t, rng, 'Female', ORDINARY_PER_GENDER);
  for (const m of [...men, ...women]) result.ordinaryIds.add(m.id);
  const staff = await createTestAdmin(t);

  // Matches: each man with two or three women, so most women have two or three matches too.
  const pairs: [ScenarioMember, ScenarioMember][] = [];
  const paired = new Set<string>();
  const matchOf = new Map<string, ScenarioMember[]>();
  const addPair = (man: ScenarioMember, woman: ScenarioMember) => {
    if (paired.has(`${man.id}:${woman.id}`)) return false;
    paired.add(`${man.id}:${woman.id}`);
    pairs.push(rng.next() < 0.5 ? [man, woman] : [woman, man]);
    matchOf.set(man.id, [...(matchOf.get(man.id) ?? []), woman]);
    matchOf.set(woman.id, [...(matchOf.get(woman.id) ?? []), man]);
    return true;
  };
  const at = <T>(list: T[], i: number) => list[i % list.length] as T;
  men.forEach((man, i) => {
    addPair(man, at(women, i));
    addPair(man, at(women, i * 7 + 3));
    if (i % 4 === 0) addPair(man, at(women, i * 11 + 5));
  });
  // Two busy men who paste one greeting to six new matches in a morning.
  const greeters = [at(men, 10), at(men, 21)];
  const greeted = new Map<string, ScenarioMember[]>();
  for (const [g, greeter] of greeters.entries()) {
    const fresh: ScenarioMember[] = [];
    for (let j = 0; fresh.length < 6; j++) {
      const woman = at(women, 250 + g * 40 + j * 3);
      if (addPair(greeter, woman)) fresh.push(woman);
    }
    greeted.set(greeter.id, fresh);
  }
  const greetedReplies = greeters.flatMap((g) =>
    (greeted.get(g.id) ?? []).map((w) => ({ from: w, to: g, content: lineOf(w) })),
  );
  const greetedIds = new Set([...greeted.values()].flat().map((w) => w.id));
  const greetedPairs = new Set([...greeted].flatMap(([g, ws]) => ws.map((w) => `${g}:${w.id}`)));
  const ordinaryPairs = pairs.filter(
    ([a, b]) => !greetedPairs.has(`${a.id}:${b.id}`) && !greetedPairs.has(`${b.id}:${a.id}`),
  );
  await insertMatches(t, pairs);

  // Each ordinary conversation: 3 to 5 messages, taking turns, from the starter's languages.
  const scripts = ordinaryPairs.map(([starter, other]) =>
    Array.from({ length: 3 + rng.int(3) }, (_, i) => {
      const from = i % 2 === 0 ? starter : other;
      return { from, to: i % 2 === 0 ? other : starter, content: lineOf(from) };
    }),
  );

  // Forty members with three or more matches also talk money with each: corpus lines and fresh ones.
  const greeterIds = new Set(greeters.map((g) => g.id));
  const moneyTalkers = rng
    .shuffle([...men, ...women].filter((m) => (matchOf.get(m.id)?.length ?? 0) >= 3 && !greeterIds.has(m.id)))
    .slice(0, 40);
  const moneyTalk = moneyTalkers.flatMap((from) =>
    (matchOf.get(from.id) ?? []).map((to) => {
      const fresh = rng.next() < 0.5;
      const content = rng.pick((fresh ? FRESH_BENIGN_MONEY_TALK : moneyCorpus)[from.language]);
      return { from, to, content, kind: (fresh ? 'fresh-money-talk' : 'money-talk') as Kind };
    }),
  );

  // Eight members reported once each, by one of their matches.
  const talkerIds = new Set(moneyTalkers.map((m) => m.id));
  const reasons = REPORT_REASONS.filter((r) => r !== 'asking_for_money' && r !== 'underage');
  const reported = rng
    .shuffle([...men, ...women].filter((m) => !talkerIds.has(m.id) && !greeterIds.has(m.id)))
    .slice(0, 8)
    .map((m) => ({ member: m, by: rng.pick(matchOf.get(m.id) ?? []), reason: rng.pick(reasons) }));

  // Scammers: registered, premium, a verified phone, and 5 to 7 women who accepted their interest.
  const victimPool = rng.shuffle(women.filter((w) => !greetedIds.has(w.id)));
  const scammers: Scammer[] = [];
  for (const [s, script] of SCAM_SCRIPTS.entries()) {
    const member = await createMan(t, { phoneVerified: true }, { fullName: script.name, city: 'Mumbai' });
    await makePremium(t, member);
    const victims = victimPool.splice(0, 5 + (s % 3));
    for (const victim of victims) await makeMatch(profileApi(t), member, victim);
    const plans = victims.map((victim) => {
      const asks = rng
        .shuffle(script.asks.map((_, i) => i))
        .slice(0, 1 + rng.int(3))
        .sort((a, b) => a - b);
      return { asks, reply: lineOf(victim), lateReply: rng.next() < 0.5 ? lineOf(victim) : null };
    });
    scammers.push({ member, script, victims, plans, caught: null, refusedOpeners: 0 });
  }
  result.scammers = scammers;
  result.setupSeconds = (performance.now() - started) / 1000;

  const scamConversation = async (s: Scammer, k: number) => {
    const victim = s.victims[k];
    const plan = s.plans[k];
    if (!victim || !plan) return;
    const opener = withName(s.script.opener, victim.firstName);
    const rewritten = withName(REWORDED_OPENER, victim.firstName);
    if (await sendOpener(s.member, victim, opener, rewritten, 'scam-opener')) s.refusedOpeners++;
    await sendOk(victim, s.member, plan.reply, 'victim-reply');
    if (s.script.setup) await sendOk(s.member, victim, s.script.setup, 'scam-setup');
    for (const i of plan.asks) await sendOk(s.member, victim, s.script.asks[i] as string, 'scam-ask');
    if (plan.lateReply) await sendOk(victim, s.member, plan.lateReply, 'victim-reply');
  };

  const checkScammers = async (k: number) => {
    const queue = await queueOf(t, staff);
    for (const s of scammers) {
      const item = queue.find((q: RiskQueueItem) => q.userId === s.member.id);
      if (s.caught || !item || s.victims.length < k) continue;
      s.caught = { victim: k, reasons: item.reasons, flaggedConversations: item.counts.flaggedConversations };
    }
  };

  const maxVictims = Math.max(...scammers.map((s) => s.victims.length));
  for (let round = 0; round <= maxVictims; round++) {
    if (round > 0) {
      clock.advance(ROUND_S);
      // Scammers work in parallel; each writes to his round's victim, then staff's queue is read.
      await inPool(scammers, CONCURRENCY, (s) => scamConversation(s, round - 1));
      await checkScammers(round);
    }
    await inPool(
      scripts.filter((script) => script[round]),
      CONCURRENCY,
      async (script) => {
        const step = script[round];
        if (step) await sendOk(step.from, step.to, step.content, 'ordinary');
      },
    );
    if (round === 2) {
      await inPool(greeters, CONCURRENCY, async (greeter) => {
        for (const woman of greeted.get(greeter.id) ?? []) {
          const personal = withName(PERSONAL_NOTE, woman.firstName);
          await sendOpener(greeter, woman, withName(PASTED_GREETING, woman.firstName), personal, 'greeting');
          // A person pastes one at a time: the record has noted the last before the next is sent.
          await settled(t);
        }
      });
    }
    if (round === 3) await inPool(greetedReplies, CONCURRENCY, (r) => sendOk(r.from, r.to, r.content, 'ordinary'));
    if (round === 4) await inPool(moneyTalk, CONCURRENCY, (m) => sendOk(m.from, m.to, m.content, m.kind));
    if (round === 5) for (const r of reported) await report(r.by, r.member, r.reason);
  }

  const queue = await queueOf(t, staff);
  for (const item of queue.filter((q) => result.ordinaryIds.has(q.userId))) {
    const res = await riskApi(t).detail(staff, item.userId);
    expect(res.statusCode, res.body).toBe(200);
    result.ordinaryInQueue.push(res.json() as RiskDetail);
  }
  result.seconds = (performance.now() - started) / 1000;
  printFigures(await flaggedMessages(), reported.length);
}

/** What the server put on the risk record for each flagged message: `sender > receiver > content`. */
async function flaggedMessages(): Promise<Map<string, string[]>> {
  const rows = await t.db
    .select({
      memberId: riskSignals.memberId,
      counterpartId: riskSignals.counterpartId,
      content: riskSignals.content,
      signals: riskSignals.signals,
    })
    .from(riskSignals)
    .where(eq(riskSignals.kind, 'message'));
  return new Map(rows.map((r) => [`${r.memberId}>${r.counterpartId}>${r.content}`, r.signals]));
}

function printFigures(flagged: Map<string, string[]>, reports: number) {
  const signalsOf = (m: Sent) => flagged.get(`${m.from}>${m.to}>${m.content}`);
  const short = (text: string) => (text.length > 70 ? `${text.slice(0, 67)}...` : text);
  const rows: string[] = [];
  const kinds = [...new Set(sent.map((m) => m.kind))];
  const byKind = kinds.map((kind) => {
    const of = sent.filter((m) => m.kind === kind);
    return `${kind} ${of.filter(signalsOf).length}/${of.length}`;
  });
  rows.push(
    `messages sent: ${sent.length} (and ${refused.length} copied openers refused) in ${result.seconds.toFixed(1)} s (set-up ${result.setupSeconds.toFixed(1)} s)`,
  );
  rows.push(`flagged/sent by kind: ${byKind.join(' | ')}`);
  rows.push(
    'scammer            | victims | caught at | reasons            | asks flagged | openers refused | flagged conversations 1-3',
  );
  for (const s of result.scammers) {
    const asks = sent.filter((m) => m.from === s.member.id && m.kind === 'scam-ask');
    rows.push(
      [
        s.script.name.padEnd(18),
        String(s.victims.length).padEnd(7),
        (s.caught ? `victim ${s.caught.victim}` : 'never').padEnd(9),
        (s.caught?.reasons.join(',') ?? '-').padEnd(18),
        `${asks.filter(signalsOf).length}/${asks.length}`.padEnd(12),
        String(s.refusedOpeners).padEnd(15),
        s.victims
          .slice(0, SCAMMER_CATCH_VICTIM)
          .map((v) => (sent.some((m) => m.from === s.member.id && m.to === v.id && signalsOf(m)) ? 'yes' : 'no'))
          .join(','),
      ].join(' | '),
    );
  }
  const caughtBy = result.scammers.filter((s) => s.caught && s.caught.victim <= SCAMMER_CATCH_VICTIM).length;
  rows.push(`scammers in the queue by victim ${SCAMMER_CATCH_VICTIM}: ${caughtBy}/${result.scammers.length}`);
  for (const s of result.scammers.filter((s) => !s.caught || s.caught.victim > SCAMMER_CATCH_VICTIM)) {
    for (const [k, victim] of s.victims.slice(0, SCAMMER_CATCH_VICTIM).entries()) {
      const mine = sent.filter((m) => m.from === s.member.id && m.to === victim.id);
      if (mine.some(signalsOf)) continue;
      const asks = mine.filter((m) => m.kind === 'scam-ask').map((m) => `"${short(m.content)}"`);
      rows.push(`  ${s.script.name}, victim ${k + 1}: nothing flagged; asks ${asks.join(' ')}`);
    }
  }
  const missed = [...new Set(sent.filter((m) => m.kind === 'scam-ask' && !signalsOf(m)).map((m) => m.content))];
  rows.push(`scam asks never flagged (${missed.length}):`, ...missed.map((line) => `  - ${short(line)}`));
  const ordinaryFlagged = sent.filter((m) => result.ordinaryIds.has(m.from) && signalsOf(m));
  const falseLines = [
    ...new Set(ordinaryFlagged.map((m) => `${m.kind} ${signalsOf(m)?.join(',')}: ${short(m.content)}`)),
  ];
  rows.push(`ordinary lines flagged (${falseLines.length} distinct):`, ...falseLines.map((line) => `  - ${line}`));
  rows.push(`ordinary members reported once: ${reports}; in the queue at the end: ${result.ordinaryInQueue.length}`);
  for (const d of result.ordinaryInQueue) {
    const why = [
      `reasons ${d.reasons.join(',')}`,
      `flagged conversations ${d.counts.flaggedConversations}`,
      `reporters ${d.counts.reporters}`,
      `copied openers ${d.counts.copiedOpeners}`,
    ];
    rows.push(
      `  ${d.fullName}: ${why.join(', ')}`,
      ...d.flaggedMessages.map((m) => `    ${m.signals.join(',')}: ${short(m.content)}`),
    );
  }
  const failures = log.lines.filter((line) => line.includes('failed'));
  rows.push(`background failures logged: ${failures.length}`);
  console.log(`\nRisk scenario figures\n${rows.join('\n')}\n`);
}

describe('the risk record, on 1,000 ordinary members and 20 scammers', () => {
  beforeAll(runScenario, 240_000);

  it('notes every message without a background failure', () => {
    expect(log.lines.filter((line) => line.includes('failed'))).toEqual([]);
  });

  it('puts at least 19 of the 20 scammers in the Risk queue by the time they write to their third victim', () => {
    const caught = result.scammers.filter((s) => s.caught && s.caught.victim <= SCAMMER_CATCH_VICTIM);
    expect(result.scammers).toHaveLength(20);
    expect(caught.length).toBeGreaterThanOrEqual(19);
  });

  it('puts no more than 10 of the 1,000 ordinary members in the queue', () => {
    expect(result.ordinaryIds.size).toBe(2 * ORDINARY_PER_GENDER);
    expect(result.ordinaryInQueue.length).toBeLessThanOrEqual(10);
  });
});
