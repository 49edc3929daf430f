import { generateKeyPairSync, createPrivateKey, createPublicKey } from 'node:crypto';
import { GetSecretValueCommand, PutSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import type { CdkCustomResourceEvent, CdkCustomResourceResponse } from 'aws-lambda';

const secrets = new SecretsManagerClient({});

/**
 * Custom resource: on create, makes the ES256 (P-256) token-signing key pair, stores the private JWK
 * in the secret and answers the public JWK. Updates keep the key (tokens in flight stay valid).
 */
export async function handler(event: CdkCustomResourceEvent): Promise<CdkCustomResourceResponse> {
  const secretId = event.ResourceProperties.SecretArn as string;
  if (event.RequestType === 'Delete') return { PhysicalResourceId: event.PhysicalResourceId };

  let privateJwk: string | undefined;
  if (event.RequestType === 'Update') {
    const current = await secrets.send(new GetSecretValueCommand({ SecretId: secretId }));
    if (current.SecretString?.includes('"d"')) privateJwk = current.SecretString;
  }
  if (!privateJwk) {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    privateJwk = JSON.stringify(privateKey.export({ format: 'jwk' }));
    await secrets.send(new PutSecretValueCommand({ SecretId: secretId, SecretString: privateJwk }));
  }
  const publicJwk = createPublicKey(createPrivateKey({ key: JSON.parse(privateJwk), format: 'jwk' })).export({
    format: 'jwk',
  });
  return { PhysicalResourceId: `${secretId}#signing-key`, Data: { PublicJwk: JSON.stringify(publicJwk) } };
}
