import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { exportJWK, generateKeyPair } from 'jose';

/** The local ES256 signing key pair, generated into the data folder on first start and kept after. */
export async function localSigningKeys(dataDir: string): Promise<{ publicJwk: string; privateJwk: string }> {
  const file = path.join(dataDir, 'jwt-keys.json');
  if (!existsSync(file)) {
    const { publicKey, privateKey } = await generateKeyPair('ES256', { extractable: true });
    const keys = {
      publicJwk: JSON.stringify(await exportJWK(publicKey)),
      privateJwk: JSON.stringify(await exportJWK(privateKey)),
    };
    writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  }
  return JSON.parse(readFileSync(file, 'utf8')) as { publicJwk: string; privateJwk: string };
}
