import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Architecture, Code, LayerVersion, Runtime } from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import { repoRoot } from './paths.ts';

/** The sharp the functions workspace pins (its package.json), so the layer and the local resize step agree. */
export const sharpVersion = (): string => {
  const functions = JSON.parse(readFileSync(join(repoRoot, 'functions/package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  return functions.dependencies.sharp!;
};

/**
 * A folder laid out as a Lambda layer (`nodejs/node_modules/sharp` with its linux-arm64 libvips build), made once per
 * sharp version by npm itself (`--os linux --cpu arm64 --libc glibc`: the prebuilt binaries are npm packages, so the
 * registry is all it needs) and kept under node_modules/.cache, so synth and the infra tests reuse it.
 */
export function sharpLayerDir(version = sharpVersion()): string {
  const dir = join(repoRoot, 'node_modules/.cache/tiffin-sharp-layer', `${version}-linux-arm64`);
  if (isFinished(dir)) return dir;
  // Built beside, then renamed: a run stopped half way never leaves a folder that looks finished.
  const building = `${dir}.building-${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  mkdirSync(join(building, 'nodejs'), { recursive: true });
  writeFileSync(join(building, 'nodejs/package.json'), '{ "private": true }\n');
  execFileSync(
    'npm',
    [
      'install',
      '--no-save',
      '--no-package-lock',
      '--no-audit',
      '--no-fund',
      '--ignore-scripts',
      '--os=linux',
      '--cpu=arm64',
      '--libc=glibc',
      `sharp@${version}`,
    ],
    { cwd: join(building, 'nodejs'), stdio: 'pipe' },
  );
  publishLayerDir(building, dir);
  return dir;
}

const isFinished = (dir: string) => existsSync(join(dir, 'nodejs/node_modules/@img/sharp-linux-arm64/package.json'));

/**
 * Makes a finished build the layer folder, by one rename: the folder appears whole or not at all, and is never
 * removed once there. Processes that found no folder build side by side (test workers, a synth beside a test run);
 * when another one published first, the rename fails and this build is dropped, since a synth may be reading theirs.
 */
export function publishLayerDir(building: string, dir: string): void {
  try {
    renameSync(building, dir);
    return;
  } catch (error) {
    if (!isFinished(dir)) throw error;
  }
  rmSync(building, { recursive: true, force: true });
}

/** sharp for the ARM64 Node.js 22 functions, as a layer: the resize function's bundle leaves `sharp` out. */
export function sharpLayer(scope: Construct, id: string): LayerVersion {
  return new LayerVersion(scope, id, {
    code: Code.fromAsset(sharpLayerDir()),
    compatibleArchitectures: [Architecture.ARM_64],
    compatibleRuntimes: [Runtime.NODEJS_22_X],
    description: `sharp ${sharpVersion()} (linux-arm64, glibc) for the photo resize function`,
  });
}
