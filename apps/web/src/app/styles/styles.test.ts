import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const srcDir = path.resolve(here, '../..');
const mantineStyles = path.resolve(srcDir, '../../../node_modules/@mantine/core/styles');

const GLOBALS = ['baseline', 'default-css-variables', 'global'];

/** Mantine components built on others, whose styles they need too (Mantine's "CSS files list"). */
const BUILT_ON: Record<string, string[]> = {
  Accordion: ['UnstyledButton'],
  Alert: ['CloseButton'],
  ActionIcon: ['UnstyledButton'],
  Burger: ['UnstyledButton'],
  Button: ['UnstyledButton'],
  Checkbox: ['InlineInput'],
  Drawer: ['ModalBase', 'Overlay', 'CloseButton'],
  FileInput: ['Input'],
  Menu: ['Popover', 'UnstyledButton'],
  Modal: ['ModalBase', 'Overlay', 'CloseButton'],
  NavLink: ['UnstyledButton'],
  NumberInput: ['Input'],
  PasswordInput: ['Input'],
  Radio: ['InlineInput'],
  Select: ['Input', 'Combobox', 'Popover', 'ScrollArea'],
  Switch: ['InlineInput'],
  Textarea: ['Input'],
  TextInput: ['Input'],
  Tooltip: ['Popover'],
};

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Components imported from @mantine/core anywhere in the app (values only, not types). */
function usedComponents(): Set<string> {
  const used = new Set<string>();
  for (const file of sourceFiles(srcDir)) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(/import \{([^}]*)\} from '@mantine\/core'/g)) {
      for (const raw of match[1]?.split(',') ?? []) {
        const name = raw.trim();
        if (/^[A-Z]/.test(name) && !name.endsWith('Props') && !name.startsWith('Mantine')) used.add(name);
      }
    }
  }
  return used;
}

function importedStyles(file: string): string[] {
  const text = fs.readFileSync(path.join(here, file), 'utf8');
  return [...text.matchAll(/@mantine\/core\/styles\/([\w-]+)\.css/g)].map((m) => m[1] ?? '');
}

describe('Mantine styles imported per component', () => {
  const base = importedStyles('mantine-base.ts');
  const rest = importedStyles('mantine-app.ts');

  it('covers every component the app uses, and what each is built on', () => {
    const imported = new Set([...base, ...rest]);
    const missing: string[] = [];
    for (const component of usedComponents()) {
      const needed = [component, ...(BUILT_ON[component] ?? [])];
      for (const styles of needed) {
        const exists = fs.existsSync(path.join(mantineStyles, `${styles}.css`));
        if (exists && !imported.has(styles)) missing.push(`${styles} (for ${component})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("keeps Mantine's order within each file", () => {
    const full = fs.readFileSync(path.join(mantineStyles, '..', 'styles.css'), 'utf8');
    const positionInMantine = (styles: string) =>
      full.indexOf(
        fs
          .readFileSync(path.join(mantineStyles, `${styles}.css`), 'utf8')
          .trim()
          .slice(0, 300),
      );
    for (const file of [base, rest]) {
      const components = file.filter((styles) => !GLOBALS.includes(styles));
      const positions = components.map(positionInMantine);
      expect(positions.every((p) => p >= 0)).toBe(true);
      expect(components).toEqual([...components].sort((a, b) => positionInMantine(a) - positionInMantine(b)));
    }
  });

  it('builds nothing in the first file on styles that load later', () => {
    const later = new Set(rest);
    const misplaced = base.flatMap((component) =>
      (BUILT_ON[component] ?? []).filter((dependency) => later.has(dependency)).map((d) => `${component} on ${d}`),
    );
    expect(misplaced).toEqual([]);
  });

  it('imports each file once, and only files Mantine ships', () => {
    const all = [...base, ...rest];
    expect(new Set(all).size).toBe(all.length);
    for (const styles of all) expect(fs.existsSync(path.join(mantineStyles, `${styles}.css`)), styles).toBe(true);
  });
});
