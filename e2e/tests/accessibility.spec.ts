import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { memberIdOf, sendInterestViaApi } from '../helpers/members';
import { grantPremium, matchMembers, sendMessageViaApi } from '../helpers/membership';

/** WCAG 2 A and AA, failing on serious and critical findings (e2e/helpers/axe.ts). */

// The profile wizard's own tests are in profile.spec.ts; here its modal would only cover the page.
test.use({ profileWizard: false });

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

async function seriousViolations(page: Page): Promise<string[]> {
  const results: AxeResults = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n` +
        v.nodes.map((n) => `    ${n.target.join(' ')}\n      ${n.failureSummary?.replace(/\n/g, ' ')}`).join('\n'),
    );
}

/** @axe-core/playwright needs a page from browser.newContext(). */
async function newPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

/**
 * Settled: the page's own heading is shown, the health banner has gone, and every style sheet and
 * font has loaded with no transition still running, so axe measures the colours a reader sees.
 */
async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText('Connecting to backend...')).toBeHidden();
  await page.waitForFunction(
    () =>
      document.fonts.status === 'loaded' &&
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet) &&
      // Spinners run forever; only animations that end can still change a colour.
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  );
}

// '/no-such-page': the not-found page.
for (const path of ['/', '/login', '/register', '/forgot-password', '/premium', '/about', '/help', '/no-such-page']) {
  test(`${path} has no serious or critical WCAG 2 A/AA violations`, async ({ browser, baseURL }) => {
    const page = await newPage(browser, baseURL);
    try {
      await page.goto(path);
      await settle(page);
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
}

test('signed-in /dashboard has no serious or critical WCAG 2 A/AA violations', async ({ member, openPageAs }) => {
  const page = await openPageAs(member);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Browse Community Profiles', level: 1 })).toBeVisible();
  await expect(page.getByText('Connecting to backend...')).toBeHidden();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the open profile menu and mobile menu have no serious or critical violations', async ({ member, openPageAs }) => {
  const page = await openPageAs(member);
  await page.goto('/dashboard');
  await settle(page);
  const menuButton = page.getByRole('button', { name: 'Profile menu' });
  await expect(menuButton).toBeVisible();
  // Lighthouse runs this best-practice rule (WCAG 2.5.3); axe leaves it out of the WCAG tags above.
  const labelInName = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze();
  expect(
    labelInName.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' '))),
    'label in name',
  ).toEqual([]);
  await menuButton.click();
  await expect(page.getByRole('menu', { name: 'Profile menu' })).toBeVisible();
  expect(await seriousViolations(page), 'profile menu').toEqual([]);
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  expect(await seriousViolations(page), 'mobile menu').toEqual([]);
});

test('the health banners have no serious or critical violations', async ({ browser, baseURL }) => {
  const page = await newPage(browser, baseURL);
  try {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/health', async (route) => {
      await held;
      await route.abort();
    });
    await page.goto('/login');
    await expect(page.getByText('Connecting to backend...')).toBeVisible();
    expect(await seriousViolations(page), 'connecting banner').toEqual([]);
    release();
    await expect(page.getByRole('alert').filter({ hasText: 'Could not connect to the backend' })).toBeVisible();
    expect(await seriousViolations(page), 'connection-failed banner').toEqual([]);
  } finally {
    await page.context().close();
  }
});

test.describe('profile wizard', () => {
  test.use({ profileWizard: true });

  test('the wizard that opens on /dashboard has no serious or critical violations', async ({ member, openPageAs }) => {
    const page = await openPageAs(member);
    await page.goto('/dashboard');
    await expect(page.getByRole('dialog', { name: 'Complete Your Profile' })).toBeVisible();
    await expect(page.getByText('Connecting to backend...')).toBeHidden();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the worked-out age and the partner preferences step have no serious or critical violations', async ({
    member,
    openPageAs,
  }) => {
    test.slow(); // six steps, two of them scanned by axe; the partner step is long
    const page = await openPageAs(member);
    await page.goto('/dashboard');
    const wizard = page.getByRole('dialog', { name: 'Complete Your Profile' });
    await expect(wizard).toBeVisible();
    await wizard.getByLabel('Date of birth').fill('1995-06-01');
    await expect(wizard.getByText('Age is worked out from your date of birth')).toBeVisible();
    expect(await seriousViolations(page), 'personal step').toEqual([]);
    while (await wizard.getByRole('button', { name: 'Next' }).isVisible()) {
      await wizard.getByRole('button', { name: 'Next' }).click();
    }
    // The sliders, the lists and a must chosen.
    const age = wizard.getByRole('group', { name: 'Age' });
    await age.getByRole('slider', { name: 'Youngest age' }).focus();
    await age.getByRole('slider', { name: 'Youngest age' }).press('ArrowRight');
    await age.getByText('Must', { exact: true }).click();
    await expect(age.getByRole('radio', { name: 'Must' })).toBeChecked();
    expect(await seriousViolations(page), 'partner step').toEqual([]);
  });
});

test('signed-in profile, match score and notifications pages have no serious or critical violations', async ({
  member,
  secondMember,
  openPageAs,
  request,
}) => {
  test.slow(); // three pages, each loaded and scanned by axe
  // secondMember (a man) sends member (a woman) an interest and she accepts: a match with a notification.
  const herId = await memberIdOf(request, member);
  const hisId = await memberIdOf(request, secondMember);
  await sendInterestViaApi(request, secondMember, herId);
  const accepted = await request.post(`/api/profiles/${hisId}/accept-interest`, {
    headers: { authorization: `Bearer ${member.token}` },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);

  const page = await openPageAs(member);
  for (const [path, heading, loaded] of [
    ['/profile', member.fullName, 'Personal Details'],
    [`/profile?view=${hisId}&showScore=1`, secondMember.fullName, /Match Score/],
    ['/notifications', 'Notifications', /new notification/],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
    await expect(page.getByText(loaded).first()).toBeVisible();
    await expect(page.getByText('Connecting to backend...')).toBeHidden();
    expect(await seriousViolations(page), path).toEqual([]);
  }
});

test('/messages with a conversation open, on a laptop and a phone, has no serious or critical violations', async ({
  member,
  secondMember,
  createMember,
  openPageAs,
  request,
}) => {
  test.slow(); // membership grants run the server's membership script
  // member (premium) talks with secondMember (premium); a free member receives a locked message.
  const freeMember = await createMember({ fullName: 'Sara Begum', gender: 'Female' });
  const { aId: herId, bId: hisId } = await matchMembers(request, member, secondMember);
  const { bId: freeId } = await matchMembers(request, secondMember, freeMember);
  await Promise.all([grantPremium(member), grantPremium(secondMember)]);
  await sendMessageViaApi(request, member, hisId, 'Assalamu alaikum, how is your family?');
  await sendMessageViaApi(request, secondMember, herId, 'Please send 5000 to my UPI id yusuf.khan@okaxis today');
  await sendMessageViaApi(request, secondMember, freeId, 'Salaam Sara');

  const page = await openPageAs(member);
  await page.goto(`/messages?user=${hisId}`);
  const thread = page.getByRole('region', { name: `Conversation with ${secondMember.fullName}` });
  await expect(thread.getByText('Assalamu alaikum, how is your family?')).toBeVisible();
  await expect(thread.getByRole('note', { name: 'Safety tip' })).toBeVisible();
  await settle(page);
  expect(await seriousViolations(page), 'laptop thread').toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(thread.getByRole('button', { name: 'Back' })).toBeVisible();
  expect(await seriousViolations(page), 'phone thread').toEqual([]);
  await thread.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('list', { name: 'Conversations' })).toBeVisible();
  expect(await seriousViolations(page), 'phone inbox').toEqual([]);

  const freePage = await openPageAs(freeMember);
  await freePage.goto(`/messages?user=${hisId}`);
  await expect(freePage.getByRole('link', { name: 'Upgrade to Premium', exact: true })).toBeVisible();
  await settle(freePage);
  expect(await seriousViolations(freePage), 'free member thread').toEqual([]);

  // The free member's inbox: the prompt above blurred previews, on a laptop and a phone.
  await freePage.goto('/messages');
  await expect(freePage.getByText('Upgrade to Premium to view this message')).toBeVisible();
  expect(await seriousViolations(freePage), 'free member inbox').toEqual([]);
  await freePage.setViewportSize({ width: 390, height: 844 });
  await expect(freePage.getByRole('list', { name: 'Conversations' })).toBeVisible();
  expect(await seriousViolations(freePage), 'free member inbox on a phone').toEqual([]);
});

test('a profile view with Send Interest, and one with Accept and Decline, have no serious or critical violations', async ({
  member,
  secondMember,
  createMember,
  openPageAs,
  request,
}) => {
  const third = await createMember({ fullName: 'Bilal Ahmed', gender: 'Male' });
  const [hisId, thirdId, herId] = await Promise.all([
    memberIdOf(request, secondMember),
    memberIdOf(request, third),
    memberIdOf(request, member),
  ]);
  await sendInterestViaApi(request, third, herId);
  const page = await openPageAs(member);
  for (const [id, action] of [
    [hisId, 'Send Interest'],
    [thirdId, 'Accept'],
  ] as const) {
    await page.goto(`/profile?view=${id}`);
    await expect(page.getByRole('button', { name: action })).toBeVisible();
    await settle(page);
    expect(await seriousViolations(page), action).toEqual([]);
  }
});
