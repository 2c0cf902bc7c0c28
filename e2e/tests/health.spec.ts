import { expect, test } from '../fixtures';

/** Spec section 2: a banner reads 'Connecting to backend...' while the health check runs. */

const connecting = 'Connecting to backend...';

test('shows the connecting banner first, then hides it when the backend answers', async ({ page }) => {
  // Hold the health check so the first state is observable however fast the server is.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/health', async (route) => {
    await held;
    await route.continue();
  });

  await page.goto('/login');
  await expect(page.getByText(connecting)).toBeVisible();
  release();
  await expect(page.getByText(connecting)).toBeHidden();
  await expect(page.getByText('Could not connect to the backend')).toBeHidden();
});

test('with a healthy backend the banner goes away on its own', async ({ page }) => {
  const health = page.waitForResponse((r) => r.url().endsWith('/api/health'));
  await page.goto('/about');
  expect((await health).status()).toBe(200);
  await expect(page.getByText(connecting)).toBeHidden();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('an unreachable backend shows the connection-failed message', async ({ page }) => {
  await page.route('**/api/health', (route) => route.abort());
  await page.goto('/login');
  const alert = page.getByRole('alert').filter({ hasText: 'Could not connect to the backend' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Connection Failed');
  await expect(alert).toContainText('Please ensure the server is running and accessible.');
  await expect(page.getByText(connecting)).toBeHidden();
});

test('a backend answering 503 (database down) also shows the connection-failed message', async ({ page }) => {
  await page.route('**/api/health', (route) =>
    route.fulfill({ status: 503, json: { message: 'The database is not answering.', code: 'UNAVAILABLE' } }),
  );
  await page.goto('/login');
  await expect(page.getByRole('alert').filter({ hasText: 'Could not connect to the backend' })).toBeVisible();
});
