import { exportJWK, generateKeyPair } from 'jose';

/**
 * A fresh ES256 pair and the token settings in the environment, as `npm start` sets them, so the real token code
 * signs and verifies; to be awaited before the first token is made or checked (both read the settings once).
 */
export async function useFreshSigningKeys(): Promise<void> {
  const { publicKey, privateKey } = await generateKeyPair('ES256', { extractable: true });
  Object.assign(process.env, {
    JWT_PUBLIC_JWK: JSON.stringify(await exportJWK(publicKey)),
    JWT_PRIVATE_JWK: JSON.stringify(await exportJWK(privateKey)),
    TOKEN_ISSUER: 'https://tiffin.local',
    TOKEN_AUDIENCE: 'tiffin-unit',
  });
}
