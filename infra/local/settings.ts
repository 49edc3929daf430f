import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const port = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0 || value > 65535) throw new Error(`${name} must be a port number`);
  return value;
};

/** Everything `npm start` can be told through the environment. */
export const settings = {
  dataDir: path.resolve(repoRoot, process.env.TIFFIN_DATA_DIR ?? '.data/local'),
  reset: process.env.TIFFIN_RESET === '1',
  tableName: process.env.TABLE_NAME ?? 'tiffin',
  /** Every local server listens here: the loopback address only, unless HOST says otherwise. */
  host: process.env.HOST || '127.0.0.1',
  ports: {
    dynamodb: port('DYNAMODB_PORT', 8000),
    api: port('API_PORT', 3000),
    ses: port('SES_PORT', 8005),
    web: port('WEB_PORT', 5173),
    stripe: port('STRIPE_PORT', 12111),
  },
};
