import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { exportJWK, generateKeyPair } from 'jose';

interface SigningKeys {
  publicJwk: string;
  privateJwk: string;
}

async function generateSigningKeys(): Promise<SigningKeys> {
  const { publicKey, privateKey } = await generateKeyPair('ES256', { extractable: true });
  return {
    publicJwk: JSON.stringify(await exportJWK(publicKey)),
    privateJwk: JSON.stringify(await exportJWK(privateKey)),
  };
}

/**
 * The local ES256 signing key pair, generated into the data folder on first start and kept after; without a
 * data folder (tests, benchmarks) a fresh pair for this run.
 */
export async function localSigningKeys(dataDir?: string): Promise<SigningKeys> {
  if (!dataDir) return generateSigningKeys();
  const file = path.join(dataDir, 'jwt-keys.json');
  if (!existsSync(file)) writeFileSync(file, JSON.stringify(await generateSigningKeys()), { mode: 0o600 });
  return JSON.parse(readFileSync(file, 'utf8')) as SigningKeys;
}
