import { describe, expect, it } from 'vitest';
import { createSseParser, type SseEvent } from './sse-parser';

function parse(chunks: string[]) {
  const events: SseEvent[] = [];
  const retries: number[] = [];
  const parser = createSseParser({ onEvent: (e) => events.push(e), onRetry: (ms) => retries.push(ms) });
  for (const c of chunks) parser.push(c);
  return { events, retries, parser };
}

describe('createSseParser', () => {
  it('reads named events with JSON data, the retry line and skips heartbeats', () => {
    const { events, retries } = parse([
      'retry: 5000\n\n',
      'event: inbox\ndata: {"unreadCount":2}\n\n',
      ': heartbeat\n\n',
      'event: message\ndata: {"userId":"u1"}\n\n',
    ]);
    expect(retries).toEqual([5000]);
    expect(events).toEqual([
      { event: 'inbox', data: '{"unreadCount":2}', id: '' },
      { event: 'message', data: '{"userId":"u1"}', id: '' },
    ]);
  });

  it('joins lines split across chunks anywhere', () => {
    const text = 'event: inbox\ndata: {"a":1}\n\nevent: interest\ndata: {"b":2}\n\n';
    const { events } = parse(text.split(''));
    expect(events.map((e) => [e.event, e.data])).toEqual([
      ['inbox', '{"a":1}'],
      ['interest', '{"b":2}'],
    ]);
  });

  it('accepts CRLF and CR line ends, even with CRLF split between chunks', () => {
    const { events } = parse(['event: a\r', '\ndata: 1\r\n\r', '\nevent: b\rdata: 2\r\r']);
    expect(events.map((e) => [e.event, e.data])).toEqual([
      ['a', '1'],
      ['b', '2'],
    ]);
  });

  it('joins several data lines with a newline and defaults the type to message', () => {
    const { events } = parse(['data: one\ndata:two\ndata\n\n']);
    expect(events).toEqual([{ event: 'message', data: 'one\ntwo\n', id: '' }]);
  });

  it('keeps the last id and ignores unknown fields and events without data', () => {
    const { events } = parse(['id: 7\nfoo: bar\nevent: empty\n\n', 'event: x\ndata: y\n\n']);
    expect(events).toEqual([{ event: 'x', data: 'y', id: '7' }]);
  });

  it('drops an unfinished event when the stream ends', () => {
    const { events, parser } = parse(['event: inbox\ndata: {"cut":']);
    parser.end();
    parser.push('\n\n');
    expect(events).toEqual([]);
  });

  it('ignores a retry that is not a number', () => {
    const { retries } = parse(['retry: soon\n\n']);
    expect(retries).toEqual([]);
  });
});
