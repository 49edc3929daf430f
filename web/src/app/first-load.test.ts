import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { build } from 'vite';
import { productionBuild } from '../../vite-plugins';

// The JavaScript every page loads before it is interactive is React Router's client entry (hydrateRoot and the
// router), src/root.tsx and what it imports statically (a dynamic import() is a lazy chunk of its own); `npm run bench -- web` holds the built set to 139.7 KB gzip. React, React
// Router, the Mantine provider and the shell already take nearly all of that, so these lists name what the first
// load may hold: anything new there is a choice, made here, not an accident of one import.
const src = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** A module's static imports (not `import type`, not `import()`), and the names it takes from each. */
function staticImports(file: string): { specifier: string; names: string[] }[] {
  const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '');
  return [...text.matchAll(/^(?:import|export)\s+(?!type\b)(?:([^'";]*?)\s+from\s+)?'([^']+)'/gm)].map((m) => ({
    specifier: m[2]!,
    names: [...(/\{([^}]*)\}/.exec(m[1] ?? '')?.[1]?.split(',') ?? [])]
      .map((name) => name.trim().split(/\s+as\s+/)[0]!)
      .filter((name) => name && !name.startsWith('type ')),
  }));
}

function resolveLocal(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('@/') && !specifier.startsWith('.')) return undefined;
  const base = specifier.startsWith('@/') ? resolve(src, specifier.slice(2)) : resolve(dirname(from), specifier);
  return ['', '.tsx', '.ts'].map((ext) => base + ext).find((file) => existsSync(file) && /\.tsx?$/.test(file));
}

/** Everything src/root.tsx loads at once: our modules, the packages, and the names taken from each package. */
function firstLoad() {
  const modules = new Set<string>();
  const packages = new Map<string, Set<string>>();
  const visit = (file: string) => {
    const key = relative(src, file);
    if (modules.has(key)) return;
    modules.add(key);
    for (const { specifier, names } of staticImports(file)) {
      if (specifier.endsWith('.css')) continue; // stylesheets load beside the script and hold back no code
      const local = resolveLocal(file, specifier);
      if (local) visit(local);
      else if (!specifier.startsWith('.') && !specifier.startsWith('@/')) {
        const taken = packages.get(specifier) ?? new Set<string>();
        names.forEach((name) => taken.add(name));
        packages.set(specifier, taken);
      }
    }
  };
  visit(resolve(src, 'root.tsx'));
  return { modules, packages };
}

describe('the first load (what every page loads before its first paint)', () => {
  const { modules, packages } = firstLoad();

  it('holds the app, its router and the loading shell, and no layout, screen or error screen', () => {
    expect([...modules].sort()).toEqual([
      'app/early-data.tsx',
      'app/provider.tsx',
      'app/theme.ts',
      'components/error-page.tsx',
      'components/layout/loading-shell.tsx',
      'components/layout/navbar-bar.tsx',
      'components/page-loader.tsx',
      // The pages' paths (the bar's and the error screen's link home): a table of strings, no code of its own.
      'lib/pages.ts',
      'root.tsx',
    ]);
  });

  it('takes only React, the router and Mantine: TanStack Query comes with the first screen', () => {
    expect([...packages.keys()].sort()).toEqual(['@mantine/core', 'react', 'react-router']);
  });

  it("draws with the few Mantine components of the loading shell (each one's code is in it)", () => {
    expect([...packages.get('@mantine/core')!].sort()).toEqual([
      'Box',
      'Center',
      'ColorSchemeScript',
      'Container',
      'Group',
      'Loader',
      'MantineProvider',
      'createTheme',
      'mantineHtmlProps',
    ]);
  });
});

describe('the build', () => {
  it("ships React Router's production files, not the development ones with their warnings", async () => {
    // A production build resolves the package's exports without the `development` condition; this builds a
    // module that takes what the app takes from react-router and react-router/dom, with the app's own Vite.
    const entry = 'virtual:react-router-entry';
    // As `npm run build` runs it: NODE_ENV unset, so Vite builds for production (vitest sets it to "test").
    const nodeEnv = process.env.NODE_ENV;
    delete process.env.NODE_ENV;
    const result = await build({
      configFile: false,
      root: resolve(src, '..'),
      logLevel: 'silent',
      plugins: [
        {
          name: 'entry',
          resolveId: (id) => (id === entry ? `\0${entry}` : undefined),
          load: (id) =>
            id === `\0${entry}`
              ? "import { createBrowserRouter, Link } from 'react-router'; import { RouterProvider } from 'react-router/dom'; console.log(createBrowserRouter, Link, RouterProvider);"
              : undefined,
        },
      ],
      build: { write: false, rollupOptions: { input: entry } },
    }).finally(() => {
      process.env.NODE_ENV = nodeEnv;
    });
    const chunks = (Array.isArray(result) ? result : [result]).flatMap((out) => ('output' in out ? out.output : []));
    const ids = chunks.flatMap((chunk) => ('moduleIds' in chunk ? chunk.moduleIds : []));
    const routerFiles = ids.filter((id) => /react-router[/\\]dist/.test(id));
    expect(routerFiles.length).toBeGreaterThan(0);
    expect(routerFiles.filter((id) => !/react-router[/\\]dist[/\\]production/.test(id))).toEqual([]);
    const code = chunks.map((chunk) => ('code' in chunk ? chunk.code : '')).join('\n');
    expect(code).not.toMatch(/ENABLE_DEV_WARNINGS\s*=\s*true/);
  }, 60_000);
});

describe('opening a screen', () => {
  it('fetches its chunks through the browser, without a script adding one <link rel=modulepreload> per chunk', () => {
    // Vite's preload helper appends a link per chunk of the screen (dozens on the storefront's pages) before the
    // import() starts, in one main-thread task: the largest single cost of every page's first long task. The
    // browser's module loader fetches the same files as it reads each chunk's imports, with no script in the way
    // (bench/results.md, notes kept between runs, has the Lighthouse figures).
    expect(productionBuild.modulePreload).toBe(false);
  });
});
