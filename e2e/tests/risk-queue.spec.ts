import { expect, type Page, test } from '../fixtures';
import { createAdmin, type TestAdmin } from '../helpers/admin';
import { seriousViolations } from '../helpers/axe';
import { memberIdOf, uniqueTag } from '../helpers/members';
import { sendMessageViaApi } from '../helpers/membership';
import {
  decideRiskViaApi,
  putInRiskQueueByReports,
  reportMember,
  riskCaseOf,
  sendMoneyRequests,
  waitForRiskReasons,
} from '../helpers/risk';
import { keepScreenshot } from '../helpers/screenshots';

/**
 * The staff Risk queue (docs/decisions/0067-risk-record.md): members put there through the real API
 * (money requests the detector flags in chats with three members, reports from two), their evidence,
 * and staff's decisions: restrict, then release what was held; dismiss; a decision another staff member
 * took first.
 */
test.use({ profileWizard: false });

const PAGE_LOAD = { timeout: 20_000 };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function openConsoleAs(page: Page, admin: TestAdmin) {
  await page.addInitScript((token) => localStorage.setItem('mithaq_admin_token', token), admin.token);
  await page.goto('/admin');
}

/** The section through the sidebar (a drawer behind the menu button on a phone). */
async function openRiskSection(page: Page, { phone = false } = {}) {
  if (phone) await page.getByRole('button', { name: 'Open console menu' }).click(PAGE_LOAD);
  const nav = phone
    ? page.getByRole('dialog').getByRole('navigation', { name: 'Console' })
    : page.getByRole('navigation', { name: 'Console' });
  const link = nav.getByRole('link', { name: 'Risk queue' });
  await expect(link).toHaveAttribute('href', '/admin?section=risk', PAGE_LOAD);
  await link.click();
  await expect(page.getByRole('heading', { name: 'Risk queue', level: 1 })).toBeVisible(PAGE_LOAD);
}

const cardOf = (page: Page, name: string) => page.getByRole('article', { name });

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

async function expectNoSideScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
}

