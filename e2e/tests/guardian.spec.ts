import fs from 'node:fs';
import { expect, type Page, test, uniqueEmail } from '../fixtures';
import { seriousViolations } from '../helpers/axe';
import { uniqueTag } from '../helpers/members';
import { grantPremium, matchMembers, sendMessageViaApi } from '../helpers/membership';
import { guardianLinkFromOutbox } from '../helpers/outbox';

/**
 * Guardian (wali) with consent (docs/decisions/0031-guardian-wali-with-consent.md): a member invites a guardian from
 * Settings, the other member of a conversation sees the chaperone banner, and the guardian opens the emailed link
 * into a read-only view that shows only the acknowledged conversation.
 */
test.use({ profileWizard: false });

const PAGE_LOAD = { timeout: 15_000 };
const PHONE = { width: 390, height: 844 };
/** Screenshots to look at by eye (not compared): set E2E_SHOTS_DIR to keep them. */
const shotsDir = process.env.E2E_SHOTS_DIR;

async function shoot(page: Page, name: string, fullPage = true) {
  if (!shotsDir) return;
  fs.mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: `${shotsDir}/${name}.png`, fullPage });
}

test('a member invites a guardian, the other member sees the banner, the guardian reads only that conversation', async ({
  createMember,
  openPageAs,
  request,
  browser,
  baseURL,
}) => {
  test.slow(); // three people, membership grants, an email through the outbox
  const tag = uniqueTag();
  const amina = await createMember({ fullName: `Amina ${tag}`, gender: 'Female' });
  const yusuf = await createMember({ fullName: `Yusuf ${tag}`, gender: 'Male', city: 'Bengaluru' });
  const bilal = await createMember({ fullName: `Bilal ${tag}`, gender: 'Male', city: 'Pune' });
  const { aId, bId: yusufId } = await matchMembers(request, amina, yusuf);
  await matchMembers(request, amina, bilal);
  await Promise.all([grantPremium(amina), grantPremium(yusuf), grantPremium(bilal)]);
  await sendMessageViaApi(request, yusuf, aId, `Assalamu alaikum ${amina.fullName}, may I speak with your family?`);
  await sendMessageViaApi(request, bilal, aId, `Salaam from Bilal ${tag}`);

  // Amina invites her father from Settings → Guardian.
  const pageA = await openPageAs(amina);
  await pageA.goto('/settings');
  const card = pageA.getByRole('region', { name: 'Guardian (wali)' });
  await expect(card.getByRole('button', { name: 'Send invitation' })).toBeVisible(PAGE_LOAD);
  const waliEmail = uniqueEmail('wali');
  await card.getByRole('textbox', { name: "Guardian's name" }).fill('Abdullah Rahman');
  await card.getByRole('textbox', { name: "Guardian's email" }).fill(waliEmail);
  await card.getByRole('combobox', { name: 'Relation' }).selectOption('father');
  await card.getByRole('button', { name: 'Send invitation' }).click();
  await expect(card.getByText('Abdullah Rahman')).toBeVisible();
  await expect(card.getByText(/^Invited /)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Send a new link' })).toBeVisible();

  // Yusuf opens the conversation: the banner is there before he writes, and his screen acknowledges it.
  const pageY = await openPageAs(yusuf);
  await pageY.setViewportSize(PHONE);
  const acknowledged = pageY.waitForResponse(
    (res) => res.url().endsWith(`/api/messages/${aId}/chaperone-ack`) && res.status() === 200,
    PAGE_LOAD,
  );
  await pageY.goto(`/messages?user=${aId}`);
  const banner = pageY.getByRole('note', { name: 'Chaperoned conversation' });
  await expect(banner).toHaveText(
    `This conversation is chaperoned: ${amina.fullName}'s guardian can read it.`,
    PAGE_LOAD,
  );
  await expect(pageY.getByRole('textbox', { name: `Message ${amina.fullName}` })).toBeVisible();
  await acknowledged;
  await shoot(pageY, 'chaperone-banner', false);
  expect(await seriousViolations(pageY), 'the chaperoned thread').toEqual([]);

  // Amina sees that her own conversations are chaperoned too.
  await pageA.goto(`/messages?user=${yusufId}`);
  await expect(pageA.getByRole('note', { name: 'Chaperoned conversation' })).toHaveText(
    'This conversation is chaperoned: your guardian can read it.',
    PAGE_LOAD,
  );

  // The guardian opens the link from the email in a browser of his own: no account, read only.
  const guardianContext = await browser.newContext({ baseURL, viewport: PHONE });
  const guardian = await guardianContext.newPage();
  await guardian.goto(await guardianLinkFromOutbox(waliEmail));
  await expect(guardian.getByRole('heading', { name: `${amina.fullName}'s matches and conversations` })).toBeVisible(
    PAGE_LOAD,
  );
  await expect(guardian).toHaveURL(/\/guardian$/);
  await expect(guardian.getByText(/This is a read-only guardian view/)).toBeVisible();
  const conversations = guardian.getByRole('region', { name: 'Conversations' });
  await expect(conversations.getByRole('link', { name: new RegExp(yusuf.fullName) })).toBeVisible();
  // Bilal never saw the banner: his conversation is not shown, though he is among the matches.
  await expect(conversations.getByRole('link', { name: new RegExp(bilal.fullName) })).toHaveCount(0);
  await expect(guardian.getByRole('region', { name: 'Matches' }).getByText(bilal.fullName)).toBeVisible();
  await shoot(guardian, 'guardian-view');
  expect(await seriousViolations(guardian), 'the guardian view').toEqual([]);

  await conversations.getByRole('link', { name: new RegExp(yusuf.fullName) }).click();
  const messages = guardian.getByRole('list', { name: 'Messages' });
  await expect(messages.getByText(`may I speak with your family?`)).toBeVisible(PAGE_LOAD);
  await expect(guardian.getByRole('textbox')).toHaveCount(0);
  await shoot(guardian, 'guardian-thread');
  expect(await seriousViolations(guardian), 'the guardian thread').toEqual([]);

  // Amina removes him: his view ends at once.
  await pageA.goto('/settings');
  await pageA.getByRole('button', { name: 'Remove guardian' }).click();
  await pageA.getByRole('button', { name: 'Yes, remove' }).click();
  await expect(pageA.getByRole('button', { name: 'Send invitation' })).toBeVisible();
  await guardian.getByRole('link', { name: 'Back to the overview' }).click();
  await expect(guardian.getByRole('heading', { name: 'Open the link in your email' })).toBeVisible(PAGE_LOAD);
  await guardianContext.close();
});

test('a guardian link opens once: the same browser keeps its view, a forwarded copy is told to ask for a new invitation', async ({
  createMember,
  request,
  browser,
  baseURL,
}) => {
  const amina = await createMember({ fullName: `Amina ${uniqueTag()}`, gender: 'Female' });
  const waliEmail = uniqueEmail('wali');
  const invited = await request.post('/api/guardians', {
    headers: { authorization: `Bearer ${amina.token}` },
    data: { email: waliEmail, name: 'Abdullah Rahman', relation: 'father' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const link = await guardianLinkFromOutbox(waliEmail);
  const overview = { name: `${amina.fullName}'s matches and conversations` };

  const fathers = await browser.newContext({ baseURL, viewport: PHONE });
  const father = await fathers.newPage();
  await father.goto(link);
  await expect(father.getByRole('heading', overview)).toBeVisible(PAGE_LOAD);

  // Forwarded to someone else's browser: the link has been used.
  const forwarded = await browser.newContext({ baseURL, viewport: PHONE });
  const stranger = await forwarded.newPage();
  await stranger.goto(link);
  await expect(stranger.getByRole('heading', { name: 'This link has already been used' })).toBeVisible(PAGE_LOAD);
  await expect(stranger.getByText(/Ask the member to send you a new invitation/)).toBeVisible();
  await expect(stranger.getByRole('heading', overview)).toHaveCount(0);
  await expect(stranger).toHaveURL(/\/guardian$/);
  await shoot(stranger, 'guardian-link-used');
  expect(await seriousViolations(stranger), 'the used-link page').toEqual([]);

  // The father opens the email again: his browser's session goes on.
  await father.goto(link);
  await expect(father.getByRole('heading', overview)).toBeVisible(PAGE_LOAD);
  await Promise.all([fathers.close(), forwarded.close()]);
});
