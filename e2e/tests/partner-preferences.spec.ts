import type { Locator, Page, Request } from '@playwright/test';
import { expect, test } from '../fixtures';

/**
 * Structured partner preferences, each a must or a preference, edited on a phone and kept
 * (docs/decisions/0064-finding-the-right-person.md "Preferences a server can use", "What others see").
 */
test.use({ profileWizard: false, viewport: { width: 390, height: 844 } });
// Many controls and two members' pages: on a busy machine well past the default 30 s.
test.describe.configure({ timeout: 90_000 });

const isPreferencesSave = (r: Request) => r.method() === 'PUT' && new URL(r.url()).pathname === '/api/profiles/me';

/** Moves a slider's thumb with the keyboard, one step a key. */
async function slide(thumb: Locator, key: 'ArrowLeft' | 'ArrowRight', steps: number) {
  await thumb.focus();
  for (let i = 0; i < steps; i += 1) await thumb.press(key);
}

/** Chooses options of a multi-select by their names, then closes its list. */
async function choose(page: Page, field: Locator, ...options: string[]) {
  await field.click();
  for (const option of options) await page.getByRole('option', { name: option, exact: true }).click();
  await field.press('Escape');
}

test('a member sets preferences with musts on a phone; they are saved, and others see them without the musts', async ({
  memberPage: page,
  member,
  secondMember,
  openPageAs,
  request,
}) => {
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Edit Partner Preferences' }).click();
  const form = page.getByRole('form', { name: 'Edit Partner Preferences' });

  // Age 25–65 with the keyboard; a must once it holds a value.
  const age = form.getByRole('group', { name: 'Age' });
  await expect(age.getByRole('radio', { name: 'Must' })).toBeDisabled();
  await slide(age.getByRole('slider', { name: 'Youngest age' }), 'ArrowRight', 7);
  await slide(age.getByRole('slider', { name: 'Oldest age' }), 'ArrowLeft', 15);
  await expect(age.getByText('25–65', { exact: true })).toBeVisible();
  await age.getByText('Must', { exact: true }).click();

  const sect = form.getByRole('group', { name: 'Sect' });
  await choose(page, sect.getByRole('combobox', { name: 'Sect' }), 'Sunni', 'Deobandi');
  await sect.getByText('Must', { exact: true }).click();
  await expect(sect.getByRole('radio', { name: 'Must' })).toBeChecked();

  // A preference that only ranks, and where: a country by its name.
  await form.getByRole('checkbox', { name: 'Should pray regularly' }).check();
  await choose(page, form.getByRole('combobox', { name: 'Countries' }), 'Pakistan');
  await form.getByRole('textbox', { name: 'Family background' }).fill('Educated, practising family');

  const saved = page.waitForRequest(isPreferencesSave);
  await form.getByRole('button', { name: 'Save' }).click();
  expect((await saved).postDataJSON()).toEqual({
    partner: {
      ageMin: 25,
      ageMax: 65,
      sect: ['Sunni', 'Deobandi'],
      prays: true,
      countries: ['PK'],
      familyBackground: 'Educated, practising family',
      must: ['age', 'sect'],
    },
  });
  await expect(form).toBeHidden();

  // Kept: after a reload the section words them, each must marked.
  await page.reload();
  const section = page.getByRole('region', { name: 'Partner Preferences' });
  await expect(section.getByText('25–65', { exact: true })).toBeVisible();
  await expect(section.getByText('Sunni or Deobandi', { exact: true })).toBeVisible();
  await expect(section.getByText('Should pray regularly', { exact: true })).toBeVisible();
  await expect(section.getByText('Pakistan', { exact: true })).toBeVisible();
  await expect(section.getByText('Must', { exact: true })).toHaveCount(2);
  const meResponse = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${member.token}` } });
  const me = (await meResponse.json()) as { _id: string; partner: unknown };
  expect(me.partner).toMatchObject({ ageMin: 25, ageMax: 65, must: ['age', 'sect'] });

  // The editor opens with what was saved: the prayer expectation is a preference, not a must.
  await section.getByRole('button', { name: 'Edit Partner Preferences' }).click();
  await expect(form.getByRole('group', { name: 'Prayer' }).getByRole('radio', { name: 'Prefer' })).toBeChecked();
  await expect(form.getByRole('group', { name: 'Sect' }).getByRole('radio', { name: 'Must' })).toBeChecked();
  await form.getByRole('button', { name: 'Cancel' }).click();

  // Another member sees the preferences, never which are musts.
  const other = await openPageAs(secondMember);
  await other.goto(`/profile?view=${me._id}`);
  const theirView = other.getByRole('region', { name: 'Partner Preferences' });
  // Another member's profile loads after the page: slower on a busy machine.
  await expect(theirView.getByText('Sunni or Deobandi', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(theirView.getByText('Must', { exact: true })).toHaveCount(0);
});

test('the dashboard asks for the faith questions left unanswered, and takes the member to them', async ({
  memberPage: page,
  member,
  request,
}) => {
  const card = page.getByRole('region', { name: 'Answer the faith questions' });
  await page.goto('/dashboard');
  await expect(card.getByText('5 questions about your faith are still unanswered', { exact: false })).toBeVisible();
  await card.getByRole('link', { name: 'Answer now' }).click();
  const religious = page.getByRole('form', { name: 'Edit Religious Practices' });
  await religious.getByRole('radiogroup', { name: 'Prays regularly' }).getByText('Yes', { exact: true }).click();
  await religious.getByRole('button', { name: 'Save' }).click();
  await expect(religious).toBeHidden();

  await page.goto('/dashboard');
  await expect(card.getByText('4 questions about your faith are still unanswered', { exact: false })).toBeVisible();
  // Answered, whether yes or no, the card is gone.
  const headers = { authorization: `Bearer ${member.token}` };
  const answers = { religiousCommitment: 'Moderate', fasts: true, readsQuran: false, hijab: false };
  expect((await request.put('/api/profiles/me', { headers, data: answers })).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
  await expect(card).toHaveCount(0);
});