test('staff read a scammer’s evidence, restrict them, see their new message held, and release it', async ({
  page,
  request,
  createMember,
}) => {
  test.slow();
  const tag = uniqueTag();
  const admin = await createAdmin(request);
  const scammer = await createMember({ fullName: `Rahul Verma ${tag}`, gender: 'Male' });
  const sana = await createMember({ fullName: `Sana Qureshi ${tag}` });
  const noor = await createMember({ fullName: `Noor Fatima ${tag}` });
  const hiba = await createMember({ fullName: `Hiba Ansari ${tag}` });
  const scammerId = await memberIdOf(request, scammer);
  await sendMoneyRequests(request, scammer, [sana, noor, hiba]);
  const hibaId = await memberIdOf(request, hiba);
  await reportMember(request, sana, scammerId, {
    note: 'He asked for 5000 rupees for his mother’s hospital bill.',
  });
  await reportMember(request, noor, scammerId, { note: 'Wanted money for a parcel fee.' });
  await waitForRiskReasons(request, admin, scammerId, ['patterns', 'reports']);

  await page.setViewportSize(DESKTOP);
  await openConsoleAs(page, admin);
  await openRiskSection(page);
  const card = cardOf(page, scammer.fullName);
  await expect(card.getByText('Money or off-platform requests', { exact: true })).toBeVisible(PAGE_LOAD);
  await expect(card.getByText('Reported by several members', { exact: true })).toBeVisible();
  await expect(card.getByText('Copied first message')).toHaveCount(0);
  await expect(card.getByText(/^3 flagged chats · 2 reporters/)).toBeVisible();
  await expect(card.getByText(scammer.email)).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.mouse.move(0, 0);
  await keepScreenshot(page, 'safety', 'risk-queue-1280.png');
  await page.setViewportSize(PHONE);
  await expectNoSideScroll(page);
  await keepScreenshot(page, 'safety', 'risk-queue-390.png');
  await page.setViewportSize(DESKTOP);

  // The card opens the evidence; its address is the member's.
  await card.getByRole('link', { name: scammer.fullName }).click();
  await expect(page).toHaveURL(new RegExp(`section=risk&view=open&member=${scammerId}`));
  const heading = page.getByRole('heading', { name: scammer.fullName, level: 2 });
  await expect(heading).toBeFocused(PAGE_LOAD);
  const messages = page.getByRole('region', { name: 'Flagged messages' });
  await expect(messages.getByRole('listitem')).toHaveCount(3);
  const toSana = messages.getByRole('listitem').filter({ hasText: `To ${sana.fullName}` });
  await expect(toSana.getByText('Please send me 5000 rupees on my UPI id rahul@okaxis')).toBeVisible();
  await expect(toSana.getByText('UPI ID', { exact: true })).toBeVisible();
  await expect(toSana.getByText('Asks for money', { exact: true })).toBeVisible();
  const toNoor = messages.getByRole('listitem').filter({ hasText: `To ${noor.fullName}` });
  await expect(toNoor.getByText('Bank or card details', { exact: true })).toBeVisible();
  const reports = page.getByRole('region', { name: 'Reports' });
  await expect(reports.getByRole('listitem')).toHaveCount(2);
  await expect(reports.getByRole('listitem').filter({ hasText: `By ${noor.fullName}` })).toContainText(
    'Wanted money for a parcel fee.',
  );
  await expect(reports.getByText('Asking for money').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Photo flags' }).getByText('No photo flags.')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Copied first messages' }).getByText('No copied first messages.'),
  ).toBeVisible();
  // Every member of the e2e run registers from one address, so the linked accounts list others.
  await expect(page.getByRole('region', { name: 'Linked accounts' }).getByRole('listitem').first()).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.mouse.move(0, 0);
  await keepScreenshot(page, 'safety', 'risk-evidence-1280.png');
  await page.setViewportSize(PHONE);
  await expectNoSideScroll(page);
  await keepScreenshot(page, 'safety', 'risk-evidence-390.png');
  await page.setViewportSize(DESKTOP);

  // The full staff detail opens in its drawer.
  await page.getByRole('button', { name: 'Open full profile' }).click();
  const drawer = page.getByRole('dialog', { name: 'Member' });
  await expect(drawer.getByText(scammer.email).first()).toBeVisible(PAGE_LOAD);
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toBeHidden();

  // Restrict, with a note for the record.
  const decision = page.getByRole('region', { name: 'Decision' });
  await expect(decision.getByRole('button', { name: 'Release' })).toHaveCount(0);
  await decision
    .getByRole('textbox', { name: 'Notes for the record' })
    .fill('Asked three members for money in two days; holding while we check.');
  await decision.getByRole('button', { name: 'Restrict' }).click();
  await expect(decision.getByRole('status')).toHaveText('Decision saved: Restricted.', PAGE_LOAD);
  await expect(decision.getByText('Last decision note: Asked three members for money')).toBeVisible();
  await expect(decision.getByRole('button', { name: 'Restrict' })).toHaveCount(0);
  await expect(decision.getByRole('button', { name: 'Release' })).toBeVisible();

  // What the scammer sends now is held: Hiba sees nothing, staff see it counted.
  const threadLength = async () => {
    const res = await request.get(`/api/messages/${scammerId}`, {
      headers: { authorization: `Bearer ${hiba.token}` },
    });
    expect(res.status(), await res.text()).toBe(200);
    return ((await res.json()) as { messages: unknown[] }).messages.length;
  };
  expect(await threadLength()).toBe(1);
  await sendMessageViaApi(request, scammer, hibaId, 'Are you there? Please reply, it is urgent.');
  expect(await threadLength()).toBe(1);
  expect((await riskCaseOf(request, admin, scammerId))?.counts.heldMessages).toBe(1);

  // The Restricted view lists them; Release delivers what was held.
  await page.getByRole('link', { name: 'Back to the queue' }).click();
  await page.getByText('Restricted', { exact: true }).click();
  await expect(page).toHaveURL(/view=restricted/);
  const restricted = cardOf(page, scammer.fullName);
  await expect(restricted.getByText('Restricted', { exact: true })).toBeVisible(PAGE_LOAD);
  await expect(restricted.getByText(/1 held message/)).toBeVisible();
  await restricted.getByRole('link', { name: scammer.fullName }).click();
  await expect(decision.getByText('Held until you decide: 1 message and 0 interests.')).toBeVisible(PAGE_LOAD);
  await expect(decision.getByRole('button', { name: 'Dismiss' })).toHaveCount(0);
  await decision.getByRole('button', { name: 'Release' }).click();
  await expect(decision.getByRole('status')).toHaveText('Decision saved: Released.', PAGE_LOAD);
  await expect(decision.getByRole('button')).toHaveCount(0);
  await expect.poll(threadLength, PAGE_LOAD).toBe(2);

  await page.getByRole('link', { name: 'Back to the queue' }).click();
  await expect(cardOf(page, scammer.fullName)).toBeHidden(PAGE_LOAD);
  await page.getByText('Decided', { exact: true }).click();
  await expect(cardOf(page, scammer.fullName).getByText('Released', { exact: true })).toBeVisible(PAGE_LOAD);
});

