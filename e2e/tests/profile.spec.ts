import { crc32, deflateSync } from 'node:zlib';
import type { APIRequestContext, Request } from '@playwright/test';
import { expect, signIn, suppressProfileWizard, type TestMember, test } from '../fixtures';

/**
 * Spec section 2 ("Profile-completion wizard", "Profile view"), section 4 ("Wizard save",
 * "Profile section edit"), section 5 (only changed fields) and the explained match score.
 */

// Multi-step flows with several API calls each; on a busy machine they approach the default 30 s.
test.describe.configure({ timeout: 60_000 });

async function api(
  request: APIRequestContext,
  member: TestMember,
  method: 'GET' | 'PUT' | 'POST',
  path: string,
  data?: unknown,
) {
  const res = await request.fetch(path, {
    method,
    headers: { authorization: `Bearer ${member.token}` },
    data,
  });
  expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return res.json() as Promise<Record<string, unknown>>;
}

/** The date `years` years before today (UTC), moved by `days`. */
function yearsAgo(years: number, days = 0): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const memberId = async (request: APIRequestContext, member: TestMember) =>
  String((await api(request, member, 'GET', '/api/auth/me'))._id);

/** A valid RGB PNG of one colour, built here so the test needs no fixture file. */
function pngBytes(size = 16, [r, g, b] = [11, 93, 75]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const row = Buffer.from([0, ...Array.from({ length: size }, () => [r, g, b]).flat()]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const isProfileSave = (method: string) => (r: Request) =>
  r.method() === method && new URL(r.url()).pathname === (method === 'PUT' ? '/api/profiles/me' : '/api/profiles');

test('the wizard opens once a week on the dashboard, shows only missing steps and saves what was filled', async ({
  page,
  request,
  createMember,
  openPageAs,
}) => {
  // Religious (sect + madhab) and Community are complete; the other four steps are not.
  const member = await createMember({ madhab: 'Hanafi' });
  await api(request, member, 'PUT', '/api/profiles/me', { caste: 'Syed', language: 'Urdu', region: 'South India' });
  await signIn(page, member);

  await page.goto('/dashboard');
  const wizard = page.getByRole('dialog', { name: 'Complete Your Profile' });
  // Opens once the member has loaded, with its code fetched on demand: slower under a full parallel run.
  await expect(wizard).toBeVisible({ timeout: 15_000 });
  await expect(
    wizard.getByText('To get the best matches, please complete your family and partner preference details.'),
  ).toBeVisible();
  for (const step of ['Personal', 'Education & Profession', 'Family Information', 'Partner Preferences']) {
    await expect(wizard.getByText(step, { exact: true })).toBeVisible();
  }
  await expect(wizard.getByText('Religious', { exact: true })).toHaveCount(0);
  await expect(wizard.getByText('Community (Caste/Community)')).toHaveCount(0);

  // Personal: prefilled from registration; choose a marital status. A date of birth makes the age
  // read-only, worked out from it.
  await expect(wizard.getByRole('textbox', { name: 'Full name' })).toHaveValue(member.fullName);
  await wizard.getByRole('combobox', { name: 'Marital status' }).click();
  await page.getByRole('option', { name: 'Never Married', exact: true }).click();
  const age = wizard.getByRole('textbox', { name: 'Age' });
  await expect(age).toHaveValue('27');
  await expect(age).toBeEditable();
  const dob = yearsAgo(30, -10);
  await wizard.getByLabel('Date of birth').fill(dob);
  await expect(age).toHaveValue('30');
  await expect(age).not.toBeEditable();
  await expect(wizard.getByText('Age is worked out from your date of birth')).toBeVisible();
  await wizard.getByRole('button', { name: 'Next' }).click();
  // Education & Profession: skipped.
  await expect(wizard.getByRole('combobox', { name: 'Field of study' })).toBeVisible();
  await wizard.getByRole('button', { name: 'Skip for now' }).click();
  // Family Information: nothing filled, Next.
  await expect(wizard.getByRole('textbox', { name: "Father's name" })).toBeVisible();
  await wizard.getByRole('button', { name: 'Next' }).click();
  // Partner Preferences: the age range is a slider of two thumbs; the last shown step submits.
  const partnerAge = wizard.getByRole('group', { name: 'Age' });
  await expect(partnerAge).toBeVisible();
  const youngest = partnerAge.getByRole('slider', { name: 'Youngest age' });
  await youngest.focus();
  for (let i = 0; i < 8; i += 1) await youngest.press('ArrowRight');
  const oldest = partnerAge.getByRole('slider', { name: 'Oldest age' });
  await oldest.focus();
  for (let i = 0; i < 10; i += 1) await oldest.press('ArrowLeft');
  await expect(partnerAge.getByText('26–70', { exact: true })).toBeVisible();
  await expect(wizard.getByRole('button', { name: 'Next' })).toHaveCount(0);
  const saveRequest = page.waitForRequest(isProfileSave('POST'));
  await wizard.getByRole('button', { name: 'Submit' }).click();
  expect((await saveRequest).postDataJSON()).toEqual({
    maritalStatus: 'Never Married',
    dob,
    partner: { ageMin: 26, ageMax: 70 },
  });
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(wizard).toBeHidden();

  const saved = await api(request, member, 'GET', '/api/auth/me');
  expect(saved).toMatchObject({ maritalStatus: 'Never Married', dob, age: 30, partner: { ageMin: 26, ageMax: 70 } });

  // Still incomplete, but the server recorded when it opened: not again this week, here or on
  // another device (the rule itself: contracts completeness.test.ts, the record: wizard-prompt.api.test.ts).
  expect(saved.wizardPromptedAt).not.toBeNull();
  const otherDevice = await openPageAs(member);
  for (const tab of [page, otherDevice]) {
    // All Profiles: with partner preferences now set, the dashboard would open on My matches.
    await tab.goto('/dashboard?tab=all');
    await expect(tab.getByRole('heading', { name: 'Browse Community Profiles', level: 1 })).toBeVisible();
    await expect(tab.getByRole('button', { name: 'Profile menu' })).toBeVisible();
    await expect(tab.getByRole('dialog', { name: 'Complete Your Profile' })).toHaveCount(0);
  }
});

test('a section edit sends only the changed fields, and says when nothing changed', async ({ memberPage: page }) => {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Personal Details', level: 2 })).toBeVisible();

  await page.getByRole('button', { name: 'Edit Personal Details' }).click();
  const personal = page.getByRole('form', { name: 'Edit Personal Details' });
  // The city is picked from the gazetteer's suggestions, and sent with its id.
  const city = personal.getByRole('combobox', { name: 'City' });
  await expect(city).toHaveValue('Hyderabad');
  await city.fill('Pune');
  await page.getByRole('option', { name: 'Pune, India' }).click();
  await personal.getByRole('switch', { name: 'Open to relocating for the right person' }).check();
  const cityRequest = page.waitForRequest(isProfileSave('PUT'));
  await personal.getByRole('button', { name: 'Save' }).click();
  expect((await cityRequest).postDataJSON()).toEqual({
    city: 'Pune',
    cityId: expect.any(Number),
    openToRelocate: true,
  });
  await expect(page.getByText('Saved!').first()).toBeVisible();
  await expect(personal).toBeHidden();
  await expect(page.getByRole('region', { name: 'Personal Details' }).getByText('Pune', { exact: true })).toBeVisible();

  // Nothing changed: no request, and the catalogue's message.
  let puts = 0;
  page.on('request', (r) => {
    if (isProfileSave('PUT')(r)) puts += 1;
  });
  await page.getByRole('button', { name: 'Edit Personal Details' }).click();
  await personal.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('No changes to save.')).toBeVisible();
  expect(puts).toBe(0);
  await personal.getByRole('button', { name: 'Cancel' }).click();
  await expect(personal).toBeHidden();

  // A faith question can be left unanswered again: Yes, No or Not answered (null).
  await page.getByRole('button', { name: 'Edit Religious Practices' }).click();
  const religious = page.getByRole('form', { name: 'Edit Religious Practices' });
  const prays = religious.getByRole('radiogroup', { name: 'Prays regularly' });
  await expect(prays.getByRole('radio', { name: 'Not answered' })).toBeChecked();
  await prays.getByText('Yes', { exact: true }).click();
  const faithRequest = page.waitForRequest(isProfileSave('PUT'));
  await religious.getByRole('button', { name: 'Save' }).click();
  expect((await faithRequest).postDataJSON()).toEqual({ prays: true });
  await expect(religious).toBeHidden();
  const practices = page.getByRole('region', { name: 'Religious Practices' });
  await expect(practices.getByText('Yes', { exact: true })).toBeVisible();
  await expect(practices.getByText('Not answered', { exact: true }).first()).toBeVisible();
});

test('without a photo, Add photo on the dashboard opens the upload, and the new photo shows', async ({
  memberPage: page,
  member,
  request,
}) => {
  await suppressProfileWizard(request, member);
  await page.goto('/dashboard');
  const suggestion = page.getByRole('region', { name: 'Add a photo to your profile' });
  await suggestion.getByRole('link', { name: 'Add photo' }).click();
  await expect(page).toHaveURL(/\/profile\?photo=add$/);
  const dialog = page.getByRole('dialog', { name: 'Update Profile Picture' });
  await expect(dialog).toBeVisible();
  const photo = page.getByRole('img', { name: `Photo of ${member.fullName}` });
  await expect(photo).toBeVisible();
  const before = await photo.getAttribute('src');

  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'portrait.png',
    mimeType: 'image/png',
    buffer: pngBytes(),
  });
  await expect(dialog.getByRole('img', { name: 'Preview of the chosen photo' })).toBeVisible();
  const upload = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/upload' && r.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Save' }).click();
  expect((await upload).status()).toBe(201);
  await expect(page.getByText('Profile picture updated!')).toBeVisible();
  await expect(dialog).toBeHidden();

  await expect(photo).not.toHaveAttribute('src', before ?? '');
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(page.getByText('Pending review')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change photo' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add photo' })).toHaveCount(0);

  // The menu and the suggestion both draw from the signed-in member, loaded once for the page.
  await page.goto('/dashboard');
  await expect(page.getByRole('tab', { name: 'All Profiles', selected: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
  await expect(suggestion).toHaveCount(0);
});

test('the own profile offers Add photo while there is none; the dashboard suggestion can be hidden', async ({
  memberPage: page,
  member,
  request,
}) => {
  await suppressProfileWizard(request, member);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Add photo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Profile Picture' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/dashboard');
  const suggestion = page.getByRole('region', { name: 'Add a photo to your profile' });
  await suggestion.getByRole('button', { name: 'Hide this suggestion' }).click();
  await expect(suggestion).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'All Profiles', selected: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
  await expect(suggestion).toHaveCount(0);
});

