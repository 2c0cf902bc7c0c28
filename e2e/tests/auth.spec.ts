import { expect, memberInput, test, uniqueEmail } from '../fixtures';

/** Spec section 2 ("Login and register", "Top navigation") and section 4 ("Session"). */

// The profile wizard's own tests are in profile.spec.ts; here its modal would only cover the page.
test.use({ profileWizard: false });

const dashboardHeading = { name: 'Browse Community Profiles', level: 1 } as const;

test('register through the form, log out from the profile menu, and log back in', async ({ page }) => {
  const input = memberInput({ email: uniqueEmail('form') });

  await page.goto('/register');
  await page.getByRole('textbox', { name: 'Full name' }).fill(input.fullName);
  await page.getByRole('textbox', { name: 'Email' }).fill(input.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(input.password);
  await page.getByRole('textbox', { name: 'Age' }).fill(String(input.age));
  await page.getByRole('combobox', { name: 'Gender' }).click();
  await page.getByRole('option', { name: input.gender, exact: true }).click();
  // The city is picked from the gazetteer's suggestions (components/city-picker; e2e/tests/city-picker.spec.ts).
  await page.getByRole('combobox', { name: 'City' }).fill(input.city);
  await page.getByRole('option', { name: `${input.city}, India` }).click();
  await page.getByRole('combobox', { name: 'Profession' }).click();
  await page.getByRole('option', { name: input.profession, exact: true }).click();
  await page.getByRole('combobox', { name: 'Sect' }).click();
  await page.getByRole('option', { name: input.sect, exact: true }).click();
  await page.getByRole('checkbox', { name: /I am 18 or older/ }).check();
  await page.getByRole('button', { name: 'Register Free' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', dashboardHeading)).toBeVisible();
  // A new member meets the profile wizard once; it is not back at the next sign-in (within a week).
  const wizard = page.getByRole('dialog', { name: 'Complete Your Profile' });
  await expect(wizard).toBeVisible({ timeout: 15_000 });
  await wizard.getByRole('button', { name: 'Close' }).click();
  await expect(wizard).toBeHidden();

  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome back', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeHidden();

  await page.getByRole('textbox', { name: 'Email' }).fill(input.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(input.password);
  const meAfterLogin = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/me');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', dashboardHeading)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
  // The server remembers when the wizard last opened, so the dashboard does not ask again.
  expect(((await (await meAfterLogin).json()) as { wizardPromptedAt: string | null }).wizardPromptedAt).not.toBeNull();
  await expect(wizard).toHaveCount(0);
});

test('a wrong password shows the server message and stays on /login', async ({ page, member }) => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(member.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(`${member.password}-wrong`);
  await page.getByRole('button', { name: 'Login' }).click();

  await expect(page.getByRole('alert')).toContainText('Invalid email or password.');
  await expect(page).toHaveURL(/\/login$/);
});

test('the register form validates on the client before calling the API', async ({ page }) => {
  const registerCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/auth/register')) registerCalls.push(r.url());
  });
  await page.goto('/register');

  await page.getByRole('button', { name: 'Register Free' }).click();
  // Each field says what to do, not which rule it broke.
  for (const text of [
    'Enter your full name.',
    'Enter your email address.',
    'Choose a password.',
    'Enter your age.',
    'Choose your gender.',
    'Enter the city you live in.',
    'Choose your profession.',
    'Choose your sect.',
    'Please confirm you are 18 or older and accept the Terms.',
  ]) {
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(page.getByText(/must be one of|must be a number|is required/)).toHaveCount(0);

  await page.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
  await page.getByRole('textbox', { name: 'Password' }).fill('abc');
  const age = page.getByRole('textbox', { name: 'Age' });
  await age.fill('17');
  await page.getByRole('button', { name: 'Register Free' }).click();
  await expect(page.getByText('Enter a valid email address.')).toBeVisible();
  await expect(page.getByText('Use at least 6 characters.')).toBeVisible();
  await expect(page.getByText('You must be at least 18 years old to join.')).toBeVisible();
  await expect(age).toHaveValue('17');

  await expect(page).toHaveURL(/\/register$/);
  expect(registerCalls).toEqual([]);
});

test('the login form requires both fields', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

for (const path of ['/dashboard', '/profile', '/notifications']) {
  test(`a signed-out visit to ${path} redirects to /login`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Welcome back', level: 1 })).toBeVisible();
  });
}

for (const path of ['/login', '/register']) {
  test(`a signed-in visit to ${path} redirects to /dashboard`, async ({ memberPage: page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', dashboardHeading)).toBeVisible();
  });
}

test('signing in from a redirect returns to the page asked for', async ({ page, member }) => {
  // RequireMember passes the page asked for to /login; PublicOnly sends the member back there.
  await page.goto('/notifications');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('textbox', { name: 'Email' }).fill(member.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(member.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
});

test('the brand link goes to / when signed out', async ({ page }) => {
  await page.goto('/about');
  const brand = page.getByRole('link', { name: 'Mithaq home' });
  await expect(brand).toHaveAttribute('href', '/');
  await brand.click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test('the brand link goes to /dashboard when signed in', async ({ memberPage: page }) => {
  await page.goto('/about');
  const brand = page.getByRole('link', { name: 'Mithaq home' });
  await expect(brand).toHaveAttribute('href', '/dashboard');
  await brand.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', dashboardHeading)).toBeVisible();
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens, and closes when the window grows past 760 px', async ({ memberPage: page }) => {
    await page.goto('/dashboard');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    const openMenu = page.getByRole('button', { name: 'Open menu' });

    await openMenu.click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'My Home' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Premium' })).toBeVisible();

    await page.setViewportSize({ width: 760, height: 844 });
    await expect(menu).toBeVisible();

    await page.setViewportSize({ width: 800, height: 844 });
    await expect(menu).toBeHidden();
  });

  test('marks only the current page: My Home on the dashboard, Matches on its Matches tab', async ({
    memberPage: page,
  }) => {
    await page.goto('/dashboard');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const current = menu.locator('[aria-current="page"]');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveAccessibleName('My Home');
    await expect(menu.locator('a[data-active]')).toHaveCount(1);

    await menu.getByRole('link', { name: 'Matches' }).click();
    await expect(page).toHaveURL(/tab=accepted/);
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(current).toHaveCount(1);
    await expect(current).toHaveAccessibleName('Matches');
    await expect(menu.locator('a[data-active]')).toHaveCount(1);
  });

  test('the avatar menu counts the same checks as the shield', async ({ memberPage: page }) => {
    await page.goto('/profile');
    await expect(page.getByRole('button', { name: '0 of 4 checks' })).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: /profile menu/i }).click();
    await expect(page.getByRole('menu').getByText('Verification: 0 of 4 done')).toBeVisible();
  });

  test('signed out, it offers Login and Register Free', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Login' })).toBeVisible();
    await menu.getByRole('link', { name: 'Register Free' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(menu).toBeHidden();
  });
});
