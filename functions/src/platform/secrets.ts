import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { config } from './config.ts';

let client: SecretsManagerClient | undefined;
const cache = new Map<string, Promise<string>>();

/** A secret's value, read once per container (cold start) and kept in memory. */
export function secretValue(secretId: string): Promise<string> {
  let value = cache.get(secretId);
  if (!value) {
    client ??= new SecretsManagerClient({ region: config.region });
    value = client.send(new GetSecretValueCommand({ SecretId: secretId })).then((output) => {
      if (!output.SecretString) throw new Error(`Secret ${secretId} is empty`);
      return output.SecretString;
    });
    value.catch(() => cache.delete(secretId));
    cache.set(secretId, value);
  }
  return value;
}
