import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The repository explains itself: the design and the product live in docs/, and whatever the code, the tests or a
 * Markdown file point at is there. docs/README.md names the documents and how to cite them.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The repository's own files (tracked, or new and not ignored): no dependency, build output or data folder. */
const repoFiles = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => file && existsSync(path.join(root, file)));
const textFiles = repoFiles.filter(
  (file) =>
    /\.(ts|tsx|mts|js|mjs|cjs|md|css)$/.test(file) &&
    !file.startsWith('bench/results') &&
    !file.endsWith('.d.ts') &&
    !file.endsWith('references.test.ts'),
);
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens; a repeat gets -1, -2... */
function anchorsOf(file: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  const text = read(file).replace(/^```[\s\S]*?^```/gm, '');
  for (const [, heading] of text.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const slug = heading!
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  for (const [, id] of text.matchAll(/<a (?:id|name)="([^"]+)"/g)) anchors.add(id!);
  return anchors;
}

/** Why a pointer to a document (`docs/x.md#heading`, or a Markdown link's target) does not resolve, or null. */
function brokenDocument(target: string, from: string): string | null {
  const [file, anchor] = target.split('#') as [string, string | undefined];
  const resolved = file === '' ? from : file;
  if (!existsSync(path.join(root, resolved))) return `${resolved} does not exist`;
  if (anchor && resolved.endsWith('.md') && !anchorsOf(resolved).has(anchor))
    return `${resolved} has no heading #${anchor}`;
  return null;
}

/** What the code cites: the design, the data model, the route table, the product by screen, where Tiffin differs. */
const DOCUMENTS = ['architecture', 'data-model', 'routes', 'product', 'differences'].map((name) => `docs/${name}.md`);

/** Ways of citing a document that is not in the repository (the handoff's design, spec and style notes). */
const OUTSIDE_CITATIONS: [name: string, pattern: RegExp][] = [
  ['the design notes beside the repository', /\bDESIGN\b/],
  ['a numbered section of the spec', /\bspec(?:'s)?\s+(?:sections?\s+)?§?\d/i],
  ['a numbered section of a document outside the repository', /\((?:sections?|§)\s*\d/i],
  ["the spec's numbering", /^\s*(?:\/\/|\*)\s+\d+\.\d+\s+[a-z]/m],
  ['the style notes beside the repository', /\bSTYLE\.md\b/],
  ['the spec file beside the repository', /storefront-spec/],
];

/** Where a path the prose names may live outside the sources: build output, a package's files. */
const BUILT = /^(?:web\/build|dist|\.vite|assets|nodejs|dir)\//;
const packageDirs = [root, ...['functions', 'infra', 'local', 'web', 'bench', 'shared'].map((w) => path.join(root, w))]
  .map((dir) => path.join(dir, 'node_modules'))
  .filter(existsSync);
const inAPackage = (file: string) =>
  packageDirs.some(
    (dir) =>
      existsSync(path.join(dir, file)) ||
      readdirSync(dir).some((name) => !name.startsWith('.') && existsSync(path.join(dir, name, file))),
  );
const isRepoFile = (file: string) => repoFiles.some((known) => known === file || known.endsWith(`/${file}`));

describe('references', () => {
  it('every reference in code and README to a design or product document resolves to a file (and heading) in the repository', () => {
    expect(textFiles.length).toBeGreaterThan(300);
    const offences = DOCUMENTS.filter((doc) => !repoFiles.includes(doc)).map((doc) => `${doc} is missing`);
    for (const file of textFiles) {
      const text = read(file);
      const lineOf = (index: number) => text.slice(0, index).split('\n').length;
      for (const [name, pattern] of OUTSIDE_CITATIONS)
        for (const match of text.matchAll(new RegExp(pattern.source, `${pattern.flags}g`)))
          offences.push(`${file}:${lineOf(match.index)} cites ${name} ('${match[0]}'); cite docs/ instead`);
      for (const match of text.matchAll(/(?<![\w/.-])docs\/[\w./-]+\.md(?:#[\w-]+)?/g)) {
        const broken = brokenDocument(match[0], file);
        if (broken) offences.push(`${file}:${lineOf(match.index)} points to ${match[0]}: ${broken}`);
      }
      if (file.endsWith('.md'))
        for (const match of text.matchAll(/\]\(([^)\s]+)\)/g)) {
          const target = match[1]!;
          if (/^[a-z]+:/.test(target)) continue;
          const relative = target.startsWith('#')
            ? `${file}${target}`
            : path.posix.normalize(path.posix.join(path.posix.dirname(file), target));
          const broken = brokenDocument(relative, file);
          if (broken) offences.push(`${file}:${lineOf(match.index)} links to ${target}: ${broken}`);
        }
    }
    expect(offences).toEqual([]);
  });

  it("every source file a comment or document names by its path exists (a dependency's or a build's file aside)", () => {
    const offences: string[] = [];
    for (const file of textFiles) {
      const text = read(file);
      for (const match of text.matchAll(
        /(?<![\w@./<{$*-])([\w.-]+(?:\/[\w.-]+)+\.(?:tsx?|mts|mjs|js|md|json|css))(?![\w/])/g,
      )) {
        const named = match[1]!;
        if (named.startsWith('.') && existsSync(path.join(root, path.dirname(file), named))) continue;
        if (named.startsWith('./') && isRepoFile(named.slice(2))) continue;
        if (isRepoFile(named) || BUILT.test(named) || inAPackage(named)) continue;
        offences.push(`${file}:${text.slice(0, match.index).split('\n').length} names ${named}, which is nowhere`);
      }
    }
    expect(offences).toEqual([]);
  });
});

describe("the product's words", () => {
  it('every string docs/product.md quotes is in the code, or in the screen tests that read it, word for word', () => {
    // A quoted string: between straight quotes that are not an apostrophe (restaurant's, sellers' ...).
    const text = read('docs/product.md')
      .replace(/(\w)'s\b/g, '$1§APOS§s')
      .replace(/(\w)s' /g, '$1s§APOS§ ');
    const quoted = [...text.matchAll(/(?<![A-Za-z`])'([^'\n]+?)'(?![A-Za-z])/g)].map((m) =>
      m[1]!.replaceAll('§APOS§', "'"),
    );
    expect(quoted.length).toBeGreaterThan(60);
    const code = textFiles
      .filter((file) => /^(web\/(src|e2e)|shared\/src|functions\/src)\/.*\.tsx?$/.test(file))
      .map(read)
      .join('\n');
    expect(quoted.filter((words) => !code.includes(words))).toEqual([]);
  });
});
