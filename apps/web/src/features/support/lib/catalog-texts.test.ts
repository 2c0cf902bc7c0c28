import { SUPPORT_MESSAGES, SUPPORT_STATUSES } from '@mithaq/contracts/support';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/support/en.json';

const english = en as Record<string, string>;

describe('the support catalog in English', () => {
  it('says what the contracts say where the server says the same', () => {
    expect(english['support.tickets.loadFailed']).toBe(SUPPORT_MESSAGES.loadFailed);
    expect(english['support.new.required']).toBe(SUPPORT_MESSAGES.required);
    expect(english['support.new.failed']).toBe(SUPPORT_MESSAGES.createFailed);
    expect(english['support.reply.failed']).toBe(SUPPORT_MESSAGES.replyFailed);
    expect(english['support.conversation.earlierFailed']).toBe(SUPPORT_MESSAGES.earlierFailed);
  });

  it('names every ticket status', () => {
    for (const status of SUPPORT_STATUSES) expect(english[`support.status.${status}`], status).toBe(status);
  });
});
