// The SPA's routes and the JavaScript each one loads, read from the router source (web/src/app/router.tsx and the
// route files it spreads in) and Vite's build manifest (web/dist/.vite/manifest.json), so the benchmark follows the
// router as it changes instead of keeping its own list.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface WebRoute {
  /** The URL pattern, e.g. `/food/:id`. */
  path: string;
  /** The lazy modules from the outermost layout to the screen, as manifest keys (`src/...`). */
  modules: string[];
}

interface RouteNode {
  path?: string;
  index?: boolean;
  lazy?: string;
  children: RouteNode[];
}

/** Drops comments, keeping string literals (and the `//` inside them) intact. */
function stripComments(source: string): string {
  return source.replace(
    /("(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*'|`(?:\\.|[^`\\])*`)|\/\*[\s\S]*?\*\/|\/\/[^\n]*/g,
    (m, str) => (str ? m : ' '),
  );
}

/** A tiny reader of route-object array literals: enough for `{ path, index, lazy, children }` and spreads. */
class RouteReader {
  private i = 0;
  constructor(
    private readonly text: string,
    private readonly resolveSpread: (expression: string) => RouteNode[],
  ) {}

  static arrayAt(text: string, start: number, resolveSpread: (expression: string) => RouteNode[]): RouteNode[] {
    const reader = new RouteReader(text, resolveSpread);
    reader.i = start;
    return reader.array();
  }

  private ws() {
    while (/[\s,]/.test(this.text[this.i] ?? '')) this.i++;
  }

  /** Skips one balanced expression, up to a `,` `}` or `]` at its own depth, and answers its text. */
  private value(): string {
    const from = this.i;
    let depth = 0;
    while (this.i < this.text.length) {
      const c = this.text[this.i]!;
      if (c === "'" || c === '"' || c === '`') {
        this.i++;
        while (this.i < this.text.length && this.text[this.i] !== c) this.i += this.text[this.i] === '\\' ? 2 : 1;
      } else if ('([{'.includes(c)) depth++;
      else if (')]}'.includes(c)) {
        if (depth === 0) break;
        depth--;
      } else if (c === ',' && depth === 0) break;
      this.i++;
    }
    return this.text.slice(from, this.i).trim();
  }

  private array(): RouteNode[] {
    if (this.text[this.i] !== '[') throw new Error(`expected [ at ${this.i}`);
    this.i++;
    const nodes: RouteNode[] = [];
    for (;;) {
      this.ws();
      const c = this.text[this.i];
      if (c === undefined) throw new Error('unterminated route array');
      if (c === ']') {
        this.i++;
        return nodes;
      }
      if (this.text.startsWith('...', this.i)) {
        this.i += 3;
        nodes.push(...this.resolveSpread(this.value()));
      } else if (c === '{') nodes.push(this.object());
      else this.value();
    }
  }

  private object(): RouteNode {
    this.i++;
    const node: RouteNode = { children: [] };
    for (;;) {
      this.ws();
      if (this.text[this.i] === '}') {
        this.i++;
        return node;
      }
      const key = /^(?:\.\.\.)?[\w$]+|^'[^']*'/.exec(this.text.slice(this.i))?.[0];
      if (!key) throw new Error(`unexpected ${this.text.slice(this.i, this.i + 20)}`);
      this.i += key.length;
      this.ws();
      if (this.text[this.i] !== ':') continue; // a shorthand property
      this.i++;
      this.ws();
      if (key === 'children' && this.text[this.i] === '[') {
        node.children = this.array();
        continue;
      }
      const raw = this.value();
      if (key === 'path') node.path = /^'([^']*)'$/.exec(raw)?.[1];
      if (key === 'index') node.index = raw === 'true';
      if (key === 'lazy') node.lazy = /import\(\s*'([^']+)'\s*\)/.exec(raw)?.[1];
    }
  }
}

/** The manifest key (`src/...`) of an import specifier written in `fromFile`. */
function moduleKey(webDir: string, fromFile: string, specifier: string): string {
  const base = specifier.startsWith('@/')
    ? path.join(webDir, 'src', specifier.slice(2))
    : path.resolve(path.dirname(fromFile), specifier);
  const found = ['.tsx', '.ts', '/index.tsx', '/index.ts', ''].map((ext) => base + ext).find((f) => existsSync(f));
  return path
    .relative(webDir, found ?? base)
    .split(path.sep)
    .join('/');
}

