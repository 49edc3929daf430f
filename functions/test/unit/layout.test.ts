import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { routeList } from '@tiffin/shared/api/routes';
import { describe, expect, it } from 'vitest';

/** The back end's layout as rules a newcomer can rely on. */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const sourcesUnder = (dir: string): string[] =>
  readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.includes('node_modules'))
    .map((file) => path.join(dir, file));
/** The code of a file without its comments. */
const code = (file: string) =>
  readFileSync(path.join(root, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');

const KEY_FORMAT =
  /['"`](USER|FOOD|RESTAURANT|ORDER|CITY|CATEGORY|CATEGORYNAME|CHECKOUT|OTP|RESETTOKEN|RATE|STATS|EMAIL|SELLEREMAIL|WEEK|REVIEW|ACCOUNTS|IP|WINDOW|LISTENERS|CONNECTION)#/;

/** A kebab-case name: lower-case words joined by hyphens, with its extensions (`route-def.ts`, `env.d.ts`). */
const KEBAB_NAME = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+)*$/;
/** Names a tool or a convention fixes, not ours to spell. */
const NAMES_NOT_OURS = new Set(['README.md']);
/** Every file and folder under a directory, without installed packages and build output. */
const entriesUnder = (dir: string): string[] =>
  readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((entry) => !/(^|[\\/])(node_modules|cdk\.out|build|dist|tmp|test-results)([\\/]|$)/.test(entry))
    .map((entry) => path.join(dir, entry));

describe('names', () => {
  it('every route id is kebab-case: its area, a slash, and its action in lower-case words joined by hyphens', () => {
    const offending = routeList.map((route) => route.handler).filter((id) => !/^[a-z]+\/[a-z]+(-[a-z]+)*$/.test(id));
    expect(offending).toEqual([]);
  });

  it("a route's id names its handler file, functions/src/handlers/<id>.ts, which exports `handler`", () => {
    const offending = routeList
      .map((route) => `functions/src/handlers/${route.handler}.ts`)
      .filter(
        (file) =>
          !existsSync(path.join(root, file)) || !/^export (const|async function|function) handler\b/m.test(code(file)),
      );
    expect(offending).toEqual([]);
  });

  it('every file and folder of the sources, their tests and the deployment has a kebab-case name, so no name needs a second case', () => {
    const entries = [
      ...['functions/src', 'shared/src', 'web/src', 'local/src', 'infra'],
      ...['functions/test', 'shared/test', 'local/test', 'web/e2e', 'bench', 'scripts'],
    ].flatMap(entriesUnder);
    expect(entries.length).toBeGreaterThan(200);
    const offending = entries.filter((entry) => {
      const name = path.basename(entry);
      return !KEBAB_NAME.test(name) && !NAMES_NOT_OURS.has(name);
    });
    expect(offending).toEqual([]);
  });
});

describe('back-end layout', () => {
  it('no key format is spelled outside the keys module (sources, tests, the local stack and the bench)', () => {
    const files = ['functions/src', 'functions/test', 'local', 'bench']
      .flatMap(sourcesUnder)
      .filter((file) => !file.endsWith(path.join('data', 'keys.ts')) && !file.endsWith('layout.test.ts'));
    expect(files.length).toBeGreaterThan(50);
    expect(files.filter((file) => KEY_FORMAT.test(code(file)))).toEqual([]);
  });

  it('infra/ is the deployment alone: the CDK app, its stacks and their tests; the local cloud lives in local/', () => {
    const entries = readdirSync(path.join(root, 'infra')).filter((name) => !['node_modules', 'cdk.out'].includes(name));
    expect(entries.sort()).toEqual(['bin', 'lib', 'package.json', 'test']);
  });

  it('the deployment never imports the local cloud: what cdk synth runs (infra/bin, infra/lib) reaches no local/ code', () => {
    const deployment = ['infra/bin', 'infra/lib'].flatMap(sourcesUnder);
    expect(deployment.length).toBeGreaterThan(5);
    const offending = deployment.filter((file) =>
      /from '(@tiffin\/local\b[^']*|(\.\.\/)+local\/[^']*)'/.test(code(file)),
    );
    expect(offending).toEqual([]);
  });

  it('data modules are named after the entity they hold, never after a caller', () => {
    const modules = readdirSync(path.join(root, 'functions/src/data')).filter((file) => file.endsWith('.ts'));
    expect(modules.filter((file) => /repository|admin|seller-area|customer/.test(file))).toEqual([]);
  });

  it('the domain imports no SDK, no image library, no table, mail or payment module: it receives ports', () => {
    const forbidden =
      /from '(@aws-sdk\/[^']+|stripe|sharp|#data\/[^']+|#wiring\/[^']+|#adapters\/[^']+|#platform\/secrets)'/;
    const offending = sourcesUnder('functions/src/domain').filter((file) => forbidden.test(code(file)));
    expect(offending).toEqual([]);
  });

  it('only the adapters take values from the AWS SDK: the other layers reach AWS through them', () => {
    const offending = ['functions/src', 'shared/src']
      .flatMap(sourcesUnder)
      .filter((file) => !file.startsWith('functions/src/adapters/'))
      .filter((file) => /^(import|export) (?!type )[^;]*from '@aws-sdk\//m.test(code(file)));
    expect(offending).toEqual([]);
  });

  it('the platform basics import no other layer: every layer may use them, and they use none', () => {
    const offending = sourcesUnder('functions/src/platform').filter((file) =>
      /from '#(data|domain|adapters|wiring)\//.test(code(file)),
    );
    expect(offending).toEqual([]);
  });

  it('an adapter fills a domain port without reaching into the data layer or the wiring', () => {
    const adapters = sourcesUnder('functions/src/adapters');
    expect(adapters.length).toBeGreaterThan(3);
    expect(adapters.filter((file) => /from '#(data|wiring)\//.test(code(file)))).toEqual([]);
  });
});
