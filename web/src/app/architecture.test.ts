import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

/** Every local module a file imports, as a path under src. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((m) => m[1]!);
  return specifiers.flatMap((s) => {
    if (s.startsWith('@/')) return [s.slice(2)];
    if (s.startsWith('.'))
      return [
        relative(src, resolve(dirname(file), s))
          .split(sep)
          .join('/'),
      ];
    return [];
  });
}

const featureOf = (path: string) => /^features\/([^/]+)\//.exec(path)?.[1];

describe('code layout (bulletproof-react)', () => {
  it('features do not import each other or the app', () => {
    const offences = filesUnder(join(src, 'features')).flatMap((file) => {
      const from = relative(src, file).split(sep).join('/');
      return importsOf(file)
        .filter((to) => to.startsWith('app/') || (featureOf(`${to}/`) && featureOf(`${to}/`) !== featureOf(from)))
        .map((to) => `${from} -> ${to}`);
    });
    expect(offences).toEqual([]);
  });

  it('shared code does not reach into features or the app', () => {
    const shared = [...filesUnder(join(src, 'components')), ...filesUnder(join(src, 'lib'))].filter(
      (file) => !/\.test\.tsx?$/.test(file),
    );
    const offences = shared.flatMap((file) =>
      importsOf(file)
        .filter((to) => to.startsWith('features/') || to.startsWith('app/'))
        .map((to) => `${relative(src, file)} -> ${to}`),
    );
    expect(offences).toEqual([]);
  });

  it('there are no barrel files', () => {
    const barrels = filesUnder(src).filter((file) => /[/\\]index\.tsx?$/.test(file));
    expect(barrels).toEqual([]);
  });
});
