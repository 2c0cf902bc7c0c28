import fs from 'node:fs/promises';
import path from 'node:path';
import { generate } from 'selfsigned';

/** The local push service's certificate and key (test/push-service.ts). */
export interface PushServiceTls {
  key: string;
  cert: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    pushServiceTls: PushServiceTls;
  }
}

/** A name no DNS server knows: tests resolve it themselves, and the certificate covers it. */
export const PINNED_TEST_HOST = 'push.pinned.test';

/**
 * Made once per run by the API suite's global setup, before its worker processes start: a test CA the
 * workers trust the way a deployment trusts an internal CA, through NODE_EXTRA_CA_CERTS (which Node
 * reads only at start-up), and a certificate it signed for the local push service. The app's sender
 * then reaches that service with Node's own trust store, as it reaches the real ones.
 */
export async function preparePushServiceTls(dir: string): Promise<PushServiceTls> {
  const ca = await generate([{ name: 'commonName', value: 'Mithaq test push CA' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [
      { name: 'basicConstraints', cA: true, critical: true },
      { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    ],
  });
  const leaf = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    ca: { key: ca.private, cert: ca.cert },
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 7, ip: '127.0.0.1' },
          { type: 2, value: 'localhost' },
          { type: 2, value: PINNED_TEST_HOST },
        ],
      },
    ],
  });
  const bundle = path.join(dir, 'push-test-ca.pem');
  const earlier = process.env.NODE_EXTRA_CA_CERTS;
  const kept = earlier ? await fs.readFile(earlier, 'utf8').catch(() => '') : '';
  await fs.writeFile(bundle, `${kept}\n${ca.cert}`);
  // Read by the worker processes vitest forks after global setup (they inherit this environment).
  process.env.NODE_EXTRA_CA_CERTS = bundle;
  return { key: leaf.private, cert: leaf.cert };
}