test('two matched members see the explained match score; before matching it is not offered', async ({
  request,
  member,
  secondMember,
  memberPage: page,
}) => {
  const [aminaId, yusufId] = [await memberId(request, member), await memberId(request, secondMember)];
  // Amina wants a Doctor aged 28-34 (the age a must); Yusuf is a 27-year-old Doctor: 1 of 2.
  await api(request, member, 'PUT', '/api/profiles/me', {
    partner: { ageMin: 28, ageMax: 34, profession: ['Doctor'], must: ['age'] },
  });
  // Yusuf wants a Sunni aged 25-30 who teaches; Amina is a 27-year-old Sunni engineer: 2 of 3.
  // His date of birth stays his: Amina sees his age only.
  await api(request, secondMember, 'PUT', '/api/profiles/me', {
    dob: yearsAgo(27, -100),
    partner: { sect: ['Sunni'], ageMin: 25, ageMax: 30, profession: ['Teacher'] },
  });

  await page.goto(`/profile?view=${yusufId}&showScore=1`);
  await expect(page.getByRole('heading', { name: secondMember.fullName, level: 1 })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Match score is available only for mutual matches', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Match Score' })).toHaveCount(0);
  const personal = page.getByRole('region', { name: 'Personal Details' });
  await expect(personal.getByText('27', { exact: true })).toBeVisible();
  await expect(personal.getByText('Date of birth')).toHaveCount(0);

  await api(request, member, 'POST', `/api/profiles/${yusufId}/interest`, {});
  await api(request, secondMember, 'POST', `/api/profiles/${aminaId}/accept-interest`);

  await page.goto(`/profile?view=${yusufId}`);
  await expect(page.getByText('You are matched')).toBeVisible();
  await page.getByRole('link', { name: 'View Match Score' }).click();
  await expect(page).toHaveURL(/showScore=1/);

  await expect(page.getByRole('heading', { name: /^Match Score: \d+%$/ })).toBeVisible();
  await expect(page.getByText('Yusuf fits 1 of your 2 preferences', { exact: true })).toBeVisible();
  await expect(page.getByText('You fit 2 of their 3 preferences', { exact: true })).toBeVisible();
  // Amina's own preferences one by one: hers in words, his answer, met or not, and her must.
  const yours = page.getByRole('region', { name: 'How Yusuf fits your preferences' });
  const ageItem = yours.getByRole('listitem').filter({ hasText: 'Age: not met' });
  await expect(ageItem.getByText('You asked: 28–34')).toBeVisible();
  await expect(ageItem.getByText('Yusuf: 27 years')).toBeVisible();
  await expect(ageItem.getByText('Must', { exact: true })).toBeVisible();
  await expect(yours.getByText('Profession: met')).toBeVisible();
  await expect(yours.getByText('You asked: Doctor')).toBeVisible();
  // His: only how many she meets, never which.
  const theirs = page.getByRole('region', { name: "How you fit Yusuf's preferences" });
  await expect(theirs.getByRole('listitem')).toHaveCount(0);
  await expect(theirs.getByText('Sect', { exact: false })).toHaveCount(0);
});

