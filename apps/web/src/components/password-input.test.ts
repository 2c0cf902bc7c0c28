import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WRAPPER = path.join(srcDir, 'components', 'password-input.tsx');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** `PasswordInput` among the names an `import { ... } from '@mantine/core'` brings in. */
const MANTINE_PASSWORD_INPUT = /import\s*\{[^}]*\bPasswordInput\b[^}]*\}\s*from\s*'@mantine\/core'/;

describe('password fields', () => {
  it("all use the field whose show/hide button is named in the reader's language", () => {
    const offenders = sourceFiles(srcDir)
      .filter((file) => file !== WRAPPER && MANTINE_PASSWORD_INPUT.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(srcDir, file));
    expect(offenders).toEqual([]);
  });
});
