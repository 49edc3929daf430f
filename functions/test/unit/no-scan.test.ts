import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src');
const sourcesUnder = (dir: string): string[] =>
  readdirSync(path.join(src, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => path.join(dir, file));

describe('DynamoDB access on request paths', () => {
  it('no handler, domain, data or job module uses a Scan (a page must not cost the whole table)', () => {
    const files = ['handlers', 'domain', 'data', 'jobs'].flatMap(sourcesUnder);
    expect(files.length).toBeGreaterThan(5);
    const scanning = files.filter((file) =>
      /\bScan(Command|Input)\b|\.scan\(/.test(readFileSync(path.join(src, file), 'utf8')),
    );
    expect(scanning).toEqual([]);
  });
});
