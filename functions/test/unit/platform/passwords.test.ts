import { afterEach, describe, expect, it, vi } from 'vitest';

/** The password hash's cost, as the owner of an account would state it. Each rule reads the settings afresh. */
// A hash at the production cost takes 0.3-1 s, several on a busy machine.
const PRODUCTION_HASHING_MS = 30_000;
async function passwordsWith(cost: string | undefined) {
  vi.resetModules();
  vi.stubEnv('PASSWORD_HASH_COST', cost);
  return import('#platform/passwords');
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('password hashes', () => {
  it(
    'a deployed function, which sets no cost, hashes with scrypt N=2^17, r=8, p=1 and the hash names them',
    async () => {
      const { hashPassword, verifyPassword } = await passwordsWith(undefined);
      const stored = await hashPassword('Customer@123');
      expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
      await expect(verifyPassword('Customer@123', stored)).resolves.toBe(true);
    },
    PRODUCTION_HASHING_MS,
  );

  it(
    'a hash made at the lower test cost names its own N, and a production hash still verifies there',
    async () => {
      const production = await (await passwordsWith(undefined)).hashPassword('Seller@123');
      const { hashPassword, verifyPassword } = await passwordsWith('10');
      const cheap = await hashPassword('Seller@123');
      expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
      await expect(verifyPassword('Seller@123', cheap)).resolves.toBe(true);
      await expect(verifyPassword('Seller@123', production)).resolves.toBe(true);
      await expect(verifyPassword('Seller@124', production)).resolves.toBe(false);
    },
    PRODUCTION_HASHING_MS,
  );

  it.each(['9', '21', '16.5', 'seventeen'])('a cost of %s is refused before anything is hashed', async (cost) => {
    const { hashPassword } = await passwordsWith(cost);
    await expect(hashPassword('Customer@123')).rejects.toThrow(/PASSWORD_HASH_COST must be a whole number/);
  });
});
