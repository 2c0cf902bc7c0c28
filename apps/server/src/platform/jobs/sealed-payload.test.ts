import { describe, expect, it } from 'vitest';
import { EmailJobSchema } from './job-queue.js';
import { openPayload, payloadKey, sealPayload } from './sealed-payload.js';

const key = payloadKey({ authSecret: 'a'.repeat(64) });
const email = { to: 'aisha@example.com', subject: '482913 is your code', text: 'Code 482913', html: '<p>482913</p>' };

describe('sealed job payloads', () => {
  it('hide the message and open to it again', () => {
    const sealed = sealPayload(key, email);
    expect(JSON.stringify(sealed)).not.toMatch(/aisha|482913/);
    expect(openPayload(key, sealed, EmailJobSchema)).toEqual(email);
  });

  it('refuse another key, a changed byte and the wrong shape', () => {
    const sealed = sealPayload(key, email);
    const otherKey = payloadKey({ authSecret: 'b'.repeat(64) });
    expect(() => openPayload(otherKey, sealed, EmailJobSchema)).toThrow();
    const bytes = Buffer.from(sealed.sealed, 'base64');
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
    expect(() => openPayload(key, { sealed: bytes.toString('base64') }, EmailJobSchema)).toThrow();
    expect(() => openPayload(key, sealPayload(key, { to: 'x' }), EmailJobSchema)).toThrow();
    expect(() => openPayload(key, email, EmailJobSchema)).toThrow();
  });

  it('use a key of their own, not the file key itself', () => {
    expect(payloadKey({ fileEncryptionKey: Buffer.alloc(32, 7).toString('base64'), authSecret: 'x' })).not.toEqual(
      Buffer.alloc(32, 7),
    );
  });
});
