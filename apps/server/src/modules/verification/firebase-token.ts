import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { FirebaseConfig } from '../../platform/config.js';

/** One key set per JWKS address, cached by jose (it honours the keys' rotation). */
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

function keySet(url: string) {
  let set = keySets.get(url);
  if (!set) {
    set = createRemoteJWKSet(new URL(url), { cacheMaxAge: 6 * 3_600_000, timeoutDuration: 5_000 });
    keySets.set(url, set);
  }
  return set;
}

/**
 * Verifies a Firebase ID token as Firebase documents ("Verify ID tokens using a third-party JWT
 * library"): RS256 by one of Google's keys, aud = project, iss = securetoken/<project>, exp ahead,
 * iat and auth_time behind, non-empty sub. Returns its phone_number, or null for any failure.
 */
export async function phoneFromFirebaseToken(firebase: FirebaseConfig, token: string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, keySet(firebase.jwksUrl), {
      algorithms: ['RS256'],
      audience: firebase.projectId,
      issuer: `https://securetoken.google.com/${firebase.projectId}`,
    });
    const now = Math.floor(Date.now() / 1000) + 5;
    const authTime = typeof payload.auth_time === 'number' ? payload.auth_time : Number.NaN;
    if (!payload.sub || typeof payload.iat !== 'number' || payload.iat > now || !(authTime <= now)) return null;
    return typeof payload.phone_number === 'string' ? payload.phone_number : null;
  } catch {
    return null;
  }
}
