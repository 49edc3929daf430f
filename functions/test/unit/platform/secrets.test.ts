import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * Secrets in AWS come through Powertools Parameters' secrets provider; here a stand-in provider records what it is
 * asked and fails on demand (Parameters itself keeps each value for the max age it is given).
 */
const asked: { name: string; maxAge?: number }[] = [];
const failures = { get: 0 };
vi.mock('@aws-lambda-powertools/parameters/secrets', () => ({
  SecretsProvider: class {
    async get(name: string, options: { maxAge?: number }) {
      asked.push({ name, maxAge: options.maxAge });
      if (failures.get > 0 && failures.get--) throw new Error('Secrets Manager is unreachable');
      return name === 'arn:empty' ? '' : `value of ${name}`;
    }
  },
}));

process.env.AWS_REGION ??= 'ap-south-1';
const { secretValue, SECRET_MAX_AGE_SECONDS } = await import('../../../src/platform/secrets.ts');

beforeEach(() => {
  asked.length = 0;
});

describe('secrets read from Secrets Manager', () => {
  it('every secret is read with a max age of a quarter of an hour, so a rotated value is picked up within it', async () => {
    await expect(secretValue('arn:stripe')).resolves.toBe('value of arn:stripe');
    await expect(secretValue('arn:cursor')).resolves.toBe('value of arn:cursor');
    expect(SECRET_MAX_AGE_SECONDS).toBe(900);
    expect(asked).toEqual([
      { name: 'arn:stripe', maxAge: 900 },
      { name: 'arn:cursor', maxAge: 900 },
    ]);
  });

  it('a failed read fails that call only: the next call reads again', async () => {
    failures.get = 1;
    await expect(secretValue('arn:stripe')).rejects.toThrow('Secrets Manager is unreachable');
    await expect(secretValue('arn:stripe')).resolves.toBe('value of arn:stripe');
    expect(asked).toHaveLength(2);
  });

  it('an empty secret is an error that names it, never an empty key', async () => {
    await expect(secretValue('arn:empty')).rejects.toThrow('Secret arn:empty is empty');
  });
});
