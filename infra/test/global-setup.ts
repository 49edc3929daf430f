import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { sharpLayerDir } from '../lib/sharp-layer.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder the run's shared apps synthesise into (build-app.ts), removed when the run ends. */
    infraRunDir: string;
  }
}

export default function setup(project: TestProject) {
  // The photo stack's sharp layer folder, made (once per sharp version) before the workers synthesise side by side.
  sharpLayerDir();
  const dir = mkdtempSync(join(tmpdir(), 'tiffin-infra-'));
  project.provide('infraRunDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
