import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { buildApp } from '../../app.js';
import { connectDatabase } from '../../platform/db/client.js';
import type { TestMember } from '../../test/factories.js';
import type { TestApp } from '../../test/test-app.js';
import { grantMembership } from '../membership/membership.service.js';
import { createMan, createWoman, makeMatch, profileApi } from '../profiles/profiles.test-helpers.js';

/** Thin wrappers over app.inject for the messaging routes (of `t.app`, or another instance). */
export function messagesApi(t: { app: FastifyInstance }) {
  return {
    inbox: (who: TestMember) => t.app.inject({ method: 'GET', url: '/api/messages/inbox', headers: who.auth }),
    thread: (who: TestMember, userId: string, query = '') =>
      t.app.inject({ method: 'GET', url: `/api/messages/${userId}${query}`, headers: who.auth }),
    send: (who: TestMember, userId: string, content: unknown) =>
      t.app.inject({ method: 'POST', url: `/api/messages/${userId}`, headers: who.auth, payload: { content } }),
  };
}
export type MessagesApi = ReturnType<typeof messagesApi>;

/** Makes a member premium the way payments will: through the membership module. */
export const makePremium = (t: TestApp, member: TestMember, plan: 'silver' | 'gold' | 'platinum' = 'gold') =>
  grantMembership(t.db, member.id, plan);

/** A matched couple; premium as asked (both by default). */
export async function createCouple(t: TestApp, premium: { man?: boolean; woman?: boolean } = {}) {
  const man = await createMan(t);
  const woman = await createWoman(t);
  await makeMatch(profileApi(t), man, woman);
  if (premium.man ?? true) await makePremium(t, man);
  if (premium.woman ?? true) await makePremium(t, woman);
  return { man, woman };
}

export async function sendOk(api: MessagesApi, from: TestMember, to: TestMember, content: string) {
  const res = await api.send(from, to.id, content);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { _id: string; content: string | null };
}

export interface StreamEvent {
  event: string;
  data: unknown;
}

/**
 * A live `GET /api/messages/stream` read over real HTTP, as the web app reads it: events parsed as
 * they arrive, and every byte kept so a test can scan all of it.
 */
export class StreamReader {
  readonly events: StreamEvent[] = [];
  raw = '';
  closed = false;
  private buffer = '';
  private waiters: (() => void)[] = [];

  private constructor(
    readonly status: number,
    private readonly controller: AbortController,
  ) {}

  static async open(baseUrl: string, member: TestMember): Promise<StreamReader> {
    const controller = new AbortController();
    const res = await fetch(`${baseUrl}/api/messages/stream`, { headers: member.auth, signal: controller.signal });
    const reader = new StreamReader(res.status, controller);
    if (res.body) void reader.pump(res.body);
    return reader;
  }

  private async pump(body: ReadableStream<Uint8Array>) {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of body) {
        const text = decoder.decode(chunk, { stream: true });
        this.raw += text;
        this.buffer += text;
        this.parse();
      }
    } catch {
      // aborted by close()
    }
    this.closed = true;
    this.notify();
  }

  private parse() {
    let end = this.buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      const event = /^event: (.+)$/m.exec(block)?.[1];
      const data = /^data: (.+)$/m.exec(block)?.[1];
      if (event && data) this.events.push({ event, data: JSON.parse(data) });
      end = this.buffer.indexOf('\n\n');
    }
    this.notify();
  }

  private notify() {
    for (const w of this.waiters.splice(0)) w();
  }

  /** The first event (from the start of the stream) named `event` that `match` accepts. */
  async next<T = unknown>(event: string, match: (data: T) => boolean = () => true, timeoutMs = 5_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.events.find((e) => e.event === event && match(e.data as T));
      if (found) return found.data as T;
      if (this.closed) throw new Error(`stream closed before a matching '${event}' event`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching '${event}' event within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Resolves when the server ends the stream. */
  async ended(timeoutMs = 5_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.closed) {
      if (Date.now() > deadline) throw new Error(`stream still open after ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, deadline - Date.now());
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  close() {
    this.controller.abort();
  }
}

/** Listens on a free loopback port and returns the base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  return `http://127.0.0.1:${address.port}`;
}

/** A second app instance on the same database, as a second server behind a load balancer. */
export async function startSecondInstance(t: TestApp): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const database = connectDatabase(t.database.connection);
  const app = await buildApp({ config: t.config, database });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
