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
  Notification: ['Loader', 'CloseButton'],
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

/** Components of other Mantine packages drawn with @mantine/core's components. */
const PACKAGE_BUILT_ON: Record<string, string[]> = {
  // @mantine/notifications: each toast is a core Notification (its background, border and text).
  Notifications: ['Notification'],
};

/** The style files in the order they load: the frame, then the app's pages, then the toasts' host. */
const STYLE_FILES = ['mantine-base.ts', 'mantine-app.ts', 'mantine-notifications.ts'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Components imported from `mantinePackage` anywhere in the app (values only, not types). */
function usedComponents(mantinePackage = 'core'): Set<string> {
  const used = new Set<string>();
  const importLine = new RegExp(`import \\{([^}]*)\\} from '@mantine/${mantinePackage}'`, 'g');
  for (const file of sourceFiles(srcDir)) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(importLine)) {
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

/** Each core component with what it is built on, and what those are built on. */
function withFoundations(component: string): string[] {
  return [component, ...(BUILT_ON[component] ?? []).flatMap(withFoundations)];
}

/** Source files that render `component` from `mantinePackage`. */
function filesRendering(component: string, mantinePackage: string): string[] {
  const importLine = new RegExp(`import \\{[^}]*\\b${component}\\b[^}]*\\} from '@mantine/${mantinePackage}'`);
  return sourceFiles(srcDir).filter((file) => importLine.test(fs.readFileSync(file, 'utf8')));
}

describe('Mantine styles imported per component', () => {
  const [base, rest, toasts] = STYLE_FILES.map(importedStyles) as [string[], string[], string[]];

  it('covers every component the app uses, and what each is built on', () => {
    const imported = new Set([...base, ...rest, ...toasts]);
    const used = [
      ...usedComponents(),
      ...[...usedComponents('notifications')].flatMap((component) => PACKAGE_BUILT_ON[component] ?? []),
    ];
    const missing: string[] = [];
    for (const component of used) {
      for (const styles of withFoundations(component)) {
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
    for (const file of [base, rest, toasts]) {
      const components = file.filter((styles) => !GLOBALS.includes(styles));
      const positions = components.map(positionInMantine);
      expect(positions.every((p) => p >= 0)).toBe(true);
      expect(components).toEqual([...components].sort((a, b) => positionInMantine(a) - positionInMantine(b)));
    }
  });

  it('builds nothing in one file on styles that load later', () => {
    const misplaced = [base, rest, toasts].flatMap((file, index) => {
      const later = new Set([base, rest, toasts].slice(index + 1).flat());
      return file.flatMap((component) =>
        (BUILT_ON[component] ?? []).filter((dependency) => later.has(dependency)).map((d) => `${component} on ${d}`),
      );
    });
    expect(misplaced).toEqual([]);
  });

  it("loads the toasts' styles with their host, the package's own after core's", () => {
    const text = fs.readFileSync(path.join(here, 'mantine-notifications.ts'), 'utf8');
    const packageStyles = text.indexOf("'@mantine/notifications/styles.css'");
    expect(packageStyles).toBeGreaterThan(text.indexOf("'@mantine/core/styles/Notification.css'"));
    const hosts = filesRendering('Notifications', 'notifications');
    expect(hosts.length).toBeGreaterThan(0);
    for (const host of hosts) expect(fs.readFileSync(host, 'utf8'), host).toContain('/styles/mantine-notifications');
    // Nowhere else: the other style files load before any toast is needed.
    for (const file of STYLE_FILES.slice(0, 2)) {
      expect(fs.readFileSync(path.join(here, file), 'utf8'), file).not.toContain('@mantine/notifications');
    }
  });

  it('imports each file once, and only files Mantine ships', () => {
    const all = [...base, ...rest, ...toasts];
    expect(new Set(all).size).toBe(all.length);
    for (const styles of all) expect(fs.existsSync(path.join(mantineStyles, `${styles}.css`)), styles).toBe(true);
  });
});
