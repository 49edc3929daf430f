import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_DATA, earlyDataScript } from './early-data-script';
import { CITY_STORAGE_KEY } from '@/features/location/storage-keys';
import { PAGE_PATTERNS, pages, patternSource, PRERENDERED_PAGES, type PageName } from '@/lib/pages';
import { tokenKey } from '@/lib/session';
import routes from '@/routes';
import type { RouteConfigEntry } from '@react-router/dev/routes';

const names = Object.keys(PAGE_PATTERNS) as PageName[];
/** A path of the page, as its builder makes it (one value for a page with a parameter). */
const sample = (name: PageName) => (pages[name] as (id?: string) => string)('x-1');
/** The declared pages whose pattern matches `path`. */
const pagesAt = (path: string) => names.filter((name) => new RegExp(patternSource(PAGE_PATTERNS[name])).test(path));

describe('every page is declared once, and a path is one page', () => {
  it.each(names)("the %s page's pattern matches its builder's path and no other page matches it", (name) => {
    expect(pagesAt(sample(name))).toEqual([name]);
  });

  it('a value is one path segment: a slash in it cannot reach another page', () => {
    expect(pages.food('a/b')).toBe('/food/a%2Fb');
    expect(pagesAt(pages.food('a/b'))).toEqual(['food']);
  });

  it("React Router's config serves every declared page at its pattern, and no other path but the catch-alls", () => {
    const paths = (entries: RouteConfigEntry[]): string[] =>
      entries.flatMap((entry) => [...(entry.path ? [entry.path] : []), ...paths(entry.children ?? [])]);
    const served = paths(routes).filter((path) => !path.endsWith('*'));
    // The not-found page is the catch-all's screen, built to HTML at its own path for the host.
    const declared = names.filter((name) => name !== 'notFound').map((name) => PAGE_PATTERNS[name]);
    expect(served.sort()).toEqual([...declared].sort());
  });

  it.each(PRERENDERED_PAGES)('the prerendered %s is a declared page', (path) => {
    expect(pagesAt(path)).toHaveLength(1);
  });
});

describe("the early data script starts a call on exactly the table's pages", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
    window.sessionStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  /** The pages where the script, run as the page's HTML runs it, asks the API for something. */
  function pagesTheScriptCalls() {
    window.localStorage.setItem(CITY_STORAGE_KEY, JSON.stringify('bengaluru'));
    window.sessionStorage.setItem(tokenKey('customer'), 'a-token');
    return names.filter((name) => {
      const fetchMock = vi.fn(() => new Promise<Response>(() => undefined));
      vi.stubGlobal('fetch', fetchMock);
      window.history.replaceState(null, '', sample(name));
      new Function(earlyDataScript)();
      return fetchMock.mock.calls.length > 0;
    });
  }

  it("each of the table's entries is a declared page, once", () => {
    const tablePages = EARLY_DATA.map((entry) => entry.page);
    expect(new Set(tablePages).size).toBe(tablePages.length);
    for (const page of tablePages) expect(names).toContain(page);
  });

  it('the script calls the API on the pages of the table and on no other page', () => {
    expect(pagesTheScriptCalls().sort()).toEqual(EARLY_DATA.map((entry) => entry.page).sort());
  });
});
