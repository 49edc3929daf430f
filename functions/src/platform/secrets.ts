import { getSecret } from '@aws-lambda-powertools/parameters/secrets';

/** How long a secret's value is kept in the container before it is read again (Powertools Parameters' cache). */
const SECRET_MAX_AGE_S = 15 * 60;

/** A secret's value from Secrets Manager, cached for a quarter of an hour (a rotated key is picked up then). */
export async function secretValue(secretId: string): Promise<string> {
  const value = await getSecret<string>(secretId, { maxAge: SECRET_MAX_AGE_S });
  if (typeof value !== 'string' || value === '') throw new Error(`Secret ${secretId} is empty`);
  return value;
}
