import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const main = readFileSync(resolve(webDir, 'src/root.tsx'), 'utf8');
const mantineStyles = resolve(webDir, '../node_modules/@mantine/core/styles');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = resolve(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Components that draw with another component's styles (Mantine's docs list these dependencies). */
const STYLES_OF: Record<string, string[]> = {
  TextInput: ['Input'],
  Textarea: ['Input'],
  NativeSelect: ['Input'],
  PasswordInput: ['Input', 'PasswordInput'],
  NumberInput: ['Input', 'NumberInput'],
  Select: ['Input', 'Combobox', 'Popover', 'ScrollArea'],
  Radio: ['InlineInput', 'Radio'],
  Modal: ['ModalBase', 'Overlay', 'CloseButton', 'Modal'],
  Drawer: ['ModalBase', 'Overlay', 'CloseButton', 'Drawer'],
  Alert: ['CloseButton', 'Alert'],
  Anchor: ['Text', 'Anchor'],
  Notifications: ['Notification', 'CloseButton', 'Loader'],
  BarChart: ['ColorSwatch'],
  // Its highlight is a FloatingIndicator, placed by that component's top: 0; left: 0.
  SegmentedControl: ['FloatingIndicator', 'SegmentedControl'],
};

describe('the first paint (the Speed issue)', () => {
  it('the app loads only the Mantine styles of the components it uses, not the whole stylesheet', () => {
    expect(main).not.toContain("'@mantine/core/styles.css'");
    expect(main).toContain('@mantine/core/styles/baseline.css');
  });

  it('every Mantine component the app uses has its styles loaded', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(resolve(webDir, 'src'))) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/(?:core|notifications|charts)'/g)) {
        for (const name of m[1]!.split(',').map((s) => s.trim().split(/\s+as\s+/)[0]!)) {
          if (name && !name.startsWith('type ')) used.add(name);
        }
      }
    }
    const needed = [...used].flatMap((name) => STYLES_OF[name] ?? [name]);
    const missing = [...new Set(needed)]
      .filter((name) => existsSync(resolve(mantineStyles, `${name}.css`)))
      .filter((name) => !main.includes(`'@mantine/core/styles/${name}.css'`));
    expect(missing).toEqual([]);
  });
});
