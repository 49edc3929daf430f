import { afterAll } from 'vitest';
import { removeTestDirs } from './build-app.ts';

// Every infra test file leaves the temp directory as it found it.
afterAll(removeTestDirs);
