import { describe, expect, it } from 'vitest';
import { commandHash, requestHash, responseHash, sameHash } from './payu-hash.js';

// Expected digests computed by hand with `printf '%s' '<pipe string>' | sha512sum`.
const fields = {
  key: 'gtKFFx',
  txnid: 'mq0001',
  amount: '1500.00',
  productinfo: 'Mithaq Silver plan',
  firstname: 'Aisha',
  email: 'aisha@example.com',
  udf1: 'm-1',
  udf2: 'silver',
  udf3: '',
  udf4: '',
  udf5: '',
};
const SALT = 'eCwWELxi';

describe('PayU hashes', () => {
  it('signs a payment request: key|txnid|amount|productinfo|firstname|email|udf1..udf5||||||SALT', () => {
    // 'gtKFFx|mq0001|1500.00|Mithaq Silver plan|Aisha|aisha@example.com|m-1|silver|||||||||eCwWELxi'
    expect(requestHash(fields, SALT)).toBe(
      '83fc7d0c38d12dbbc42d313285db5c08d09e0671bae7b0c45d48da56191438d3cb4fcde604f8eabbd14cc8f4f011955218995433b3e40ef661762fae9fa49efa',
    );
  });

  it('checks a response: SALT|status||||||udf5..udf1|email|firstname|productinfo|amount|txnid|key', () => {
    // 'eCwWELxi|success|||||||||silver|m-1|aisha@example.com|Aisha|Mithaq Silver plan|1500.00|mq0001|gtKFFx'
    expect(responseHash({ ...fields, status: 'success' }, SALT)).toBe(
      '94099623369eaa5602d6505a0db046b867b3baf8aca0761b7c6199635bb2d17d2f8c1e67b9079dd1b6f92a40f77c02674e09d96b005ebf1fb20db190d579144c',
    );
  });

  it('puts additionalCharges in front when PayU sends it', () => {
    expect(responseHash({ ...fields, status: 'success', additionalCharges: '10.00' }, SALT)).toBe(
      '09e0e230da0c03d577d730411e82e97a38a89616ec77378d69f1f2d4bd8cc9375b0fd78edc8635e3fb753db266034b8fceab085df58e2e2357a26820e775a43a',
    );
  });

  it('signs the verify_payment command and compares digests exactly', () => {
    // 'gtKFFx|verify_payment|mq0001|eCwWELxi'
    expect(commandHash('gtKFFx', 'verify_payment', 'mq0001', SALT)).toBe(
      'fa7ff94a09d7e4ac7ed93576726d9bb69a2ba9d60554d5406075e4d58416f37cc1911ef5c47f92c42755ae59bce04d38ff795d438817de8febcc1d1992d27667',
    );
    expect(sameHash('abc', 'abc')).toBe(true);
    expect(sameHash('abc', 'abd')).toBe(false);
    expect(sameHash('abc', 'ab')).toBe(false);
  });

  it('signs cancel_refund_transaction over the mihpayid only: key|command|var1|SALT', () => {
    // printf '%s' 'gtKFFx|cancel_refund_transaction|403993715531234567|eCwWELxi' | sha512sum
    expect(commandHash('gtKFFx', 'cancel_refund_transaction', '403993715531234567', SALT)).toBe(
      'bb75db4ea9358ab6d1f23207fb6ed4fbd49961958a4f5c9f5be41177fe0d7e7c81f610eb75c7419371852d06022449d3728e42058f41f33cfb5e6aeead242671',
    );
  });
});