test('at 390 px staff open a reported member’s evidence, think better of Deactivate, and Dismiss by keyboard', async ({
  page,
  request,
  createMember,
}) => {
  test.slow();
  const tag = uniqueTag();
  const admin = await createAdmin(request);
  const member = await createMember({ fullName: `Imran Sheikh ${tag}`, gender: 'Male' });
  const memberId = await memberIdOf(request, member);
  await putInRiskQueueByReports(request, createMember, memberId, {
    reason: 'fake_profile',
    note: 'His photos are of a model.',
  });

  await page.setViewportSize(PHONE);
  await openConsoleAs(page, admin);
  await openRiskSection(page, { phone: true });
  const card = cardOf(page, member.fullName);
  await expect(card.getByText('Reported by several members', { exact: true })).toBeVisible(PAGE_LOAD);
  await expect(card.getByText('Money or off-platform requests')).toHaveCount(0);
  await expect(card.getByText(/^2 reporters/)).toBeVisible();
  await expectNoSideScroll(page);
  await expectNoSeriousViolations(page);

  // By keyboard: the card's link, then the decision.
  await card.getByRole('link', { name: member.fullName }).focus();
  await page.keyboard.press('Enter');
  const decision = page.getByRole('region', { name: 'Decision' });
  await expect(page.getByRole('heading', { name: member.fullName, level: 2 })).toBeFocused(PAGE_LOAD);
  await expect(page.getByRole('region', { name: 'Reports' }).getByText('Fake profile or photos').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Flagged messages' }).getByText('No flagged messages.')).toBeVisible();
  await expectNoSideScroll(page);
  // On a phone the decision follows the evidence; a button takes staff there.
  await page.getByRole('button', { name: 'Go to the decision' }).click();
  await expect(decision).toBeFocused();
  await expect(decision).toBeInViewport();

  await decision.getByRole('button', { name: 'Deactivate' }).click();
  const confirm = page.getByRole('dialog', { name: `Deactivate ${member.fullName}?` });
  await expect(confirm.getByText('Messages and interests held for review are dropped')).toBeVisible();
  await expectNoSeriousViolations(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  expect((await riskCaseOf(request, admin, memberId))?.status).toBe('open');

  await decision.getByRole('textbox', { name: 'Notes for the record' }).fill('Photos checked: his own.');
  await decision.getByRole('button', { name: 'Dismiss' }).focus();
  await page.keyboard.press('Enter');
  await expect(decision.getByRole('status')).toHaveText('Decision saved: Dismissed.', PAGE_LOAD);

  await page.getByRole('link', { name: 'Back to the queue' }).click();
  await expect(cardOf(page, member.fullName)).toBeHidden(PAGE_LOAD);
  await page.getByText('Decided', { exact: true }).click();
  const decided = cardOf(page, member.fullName);
  await expect(decided.getByText('Dismissed', { exact: true })).toBeVisible(PAGE_LOAD);
  await expectNoSideScroll(page);
});

test('a decision another staff member took first is refused with the server’s words, and the case shows as it stands', async ({
  page,
  request,
  createMember,
}) => {
  test.slow();
  const tag = uniqueTag();
  const [admin, colleague] = [await createAdmin(request), await createAdmin(request, 'Bilal Moderator')];
  const member = await createMember({ fullName: `Kashif Mirza ${tag}`, gender: 'Male' });
  const memberId = await memberIdOf(request, member);
  await putInRiskQueueByReports(request, createMember, memberId);

  await page.setViewportSize(DESKTOP);
  await openConsoleAs(page, admin);
  await page.goto(`/admin?section=risk&view=open&member=${memberId}`);
  const decision = page.getByRole('region', { name: 'Decision' });
  await expect(decision.getByRole('button', { name: 'Warn' })).toBeVisible(PAGE_LOAD);

  await decideRiskViaApi(request, colleague, memberId, 'dismiss', 'Checked by phone.');
  await decision.getByRole('button', { name: 'Warn' }).click();
  await expect(decision.getByRole('alert')).toHaveText(
    'This member has already been decided. Refresh the queue.',
    PAGE_LOAD,
  );
  // Read again: decided by the colleague, with their note, and no buttons left.
  await expect(decision.getByText(/^Dismissed on /)).toBeVisible(PAGE_LOAD);
  await expect(decision.getByText('Last decision note: Checked by phone.')).toBeVisible();
  await expect(decision.getByRole('button')).toHaveCount(0);
  expect((await riskCaseOf(request, admin, memberId))?.status).toBe('dismissed');
});
