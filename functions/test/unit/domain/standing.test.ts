import { describe, expect, it } from 'vitest';
import type { AccountRecord } from '#domain/model';
import { STANDING_MESSAGES, checkStanding } from '#domain/users/standing';
import { SESSION_EXPIRED } from '#platform/tokens';
import { anAccount, fakePorts } from '../support/fakes.ts';

/** Every protected call reads the account: old tokens, revoked sellers and an unfinished first login are refused. */
function withAccount(account: Partial<AccountRecord>) {
  const { ports, tables } = fakePorts();
  tables.accounts.set('u-1', anAccount({ id: 'u-1', ...account }));
  return ports;
}

describe('standing of a caller', () => {
  it('a token issued before the last password change is refused', async () => {
    const ports = withAccount({ tokenVersion: 2 });
    await expect(checkStanding(ports, { sub: 'u-1', role: 'customer', ver: 1 }, false)).rejects.toMatchObject({
      statusCode: 401,
      message: SESSION_EXPIRED,
    });
    expect(await checkStanding(ports, { sub: 'u-1', role: 'customer', ver: 2 }, false)).toMatchObject({ id: 'u-1' });
  });

  it('a deleted account, or a token of another role, is refused', async () => {
    const ports = withAccount({});
    await expect(checkStanding(ports, { sub: 'u-9', role: 'customer', ver: 0 }, false)).rejects.toMatchObject({
      message: STANDING_MESSAGES.gone,
    });
    await expect(checkStanding(ports, { sub: 'u-1', role: 'seller', ver: 0 }, false)).rejects.toMatchObject({
      message: STANDING_MESSAGES.gone,
    });
  });

  it('a revoked seller is refused at once', async () => {
    const ports = withAccount({ role: 'seller', approved: false });
    await expect(checkStanding(ports, { sub: 'u-1', role: 'seller', ver: 0 }, false)).rejects.toMatchObject({
      code: 'SELLER_NOT_APPROVED',
    });
  });

  it('an admin who has not changed the initial password may only change it', async () => {
    const ports = withAccount({ role: 'admin', isFirstLogin: true });
    await expect(checkStanding(ports, { sub: 'u-1', role: 'admin', ver: 0 }, false)).rejects.toMatchObject({
      code: 'PASSWORD_CHANGE_REQUIRED',
    });
    expect(await checkStanding(ports, { sub: 'u-1', role: 'admin', ver: 0 }, true)).toMatchObject({ id: 'u-1' });
  });
});
