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

/** What two features would otherwise each write: it lives once, in src/components, src/lib or shared (docs/architecture.md#layers-of-the-web-app). */
const SHARED_PIECES: [what: string, pattern: RegExp][] = [
  ['asks the device for its position', /navigator\.geolocation/],
  ['formats a date or a time', /Intl\.DateTimeFormat|toLocale(?:Date|Time)String/],
  ['keys a reverse-geocode query', /['"]geocode['"]/],
  [
    'draws its own load-more, page header or not-found screen',
    /function \w*(?:LoadMore|NextPage|PageHeader|PageHeading|NotFound)\b/,
  ],
];

describe('what features share', () => {
  it('lives once: no feature asks for the position, formats a date, keys a geocode or draws a shared piece itself', () => {
    const offences = filesUnder(join(src, 'features'))
      .filter((file) => !/\.test\.tsx?$/.test(file))
      .flatMap((file) => {
        const text = readFileSync(file, 'utf8');
        return SHARED_PIECES.filter(([, pattern]) => pattern.test(text)).map(
          ([what]) => `${relative(src, file).split(sep).join('/')} ${what}`,
        );
      });
    expect(offences).toEqual([]);
  });
});

describe('e2e specs', () => {
  const e2e = resolve(src, '..', 'e2e');
  const specs = readdirSync(e2e).filter((name) => name.endsWith('.spec.ts'));

  it('take test and expect from support/a11y, which checks every page they open with axe', () => {
    expect(specs.length).toBeGreaterThan(0);
    const offences = specs.flatMap((name) => {
      const text = readFileSync(join(e2e, name), 'utf8');
      const problems: string[] = [];
      // Types may still come from @playwright/test; the test function may not.
      if (/import\s+\{[^}]*\b(test|expect)\b[^}]*\}\s+from\s+'@playwright\/test'/.test(text.replace(/\btype \w+/g, '')))
        problems.push(`${name} imports test or expect from @playwright/test`);
      if (!/import\s+\{[^}]*\btest\b[^}]*\}\s+from\s+'\.\/support\/a11y'/.test(text))
        problems.push(`${name} does not import test from ./support/a11y`);
      if (!text.includes('expectAccessible(page')) problems.push(`${name} never calls expectAccessible`);
      return problems;
    });
    expect(offences).toEqual([]);
  });
});
