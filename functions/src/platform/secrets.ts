import { createRequire } from 'node:module';
import type * as SecretsManagerModule from '@aws-sdk/client-secrets-manager';
import { config } from './config.ts';

/** How long a secret's value is kept in the container before it is read again (a rotated key is picked up then). */
const SECRET_MAX_AGE_MS = 15 * 60 * 1000;

/**
 * Loaded (with `require`, as platform/dynamo.ts explains) and created on the first secret read: only the functions
 * that read a secret in AWS (the token signers, the payment routes, the cursor key, the admin job) ever load it.
 */
const load = createRequire(import.meta.url);
let client: SecretsManagerModule.SecretsManagerClient | undefined;
const cache = new Map<string, { value: Promise<string>; readAt: number }>();

async function read(secretId: string): Promise<string> {
  const sdk = load('@aws-sdk/client-secrets-manager') as typeof SecretsManagerModule;
  client ??= new sdk.SecretsManagerClient({ region: config.region });
  const { SecretString } = await client.send(new sdk.GetSecretValueCommand({ SecretId: secretId }));
  if (typeof SecretString !== 'string' || SecretString === '') throw new Error(`Secret ${secretId} is empty`);
  return SecretString;
}

/** A secret's value from Secrets Manager, cached for a quarter of an hour; a failed read is not cached. */
export async function secretValue(secretId: string): Promise<string> {
  const cached = cache.get(secretId);
  if (cached && Date.now() - cached.readAt < SECRET_MAX_AGE_MS) return cached.value;
  const value = read(secretId);
  cache.set(secretId, { value, readAt: Date.now() });
  value.catch(() => cache.delete(secretId));
  return value;
}