function readRoutes(webDir: string, file: string, arrayName?: string): RouteNode[] {
  const text = stripComments(readFileSync(file, 'utf8'));
  const imports = new Map<string, string>();
  for (const m of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
    for (const name of m[1]!.split(',').map((s) =>
      s
        .trim()
        .split(/\s+as\s+/)
        .pop()!,
    ))
      if (name) imports.set(name, m[2]!);
  }
  const lazyOf = (specifier: string | undefined) => specifier && moduleKey(webDir, file, specifier);

  const resolveSpread = (expression: string): RouteNode[] => {
    // `...sellerRoutes`: an array exported by another route file.
    const imported = imports.get(expression);
    if (imported) {
      const target = moduleKey(webDir, file, imported);
      return readRoutes(webDir, path.join(webDir, target), expression);
    }
    // `...placeholders.map(toRoute)`: plain `{ path }` items that one function turns into lazy routes.
    const mapped = /^([\w$]+)\.map\(([\w$]+)\)$/.exec(expression);
    if (mapped) {
      const items = new RegExp(`const ${mapped[1]}\\b[^=]*=\\s*\\[`).exec(text);
      const fn = new RegExp(`function ${mapped[2]}\\b[\\s\\S]*?import\\(\\s*'([^']+)'\\s*\\)`).exec(text);
      if (items && fn) {
        return RouteReader.arrayAt(text, items.index + items[0].length - 1, () => []).map((node) => ({
          ...node,
          lazy: fn[1],
        }));
      }
    }
    throw new Error(`cannot follow the route spread ...${expression} in ${file}`);
  };

  const start = arrayName
    ? new RegExp(`export const ${arrayName}\\b[^=]*=\\s*\\[`).exec(text)
    : /function createRoutes\b[\s\S]*?return\s*\[/.exec(text);
  if (!start) throw new Error(`no route array in ${file}`);
  const nodes = RouteReader.arrayAt(text, start.index + start[0].length - 1, resolveSpread);
  // Lazy specifiers are relative to the file that wrote them: make them manifest keys now.
  const resolve = (list: RouteNode[]): RouteNode[] =>
    list.map((node) => ({
      ...node,
      lazy: node.lazy?.startsWith('src/') ? node.lazy : lazyOf(node.lazy),
      children: resolve(node.children),
    }));
  return resolve(nodes);
}

/** Every screen of the SPA with the chain of lazy modules that renders it (layouts first). */
export function webRoutes(webDir: string): WebRoute[] {
  const tree = readRoutes(webDir, path.join(webDir, 'src/app/router.tsx'));
  const routes: WebRoute[] = [];
  const seen = new Set<string>();
  const walk = (nodes: RouteNode[], parentPath: string, modules: string[]) => {
    for (const node of nodes) {
      const own = node.path
        ? node.path.startsWith('/')
          ? node.path
          : `${parentPath.replace(/\/$/, '')}/${node.path}`
        : parentPath;
      const chain = node.lazy ? [...modules, node.lazy] : modules;
      if (node.children.length) walk(node.children, own || '/', chain);
      else if (node.lazy && !seen.has(own || '/')) {
        seen.add(own || '/');
        routes.push({ path: own || '/', modules: chain });
      }
    }
  };
  walk(tree, '', []);
  return routes;
}

/**
 * The chunk of a module that is both imported and lazily loaded (the shared not-found screen): the bundler puts it in
 * a shared chunk named after it, listed under `_<name>-<hash>.js` with no `src`, and the lazy import loads that chunk.
 */
function sharedChunkOf(manifest: Manifest, key: string): ManifestChunk | undefined {
  const name = path.basename(key).replace(/\.[jt]sx?$/, '');
  const found = Object.entries(manifest).filter(
    ([id, chunk]) => id.startsWith('_') && !chunk.src && chunk.name === name,
  );
  return found.length === 1 ? found[0]![1] : undefined;
}

/** The JS files a manifest key loads at once: its own chunk and its static imports, transitively. */
export function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const visited = new Set<string>();
  const visit = (key: string) => {
    if (visited.has(key)) return;
    visited.add(key);
    const chunk = manifest[key] ?? sharedChunkOf(manifest, key);
    if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

const gzipCache = new Map<string, number>();
/** Gzip size (zlib's default level, as a CDN compresses) of a set of files under `dist`. */
export function gzipBytes(dist: string, files: Iterable<string>): number {
  let total = 0;
  for (const file of files) {
    let size = gzipCache.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(dist, file))).length;
      gzipCache.set(file, size);
    }
    total += size;
  }
  return total;
}
