import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reactRouterProductionBuild } from '../../vite-plugins';

// The JavaScript every page loads before its first paint is src/main.tsx and what it imports statically;
// `npm run bench -- web` holds the built set to 120 KB gzip.

describe('the build', () => {
  it("takes React Router's production files, without the development warnings the package points at", () => {
    const plugin = reactRouterProductionBuild();
    expect(plugin.apply).toBe('build');
    const config = (plugin.config as () => { resolve: { alias: { find: RegExp; replacement: string }[] } })();
    const files = config.resolve.alias.map(({ find, replacement }) => [String(find), replacement]);
    expect(files).toEqual([
      [String(/^react-router$/), expect.stringMatching(/react-router[/\\]dist[/\\]production[/\\]index\.mjs$/)],
      [
        String(/^react-router\/dom$/),
        expect.stringMatching(/react-router[/\\]dist[/\\]production[/\\]dom-export\.mjs$/),
      ],
    ]);
    for (const [, file] of files) expect(existsSync(file!)).toBe(true);
    // The switch those files are built with (in the chunk they share).
    const built = readdirSync(dirname(files[0]![1]!)).filter((name) => name.endsWith('.mjs'));
    const code = built.map((name) => readFileSync(resolve(dirname(files[0]![1]!), name), 'utf8')).join('\n');
    expect(code).toContain('ENABLE_DEV_WARNINGS = false');
    expect(code).not.toContain('ENABLE_DEV_WARNINGS = true');
  });
});
