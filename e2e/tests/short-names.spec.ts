import { expect, test } from '../fixtures';
import { browseByLocation } from '../helpers/browse';
import { uniqueTag } from '../helpers/members';

/**
 * A member shows members she is not matched with only her first name and last initial
 * (docs/decisions/0054-short-names.md): she turns it on in Settings → Your name, and his browse shows
 * the short form, with the rest of her surname nowhere on the page.
 */
test.use({ profileWizard: false });

const PAGE_LOAD = { timeout: 20_000 };

test('she turns on the short name in Settings and his browse shows only her first name and initial', async ({
  createMember,
  openPageAs,
}) => {
  test.slow(); // two members, two browsers
  const tag = uniqueTag();
  const city = `Lucknow ${tag}`;
  const her = await createMember({ fullName: `Fatima${tag} Siddiqui`, gender: 'Female', city });
  const him = await createMember({ fullName: `Bilal ${tag}`, gender: 'Male', city: `Pune ${tag}` });
  const shortName = `Fatima${tag} S.`;

  const his = await openPageAs(him);
  await browseByLocation(his, city);
  await expect(his.getByRole('article', { name: her.fullName })).toBeVisible(PAGE_LOAD);

  const hers = await openPageAs(her);
  await hers.goto('/settings');
  const card = hers.getByRole('region', { name: 'Your name' });
  const toggle = card.getByRole('switch', { name: 'Show only my first name and last initial' });
  await expect(toggle).not.toBeChecked(PAGE_LOAD);
  await expect(card.getByText(`see “${shortName}” instead of “${her.fullName}”`)).toBeVisible();
  await toggle.click();
  await expect(toggle).toBeChecked();
  await expect(toggle).toBeEnabled();
  await hers.reload();
  await expect(hers.getByRole('switch', { name: 'Show only my first name and last initial' })).toBeChecked(PAGE_LOAD);

  await browseByLocation(his, city);
  const shortCard = his.getByRole('article', { name: shortName });
  await expect(shortCard).toBeVisible(PAGE_LOAD);
  await expect(shortCard.getByText(shortName)).toBeVisible();
  await expect(his.getByText('Siddiqui')).toHaveCount(0);
});
