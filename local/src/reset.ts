import { rmSync } from 'node:fs';
import { settings } from './settings.ts';

/** `npm run reset`: forget the local data (the next `npm start` seeds afresh). */
rmSync(settings.dataDir, { recursive: true, force: true });
console.log(`Removed ${settings.dataDir}`);
