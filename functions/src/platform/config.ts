/** Configuration read once at start-up; a missing required variable fails loudly (Powertools habit). */
export function getStringFromEnv(name: string, fallback?: string): string {
  const value = process.env[name] ?? fallback;
  if (value === undefined || value === '') throw new Error(`Missing environment variable ${name}`);
  return value;
}

export const config = {
  get tableName() {
    return getStringFromEnv('TABLE_NAME', 'tiffin');
  },
  get region() {
    return getStringFromEnv('AWS_REGION', 'ap-south-1');
  },
  /** Set only locally: the DynamoDB Local endpoint. */
  get dynamoEndpoint() {
    return process.env.DYNAMODB_ENDPOINT;
  },
  get tokenIssuer() {
    return getStringFromEnv('TOKEN_ISSUER', 'https://tiffin.local');
  },
  get tokenAudience() {
    return getStringFromEnv('TOKEN_AUDIENCE', 'tiffin-web');
  },
};