test("another member's profile view offers Send Interest, then Accept to them, then Message", async ({
  request,
  member,
  secondMember,
  memberPage: page,
  secondMemberPage: pageB,
}) => {
  const [aminaId, yusufId] = [await memberId(request, member), await memberId(request, secondMember)];

  // Amina sends from Yusuf's profile: 'Sending...', 'Interest Sent!', then the view says where they stand.
  await page.goto(`/profile?view=${yusufId}`);
  await expect(page.getByRole('heading', { name: secondMember.fullName, level: 1 })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('No interest yet', { exact: true })).toBeVisible();
  await expect(page.getByText('from Browse')).toHaveCount(0);
  await page.getByRole('button', { name: 'Send Interest' }).click();
  await expect(page.getByRole('button', { name: 'Interest Sent!' })).toBeVisible();
  await expect(page.getByText('Interest sent', { exact: true })).toBeVisible({ timeout: 8_000 });
  await expect(page.getByText("Awaiting Yusuf's response.")).toBeVisible();
  await expect(page.getByRole('button', { name: /Send Interest|Interest Sent!/ })).toHaveCount(0);

  // Yusuf answers from Amina's profile, not from a list.
  await pageB.goto(`/profile?view=${aminaId}`);
  await expect(pageB.getByText('Interest received', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(pageB.getByRole('button', { name: 'Decline' })).toBeVisible();
  await expect(pageB.getByRole('button', { name: 'Send Interest' })).toHaveCount(0);
  await pageB.getByRole('button', { name: 'Accept' }).click();
  await expect(pageB.getByText(`You and ${member.fullName} are now a match.`)).toBeVisible();
  await expect(pageB.getByText('You are matched', { exact: true })).toBeVisible();
  await expect(pageB.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await expect(pageB.getByRole('link', { name: 'View Match Score' })).toBeVisible();
  // A free member's Message goes to the plans (spec section 6).
  await expect(pageB.getByRole('link', { name: 'Message', exact: true })).toHaveAttribute('href', '/premium');

  await page.reload();
  await expect(page.getByText('You are matched', { exact: true })).toBeVisible({ timeout: 15_000 });
});

test("Decline on a profile view, and a used-up daily limit says when it resets in the member's zone", async ({
  request,
  createMember,
  member,
  memberPage: page,
}) => {
  // Two men have each already been sent an interest today; Amina's third is over the 2 a day of a member
  // who has verified no phone, ID or selfie (docs/decisions/0066-catching-scammers-early.md).
  const men = await Promise.all(
    Array.from({ length: 3 }, (_, i) => createMember({ fullName: `Man ${i} ${Date.now()}`, gender: 'Male' })),
  );
  const ids = await Promise.all(men.map((m) => memberId(request, m)));
  for (const id of ids.slice(0, 2)) await api(request, member, 'POST', `/api/profiles/${id}/interest`, {});

  await page.goto(`/profile?view=${ids[2]}`);
  await page.getByRole('button', { name: 'Send Interest' }).click({ timeout: 15_000 });
  // Registered without a zone, so India's: the default. The toast says why, and where to verify.
  await expect(page.getByText('You can send more after midnight (12:00 am IST).', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the Verification Center' })).toHaveAttribute(
    'href',
    '/verification',
  );
  await expect(page.getByRole('button', { name: 'Send Interest' })).toBeEnabled();

  // The third man sends Amina an interest; she declines it on his profile.
  const third = men[2] as TestMember;
  await api(request, third, 'POST', `/api/profiles/${await memberId(request, member)}/interest`, {});
  await page.reload();
  await expect(page.getByText('Interest received', { exact: true })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByText('Interest declined', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /Accept|Decline|Send Interest/ })).toHaveCount(0);
});
