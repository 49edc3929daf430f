import type { SecretsProvider } from '@aws-lambda-powertools/parameters/secrets';
import { config } from './config.ts';
import { traced } from './tracer.ts';

/** How long a secret's value is kept in the container before it is read again (a rotated key is picked up then). */
export const SECRET_MAX_AGE_SECONDS = 15 * 60;

/**
 * Secrets Manager through Powertools Parameters: the secrets provider (what `getSecret` uses), over a client the
 * Tracer captures, keeps each value `SECRET_MAX_AGE_SECONDS` and caches only values it read, so a failed read is tried
 * again on the next call. Loaded on the first read: only the functions that read a secret in AWS (the token signers,
 * the payment routes, the cursor key, the admin job) load it; locally the same settings come from plain variables.
 */
let provider: Promise<SecretsProvider> | undefined;

function secretsProvider(): Promise<SecretsProvider> {
  if (provider) return provider;
  provider = Promise.all([
    import('@aws-lambda-powertools/parameters/secrets'),
    import('@aws-sdk/client-secrets-manager'),
  ]).then(
    ([{ SecretsProvider }, { SecretsManagerClient }]) =>
      new SecretsProvider({ awsSdkV3Client: traced(new SecretsManagerClient({ region: config.region })) }),
  );
  // A failed load is not kept: the next read loads again.
  provider.catch(() => (provider = undefined));
  return provider;
}

/** A secret's string value, at most SECRET_MAX_AGE_SECONDS old. */
export async function secretValue(secretId: string): Promise<string> {
  const value = await (await secretsProvider()).get(secretId, { maxAge: SECRET_MAX_AGE_SECONDS });
  if (typeof value !== 'string' || value === '') throw new Error(`Secret ${secretId} is empty`);
  return value;
}
