import { describe, expect, it } from 'vitest';
import type { AccountRecord } from '#domain/model';
import { MAX_LOGGED_OUT, logout } from '#domain/users/accounts';
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

describe('logout', () => {
  const HOUR = 3600;
  const at = (ports: ReturnType<typeof withAccount>) => Math.floor(ports.clock.now().getTime() / 1000);

  it('the token that logged out is refused until it expires; another token of the account is not', async () => {
    const ports = withAccount({});
    const now = at(ports);
    await logout(ports, { sub: 'u-1', ver: 0, jti: 'laptop', exp: now + HOUR });
    await expect(
      checkStanding(ports, { sub: 'u-1', role: 'customer', ver: 0, jti: 'laptop' }, false),
    ).rejects.toMatchObject({ statusCode: 401, message: SESSION_EXPIRED });
    expect(await checkStanding(ports, { sub: 'u-1', role: 'customer', ver: 0, jti: 'phone' }, false)).toMatchObject({
      id: 'u-1',
    });
  });

  it('an account remembers only logged-out tokens that have not expired', async () => {
    const ports = withAccount({ loggedOut: { old: 1, live: Number.MAX_SAFE_INTEGER } });
    await logout(ports, { sub: 'u-1', ver: 0, jti: 'new', exp: at(ports) + HOUR });
    expect(Object.keys((await ports.accounts.getAccount('u-1'))!.loggedOut!).sort()).toEqual(['live', 'new']);
  });

  it(`an attacker logging in and out without end ends every session once ${MAX_LOGGED_OUT} logouts are remembered`, async () => {
    const ports = withAccount({});
    const exp = at(ports) + HOUR;
    for (let i = 0; i < MAX_LOGGED_OUT; i++) await logout(ports, { sub: 'u-1', ver: 0, jti: `t-${i}`, exp });
    expect(Object.keys((await ports.accounts.getAccount('u-1'))!.loggedOut!)).toHaveLength(MAX_LOGGED_OUT);
    await logout(ports, { sub: 'u-1', ver: 0, jti: 'one-more', exp });
    const account = (await ports.accounts.getAccount('u-1'))!;
    expect(account.loggedOut).toBeUndefined();
    expect(account.tokenVersion).toBe(1);
  });
});
