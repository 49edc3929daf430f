import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

interface Manifest {
  name: string;
  workspaces?: string[];
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}
const manifest = (dir: string) => JSON.parse(read(path.join(dir, 'package.json'))) as Manifest;
const declared = (m: Manifest) =>
  new Set(
    [m.dependencies, m.devDependencies, m.optionalDependencies, m.peerDependencies].flatMap((deps) =>
      Object.keys(deps ?? {}),
    ),
  );

const rootManifest = manifest('.');
const workspaces = rootManifest.workspaces!;
/** The root's devDependencies are the toolkit every workspace shares (TypeScript, ESLint, vitest, Playwright). */
const toolkit = declared(rootManifest);

const sources = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => /\.(ts|tsx|mts|js|mjs|cjs)$/.test(file) && !file.endsWith('.d.ts'));
const workspaceOf = (file: string) => workspaces.find((dir) => file.startsWith(`${dir}/`)) ?? '.';

/** The package a bare specifier names (`@scope/name/deep` -> `@scope/name`), or null for a relative or built-in one. */
function packageOf(specifier: string): string | null {
  if (
    /^([./#]|@\/)/.test(specifier) ||
    specifier.startsWith('node:') ||
    builtinModules.includes(specifier.split('/')[0]!)
  )
    return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** Every module a file loads: static and dynamic imports, re-exports, require and require.resolve. */
function specifiersOf(file: string): string[] {
  const text = read(file)
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
  return [
    ...text.matchAll(/(?:^|[\s;])(?:import|export)\s[^'"`;]*?\sfrom\s+['"]([^'"]+)['"]/gm),
    ...text.matchAll(/(?:^|[\s;])import\s+['"]([^'"]+)['"]/gm),
    ...text.matchAll(
      /(?:\bimport|\brequire|\brequire\.resolve|createRequire\([^)]*\)\.resolve)\(\s*['"]([^'"]+)['"]\s*\)/g,
    ),
  ].map((match) => match[1]!);
}

describe('dependencies', () => {
  it('every package a workspace imports is declared in its own package.json (or is the root toolkit)', () => {
    expect(sources.length).toBeGreaterThan(300);
    const offences = new Set<string>();
    for (const file of sources) {
      const dir = workspaceOf(file);
      const own = declared(manifest(dir));
      const self = manifest(dir).name;
      for (const specifier of specifiersOf(file)) {
        const name = packageOf(specifier);
        if (!name || name === self) continue;
        // A package of types alone (aws-lambda) is declared as its @types package.
        const types = `@types/${name.replace(/^@/, '').replace('/', '__')}`;
        if ([name, types].some((known) => own.has(known) || toolkit.has(known))) continue;
        offences.add(`${dir === '.' ? 'the root' : dir} imports ${name} (${file}) without declaring it`);
      }
    }
    expect([...offences].sort()).toEqual([]);
  });
});
