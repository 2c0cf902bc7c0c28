/** One dispatched Server-Sent Event. */
export interface SseEvent {
  /** The `event:` field, 'message' when the server named none. */
  event: string;
  /** The `data:` lines joined with '\n'. */
  data: string;
  /** The last `id:` seen on the stream ('' if none). */
  id: string;
}

export interface SseHandlers {
  onEvent: (event: SseEvent) => void;
  /** A `retry:` field: the server's reconnection time in ms. */
  onRetry?: (ms: number) => void;
}

export interface SseParser {
  /** Feeds decoded text; chunks may split lines (and CRLF pairs) anywhere. */
  push: (chunk: string) => void;
  /** The stream ended: an event without its closing blank line is dropped, as the standard says. */
  end: () => void;
}

/**
 * An event-stream parser after WHATWG HTML "Server-sent events" 9.2.6 (interpreting an event stream).
 * We read the stream with fetch, not EventSource, so the token travels in the Authorization header and
 * never in a URL, where proxies and logs would keep it; this is the part of EventSource we need.
 */
export function createSseParser({ onEvent, onRetry }: SseHandlers): SseParser {
  let buffer = '';
  /** The previous chunk ended in CR: a LF starting this one belongs to that line end. */
  let pendingCr = false;
  let eventType = '';
  let data: string[] = [];
  let lastEventId = '';

  const dispatch = () => {
    const type = eventType || 'message';
    const lines = data;
    eventType = '';
    data = [];
    if (lines.length === 0) return;
    onEvent({ event: type, data: lines.join('\n'), id: lastEventId });
  };

  const processLine = (line: string) => {
    if (line === '') return dispatch();
    if (line.startsWith(':')) return; // a comment: heartbeats
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    switch (field) {
      case 'event':
        eventType = value;
        break;
      case 'data':
        data.push(value);
        break;
      case 'id':
        if (!value.includes('\0')) lastEventId = value;
        break;
      case 'retry':
        if (/^\d+$/.test(value)) onRetry?.(Number(value));
        break;
      default:
      // unknown fields are ignored
    }
  };

  return {
    push(chunk) {
      let text = chunk;
      if (pendingCr && text.startsWith('\n')) text = text.slice(1);
      pendingCr = false;
      buffer += text;
      let start = 0;
      for (let i = 0; i < buffer.length; i++) {
        const ch = buffer[i];
        if (ch !== '\n' && ch !== '\r') continue;
        processLine(buffer.slice(start, i));
        if (ch === '\r') {
          if (i + 1 === buffer.length) pendingCr = true;
          else if (buffer[i + 1] === '\n') i++;
        }
        start = i + 1;
      }
      buffer = buffer.slice(start);
    },
    end() {
      buffer = '';
      pendingCr = false;
      eventType = '';
      data = [];
    },
  };
}
