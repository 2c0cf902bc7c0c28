import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect } from '../fixtures';
import { e2eDataDir, repoRoot } from '../support/paths';

export interface TestAdmin {
  email: string;
  password: string;
  name: string;
  token: string;
}

/**
 * A staff account made as a self-hoster would (`npm run admin:create -- --password-stdin`) beside the
 * running e2e app, then signed in through the real login route. `reviewsWomen` adds `--reviews-women`.
 */
export async function createAdmin(
  request: APIRequestContext,
  name = 'Sara Moderator',
  { reviewsWomen = false } = {},
): Promise<TestAdmin> {
  const email = `staff-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'staff-password-e2e';
  await new Promise<void>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'apps/server/src/scripts/admin-create.ts',
        '--email',
        email,
        '--name',
        name,
        '--password-stdin',
        ...(reviewsWomen ? ['--reviews-women'] : []),
      ],
      {
        cwd: repoRoot,
        env: { ...process.env, DATA_DIR: e2eDataDir, LOG_LEVEL: 'silent' },
        stdio: ['pipe', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (c) => {
      output += c;
    });
    child.stderr.on('data', (c) => {
      output += c;
    });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`admin:create failed: ${output}`))));
    child.stdin.end(`${password}\n`);
  });
  const res = await request.post('/api/admin/auth/login', { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  return { email, password, name, token: ((await res.json()) as { token: string }).token };
}

export const adminHeaders = (admin: TestAdmin) => ({ authorization: `Admin ${admin.token}` });
