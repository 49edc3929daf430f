import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const port = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0 || value > 65535) throw new Error(`${name} must be a port number`);
  return value;
};

function webMode(value: string | undefined): 'dev' | 'build' {
  if (value === undefined || value === '' || value === 'dev') return 'dev';
  if (value === 'build') return 'build';
  throw new Error('WEB_MODE must be dev or build');
}

/** Everything `npm start` can be told through the environment. */
export const settings = {
  dataDir: path.resolve(repoRoot, process.env.TIFFIN_DATA_DIR ?? '.data/local'),
  reset: process.env.TIFFIN_RESET === '1',
  /** TIFFIN_TABLE_IN_MEMORY=1: DynamoDB Local keeps the table in memory, nothing on disk (the e2e stacks). */
  tableInMemory: process.env.TIFFIN_TABLE_IN_MEMORY === '1',
  tableName: process.env.TABLE_NAME ?? 'tiffin',
  /**
   * How the web app is served: `dev` (Vite's dev server, reloading as files change) or `build` (the
   * production build, served with the headers CloudFront sends: what the e2e tests run against).
   */
  webMode: webMode(process.env.WEB_MODE),
  /**
   * Where the production build lives (`build` mode): `<dataDir>/web-dist` unless WEB_DIST names a folder. With
   * WEB_DIST_REUSE=1 a build already there is served as it is (the e2e run builds once for all its stacks); each
   * stack's /config.js tells the app its own API, socket and photos addresses.
   */
  webDist: process.env.WEB_DIST ? path.resolve(repoRoot, process.env.WEB_DIST) : undefined,
  reuseWebDist: process.env.WEB_DIST_REUSE === '1',
  /** Every local server listens here: the loopback address only, unless HOST says otherwise. */
  host: process.env.HOST || '127.0.0.1',
  ports: {
    dynamodb: port('DYNAMODB_PORT', 8000),
    api: port('API_PORT', 3000),
    ses: port('SES_PORT', 8005),
    web: port('WEB_PORT', 5173),
    stripe: port('STRIPE_PORT', 12111),
    /** Live order updates: the local WebSocket endpoint (and the connection management API the publisher posts to). */
    ws: port('WS_PORT', 3001),
    s3: port('S3_PORT', 4569),
  },
};
