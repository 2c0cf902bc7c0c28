import { describe, expect, it } from 'vitest';
import { type RiskTally, riskReasons } from './risk.js';

const none: RiskTally = { flaggedConversations: 0, reporters: 0, copiedOpeners: 0, openerSpread: 0, photoFlags: 0 };

describe('riskReasons', () => {
  it('names each threshold met', () => {
    expect(riskReasons(none)).toEqual([]);
    expect(riskReasons({ ...none, flaggedConversations: 2 })).toEqual([]);
    expect(riskReasons({ ...none, flaggedConversations: 3 })).toEqual(['patterns']);
    expect(riskReasons({ ...none, reporters: 1 })).toEqual([]);
    expect(riskReasons({ ...none, reporters: 2 })).toEqual(['reports']);
    expect(riskReasons({ ...none, copiedOpeners: 1, openerSpread: 5 })).toEqual(['opener']);
    expect(riskReasons({ ...none, flaggedConversations: 3, reporters: 2 })).toEqual(['patterns', 'reports']);
  });

  it('joins a flagged conversation with a copied opener, a reporter or a photo flag', () => {
    const flagged = { ...none, flaggedConversations: 1 };
    expect(riskReasons({ ...flagged, openerSpread: 2 })).toEqual([]);
    expect(riskReasons({ ...flagged, openerSpread: 3 })).toEqual(['combined']);
    expect(riskReasons({ ...flagged, reporters: 1 })).toEqual(['combined']);
    expect(riskReasons({ ...flagged, photoFlags: 1 })).toEqual(['combined']);
    expect(riskReasons({ ...none, openerSpread: 4, reporters: 1, photoFlags: 1 })).toEqual([]);
  });
});
