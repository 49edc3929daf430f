import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { publishLayerDir } from '../lib/sharp-layer.ts';
import { testDir } from './build-app.ts';

const finished = (dir: string, by: string) => {
  mkdirSync(join(dir, 'nodejs/node_modules/@img/sharp-linux-arm64'), { recursive: true });
  writeFileSync(join(dir, 'nodejs/node_modules/@img/sharp-linux-arm64/package.json'), by);
};

describe('the sharp layer folder', () => {
  it('a build that finishes after another process published the folder leaves that folder as it is', () => {
    const root = testDir('tiffin-sharp-');
    const dir = join(root, 'layer');
    const mine = join(root, 'layer.building-1');
    finished(dir, 'theirs');
    finished(mine, 'mine');
    publishLayerDir(mine, dir);
    expect(readFileSync(join(dir, 'nodejs/node_modules/@img/sharp-linux-arm64/package.json'), 'utf8')).toBe('theirs');
    expect(existsSync(mine)).toBe(false);
  });

  it('a finished build becomes the folder when there is none yet', () => {
    const root = testDir('tiffin-sharp-');
    const dir = join(root, 'layer');
    const mine = join(root, 'layer.building-1');
    finished(mine, 'mine');
    publishLayerDir(mine, dir);
    expect(readFileSync(join(dir, 'nodejs/node_modules/@img/sharp-linux-arm64/package.json'), 'utf8')).toBe('mine');
    expect(existsSync(mine)).toBe(false);
  });
});
