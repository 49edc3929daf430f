import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { builtFileFor, inlineScriptHashes, prerenderedPages, SPA_FALLBACK } from '../src/built-pages';

const dir = mkdtempSync(join(tmpdir(), 'built-pages-'));
mkdirSync(join(dir, 'seller/login'), { recursive: true });
mkdirSync(join(dir, 'assets'));
writeFileSync(
  join(dir, 'index.html'),
  '<script>window.a = 1;</script><script type="module" src="/assets/x.js"></script>',
);
writeFileSync(join(dir, 'seller/login/index.html'), '<script type="module">import("/assets/y.js");</script>');
writeFileSync(join(dir, '__spa-fallback.html'), '<script>window.a = 1;</script>');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('serving the built web app', () => {
  it('each prerendered path is answered from its page', () => {
    const pages = prerenderedPages(dir);
    expect(pages).toEqual({ '/': '/index.html', '/seller/login': '/seller/login/index.html' });
    expect(builtFileFor('/', pages)).toBe('/index.html');
    expect(builtFileFor('/seller/login/', pages)).toBe('/seller/login/index.html');
  });

  it("any other address of the app gets the SPA fallback; a file's address gets the file", () => {
    const pages = prerenderedPages(dir);
    expect(builtFileFor('/cart', pages)).toBe(SPA_FALLBACK);
    expect(builtFileFor('/seller/dashboard', pages)).toBe(SPA_FALLBACK);
    expect(builtFileFor('/assets/x.js', pages)).toBe('/assets/x.js');
  });

  it('the CSP allows exactly the inline scripts of the built pages, each by its hash, and no script file by hash', () => {
    expect(inlineScriptHashes(dir)).toEqual([sha('window.a = 1;'), sha('import("/assets/y.js");')].sort());
  });
});
