import { randomUUID } from 'node:crypto';
import { type APIRequestContext, type Browser, test as base, expect, type Page } from '@playwright/test';

/** Mirrors apps/web/src/lib/storage-keys.ts (the e2e package does not import the web app). */
export const TOKEN_STORAGE_KEY = 'mithaq_token';
/** Mirrors STORAGE_KEYS.pushPromptDismissedAt: when the member last answered 'Not now' to the push card. */
export const PUSH_PROMPT_DISMISSED_KEY = 'mithaq_push_prompt_dismissed_at';
/** Marks a seeded token as used, so a logout is not undone by the next page load. */
const SEEDED_KEY = 'mithaq_e2e_seeded_token';
/**
 * Lets the profile-completion wizard open by itself for `member` now, as the dashboard does
 * (POST /api/profiles/me/wizard-prompt): the server then keeps it closed for a week on every device,
 * so its modal does not cover the page in tests about something else.
 */
export async function suppressProfileWizard(request: APIRequestContext, member: TestMember): Promise<void> {
  const res = await request.post('/api/profiles/me/wizard-prompt', {
    headers: { authorization: `Bearer ${member.token}` },
  });
  expect(res.status(), await res.text()).toBe(200);
}

export interface MemberInput {
  fullName: string;
  email: string;
  password: string;
  age: number;
  gender: 'Male' | 'Female';
  city: string;
  profession: string;
  sect: 'Sunni' | 'Shia' | 'Deobandi' | 'Barelvi';
  madhab?: 'Hanafi' | 'Shafi';
}

export interface TestMember extends MemberInput {
  token: string;
}

/** An address no other test (or earlier run against the same database) uses. */
export function uniqueEmail(prefix = 'member'): string {
  return `e2e-${prefix}-${randomUUID().slice(0, 12)}@example.com`;
}

export function memberInput(overrides: Partial<MemberInput> = {}): MemberInput {
  return {
    fullName: 'Amina Rahman',
    email: uniqueEmail(),
    password: 'correct-horse-1',
    age: 27,
    gender: 'Female',
    city: 'Hyderabad',
    profession: 'Engineer',
    sect: 'Sunni',
    ...overrides,
  };
}

/** What a test may ask of a new member besides the registration fields. */
export type MemberOverrides = Partial<MemberInput> & { nameDisplay?: 'full' | 'short' };

/**
 * Registers through the API (POST /api/auth/register) and returns the member with a session token.
 * Women start on the short name (docs/decisions/0054-short-names.md); tests about something else find
 * members by their full name, so a woman is set back to it unless the test asks for `short`.
 */
export async function registerMember(request: APIRequestContext, overrides: MemberOverrides = {}): Promise<TestMember> {
  const { nameDisplay = 'full', ...fields } = overrides;
  const input = memberInput(fields);
  const res = await request.post('/api/auth/register', { data: input });
  expect(res.status(), `register ${input.email}: ${await res.text()}`).toBe(201);
  const { token } = (await res.json()) as { token: string };
  if (input.gender === 'Female' && nameDisplay === 'full') {
    const saved = await request.put('/api/me/name-display', {
      headers: { authorization: `Bearer ${token}` },
      data: { nameDisplay },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  }
  return { ...input, token };
}

/**
 * Signs every page of the page's context in as `member`, by putting the token where the app keeps
 * it before any app script runs. It is seeded once per context, so a logout in the test sticks.
 * Unless `pushPrompt`, the member has answered 'Not now' to the push notifications card, so the card
 * (offered after an interest, docs/decisions/0029-web-push.md) does not cover the page in tests about something else.
 */
export async function signIn(page: Page, member: TestMember, { pushPrompt = false } = {}): Promise<void> {
  await page.context().addInitScript(
    ({ tokenKey, seededKey, token, pushKey, hidePush }) => {
      try {
        if (hidePush) window.localStorage.setItem(pushKey, String(Date.now()));
        if (window.localStorage.getItem(seededKey) === token) return;
        window.localStorage.setItem(tokenKey, token);
        window.localStorage.setItem(seededKey, token);
      } catch {
        // about:blank and other opaque origins have no localStorage
      }
    },
    {
      tokenKey: TOKEN_STORAGE_KEY,
      seededKey: SEEDED_KEY,
      token: member.token,
      pushKey: PUSH_PROMPT_DISMISSED_KEY,
      hidePush: !pushPrompt,
    },
  );
}

/** Signs in as a member does, through the login form; the app then lands on the dashboard. */
export async function signInThroughTheForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** A page in its own browser context (own storage), signed in as `member`. */
async function openMemberPage(
  browser: Browser,
  baseURL: string | undefined,
  member: TestMember,
  options: { pushPrompt: boolean; serviceWorkers: 'allow' | 'block' | undefined },
): Promise<Page> {
  const context = await browser.newContext({ baseURL, serviceWorkers: options.serviceWorkers });
  const page = await context.newPage();
  await signIn(page, member, options);
  return page;
}

interface Options {
  /**
   * Let the profile-completion wizard open on /dashboard as it would for a real member (default).
   * `test.use({ profileWizard: false })` keeps its modal from covering the page in unrelated tests,
   * for every member the fixtures create (members registered through the form are the test's own).
   */
  profileWizard: boolean;
  /**
   * Let the push notifications card be offered after an interest, as for a real member. Off by
   * default (the member has said 'Not now'); `test.use({ pushPrompt: true })` in its own tests.
   */
  pushPrompt: boolean;
}

interface Fixtures {
  /** Registers a fresh member through the API; overrides as in `memberInput`. */
  createMember: (overrides?: MemberOverrides) => Promise<TestMember>;
  /** A fresh member of this test alone. */
  member: TestMember;
  /** The default `page`, signed in as `member`. */
  memberPage: Page;
  /** A second fresh member, for tests with two people (interests, messages). */
  secondMember: TestMember;
  /** A page in a second browser context, signed in as `secondMember`. */
  secondMemberPage: Page;
  /** Opens a page in a new browser context signed in as any member; closed after the test. */
  openPageAs: (member: TestMember) => Promise<Page>;
}

export const test = base.extend<Fixtures & Options>({
  profileWizard: [true, { option: true }],
  pushPrompt: [false, { option: true }],
  createMember: async ({ request, profileWizard }, use) => {
    await use(async (overrides) => {
      const member = await registerMember(request, overrides);
      if (!profileWizard) await suppressProfileWizard(request, member);
      return member;
    });
  },
  member: async ({ createMember }, use) => {
    await use(await createMember());
  },
  memberPage: async ({ page, member, pushPrompt }, use) => {
    await signIn(page, member, { pushPrompt });
    await use(page);
  },
  secondMember: async ({ createMember }, use) => {
    await use(await createMember({ fullName: 'Yusuf Khan', gender: 'Male', city: 'Bengaluru', profession: 'Doctor' }));
  },
  openPageAs: async ({ browser, baseURL, pushPrompt, serviceWorkers }, use) => {
    const pages: Page[] = [];
    await use(async (member) => {
      const page = await openMemberPage(browser, baseURL, member, { pushPrompt, serviceWorkers });
      pages.push(page);
      return page;
    });
    await Promise.all(pages.map((p) => p.context().close()));
  },
  secondMemberPage: async ({ openPageAs, secondMember }, use) => {
    await use(await openPageAs(secondMember));
  },
});

export type { Page };
export { expect };
