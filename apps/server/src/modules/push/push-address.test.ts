import { describe, expect, it } from 'vitest';
import { addressProblem } from './push-address.js';

describe('addressProblem', () => {
  it.each([
    '127.0.0.1',
    '127.255.0.9',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '100.64.0.1',
    '169.254.1.1',
    '0.0.0.0',
    '0.1.2.3',
    '224.0.0.251',
    '255.255.255.255',
    '::',
    '::1',
    'fe80::1',
    'fe80::1%eth0',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::127.0.0.1',
    '64:ff9b::10.0.0.1',
    '2002:7f00:1::1',
    '2001:db8::1',
    'not an address',
  ])('%s is internal', (address) => {
    expect(addressProblem(address)).toBe('internal');
  });

  it.each([
    '169.254.169.254',
    '::ffff:169.254.169.254',
    'fd00:ec2::254',
    'fd00:ec2:0:0:0:0:0:254',
    '100.100.100.200',
    '168.63.129.16',
  ])('%s is a metadata address', (address) => {
    expect(addressProblem(address)).toBe('metadata');
  });

  it.each([
    '142.250.183.10',
    '172.32.0.1',
    '100.128.0.1',
    '2a00:1450:4001:80b::200a',
    '::ffff:142.250.183.10',
    '64:ff9b::142.250.183.10',
  ])('%s is public', (address) => {
    expect(addressProblem(address)).toBeNull();
  });
});
