import { VERIFICATION_MESSAGES } from '@mithaq/contracts/verification';

export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
}

export const RECAPTCHA_CONTAINER_ID = 'recaptcha-container';

export interface FirebasePhoneSession {
  sendCode(phone: string): Promise<void>;
  /** The Firebase ID token for the confirmed number. */
  confirm(code: string): Promise<string>;
  /** A failed send resets the captcha widget (spec section 4). */
  resetCaptcha(): void;
  signOut(): Promise<void>;
  dispose(): void;
}

/**
 * Firebase Phone Auth, loaded only here and only when the site configures it (the SDK never reaches
 * other pages). Invisible reCAPTCHA in the page's container, in the device's language.
 */
export async function openFirebasePhone(config: FirebaseWebConfig): Promise<FirebasePhoneSession> {
  const [{ initializeApp, getApps }, firebaseAuth] = await Promise.all([
    import('@firebase/app'),
    import('@firebase/auth'),
  ]);
  const app = getApps()[0] ?? initializeApp(config);
  const auth = firebaseAuth.getAuth(app);
  // Firebase's method, not a React hook: the SMS and captcha speak the device's language (spec section 2).
  auth.languageCode = navigator.language;
  const container = document.getElementById(RECAPTCHA_CONTAINER_ID);
  if (!container) throw new Error(VERIFICATION_MESSAGES.captchaMissing);
  let verifier = new firebaseAuth.RecaptchaVerifier(auth, container, { size: 'invisible' });
  let confirmation: Awaited<ReturnType<typeof firebaseAuth.signInWithPhoneNumber>> | null = null;
  return {
    async sendCode(phone) {
      confirmation = await firebaseAuth.signInWithPhoneNumber(auth, phone, verifier);
    },
    async confirm(code) {
      if (!confirmation) throw new Error(VERIFICATION_MESSAGES.phoneVerificationFailed);
      const credential = await confirmation.confirm(code);
      return credential.user.getIdToken();
    },
    resetCaptcha() {
      verifier.clear();
      verifier = new firebaseAuth.RecaptchaVerifier(auth, container, { size: 'invisible' });
    },
    signOut: () => firebaseAuth.signOut(auth),
    dispose: () => verifier.clear(),
  };
}
