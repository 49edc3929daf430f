/**
 * zod's small build (`zod/mini`: functions instead of methods, so a bundle carries only the checks it uses, where
 * the full `zod` carries every method of every schema), with the English messages the full build sets by
 * itself, so a default message ('Too small: expected number to be >=1') reads as it always did. Every schema
 * imports it as `import * as z from '…/zod.ts'` (a namespace import whose members esbuild and Rollup can still
 * tree-shake; re-exporting the namespace as one value would carry all of zod, every locale included).
 */
import { config } from 'zod/mini';
import { en } from 'zod/locales';

config(en());

export * from 'zod/mini';
