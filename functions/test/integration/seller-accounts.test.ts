import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SellerApprovalAnswer, SellerPage } from '@tiffin/shared/api/admin';
import { keys } from '#data/keys';
import { tokenFor, pathOf } from './support/api.ts';
import { latestCode } from './support/inbox.ts';
import { getItem, setAttributes } from './support/table.ts';
import { useStack } from './support/stack.ts';

/** A seller's email cannot be squatted: pending sign-ups expire, a disputed one keeps no password, sellers reset. */

const { api } = await useStack();
let adminToken: string;
beforeAll(async () => {
  adminToken = await tokenFor('admin');
});

/** The admin's whole sellers list, every page of it. */
const sellers = () => api.allPages<SellerPage['items'][number]>(pathOf('admin/list-sellers'), adminToken, {}, '100');

const newEmail = () => `squat-${randomUUID().slice(0, 8)}@example.com`;
interface CodeRequest {
  message: string;
  requestId: string;
  code?: string;
}

const signUp = (email: string, password: string, sellerName = 'Meera Joshi') =>
  api.call<CodeRequest>('seller/signup', {
    body: {
      sellerName,
      phone: '9876543210',
      email,
      password,
      restaurantName: `${sellerName}'s Wada`,
      latitude: 18.5204,
      longitude: 73.8567,
    },
  });
const verify = (email: string, requestId: string) =>
  latestCode(email, 6).then((code) =>
    api.call('seller/verify', { body: { email, verificationEmail: code, requestId } }),
  );
const login = (email: string, password: string) =>
  api.call<{ token?: string; code?: string }>('seller/login', { body: { email, password } });
const sellerIdOf = async (email: string) => (await getItem(keys.email(email, 'seller')))!.userId as string;
const approve = (sellerId: string, isApproved = true) =>
  api.call<SellerApprovalAnswer>('admin/approve-seller', {
    params: { id: sellerId },
    token: adminToken,
    body: { isApproved },
  });

/** The seller reset flow, as the screens call it. */
async function resetSellerPassword(email: string, newPassword: string) {
  const asked = await api.call<CodeRequest>('seller/forgot-password', { body: { email } });
  expect(asked.status).toBe(200);
  const otp = await latestCode(email, 4);
  const checked = await api.call<{ resetToken: string }>('seller/verify-reset-otp', {
    body: { email, otp, requestId: asked.body.requestId },
  });
  expect(checked.status).toBe(200);
  return api.call('seller/reset-password', {
    body: { email, newPassword, resetToken: checked.body.resetToken },
  });
}

describe("a seller's email cannot be squatted", () => {
  it('a stranger who signed up a seller email first cannot log in with his password once the owner signs up and verifies; the owner sets one through the reset', async () => {
    const email = newEmail();
    expect((await signUp(email, 'Attacker@1', 'Mallory')).status).toBe(201);
    const owners = await signUp(email, 'Owner@123');
    expect(owners.status).toBe(201);
    const verified = await verify(email, owners.body.requestId);
    expect(verified).toMatchObject({ status: 200, body: { message: expect.stringMatching(/Forgot password/) } });
    expect((await approve(await sellerIdOf(email))).status).toBe(200);

    expect((await login(email, 'Attacker@1')).status).toBe(401);
    expect((await login(email, 'Owner@123')).status).toBe(401);
    expect((await resetSellerPassword(email, 'Owner@456')).status).toBe(200);
    expect((await login(email, 'Owner@456')).status).toBe(200);
    expect((await login(email, 'Attacker@1')).status).toBe(401);
  });

  it("an unverified seller sign-up expires: the owner then signs up as new, and the stranger's sign-up neither logs in nor shows to the admin", async () => {
    const email = newEmail();
    expect((await signUp(email, 'Attacker@1', 'Mallory')).status).toBe(201);
    const strangersId = await sellerIdOf(email);
    const stranger = (await getItem(keys.user(strangersId)))!;
    // It expires within hours, by DynamoDB TTL on the account, its email and its restaurant.
    const hoursLeft = ((stranger.expiresAt as number) * 1000 - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(1);
    expect(hoursLeft).toBeLessThanOrEqual(48);
    expect((await getItem(keys.email(email, 'seller')))!.expiresAt).toBe(stranger.expiresAt);
    expect((await getItem(keys.restaurant(stranger.restaurantId as string)))!.expiresAt).toBe(stranger.expiresAt);

    // The lifetime is over, and TTL has not deleted the items yet.
    const past = Math.floor(Date.now() / 1000) - 60;
    await setAttributes(keys.user(strangersId), { expiresAt: past });
    await setAttributes(keys.email(email, 'seller'), { expiresAt: past });
    await setAttributes(keys.user(strangersId), { approved: true });
    expect((await login(email, 'Attacker@1')).status).toBe(401);

    const owners = await signUp(email, 'Owner@123');
    expect(owners.status).toBe(201);
    expect(await sellerIdOf(email)).not.toBe(strangersId);
    expect((await verify(email, owners.body.requestId)).body).toMatchObject({
      message: 'Email verified successfully. You can log in once the admin approves your account.',
    });
    const ids = (await sellers()).map((row) => row._id);
    expect(ids).not.toContain(strangersId);
    expect(ids).toContain(await sellerIdOf(email));
    // A verified seller no longer expires.
    expect((await getItem(keys.user(await sellerIdOf(email))))!.expiresAt).toBeUndefined();
    expect((await getItem(keys.email(email, 'seller')))!.expiresAt).toBeUndefined();
  });
});

describe('sellers reset a forgotten password as customers do', () => {
  it('a seller resets the password with the code mailed to the email, and the old password and sessions end', async () => {
    const email = newEmail();
    const signedUp = await signUp(email, 'Seller@123');
    expect((await verify(email, signedUp.body.requestId)).status).toBe(200);
    expect((await approve(await sellerIdOf(email))).status).toBe(200);
    const { token } = (await login(email, 'Seller@123')).body;

    expect((await resetSellerPassword(email, 'Fresh@456')).status).toBe(200);
    expect((await login(email, 'Seller@123')).status).toBe(401);
    expect((await login(email, 'Fresh@456')).status).toBe(200);
    expect((await api.call('seller/get-profile', { token })).status).toBe(401);
  });

  it("a customer's reset of the same email does not reset the seller's password, nor the reverse", async () => {
    const email = newEmail();
    const signedUp = await signUp(email, 'Seller@123');
    expect((await verify(email, signedUp.body.requestId)).status).toBe(200);
    const registered = await api.call<CodeRequest>('users/register', {
      body: { username: 'Meera', email, phoneno: '9876543210', password: 'Custo@123' },
    });
    const code = await latestCode(email, 6);
    const customerVerify = { email, verificationEmail: code, requestId: registered.body.requestId };
    expect((await api.call('users/verify', { body: customerVerify })).status).toBe(200);

    const asked = await api.call<CodeRequest>('users/forgot-password', { body: { email } });
    const otp = await latestCode(email, 4);
    // The customer's code is no seller's code.
    const asSeller = { email, otp, requestId: asked.body.requestId };
    expect((await api.call('seller/verify-reset-otp', { body: asSeller })).status).toBe(400);
    const checked = await api.call<{ resetToken: string }>('users/verify-reset-otp', {
      body: asSeller,
    });
    expect(checked.status).toBe(200);
    // The customer's reset token is no seller's token.
    const sellerReset = await api.call('seller/reset-password', {
      body: { email, newPassword: 'Hacked@1', resetToken: checked.body.resetToken },
    });
    expect(sellerReset.status).toBe(400);
    await setAttributes(keys.user(await sellerIdOf(email)), { approved: true });
    expect((await login(email, 'Seller@123')).status).toBe(200);
  });

  it('seller forgot-password answers the same whether or not the email has a seller account', async () => {
    const known = await api.call<CodeRequest>('seller/forgot-password', {
      body: { email: 'seller@tiffin.local' },
    });
    const unknown = await api.call<CodeRequest>('seller/forgot-password', { body: { email: newEmail() } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ ...known.body, requestId: expect.stringMatching(/^[\w-]{22}$/) });
  });
});

describe('the admin approves only sellers who proved their email', () => {
  it('the sellers list says whether each seller verified; approving an unverified one is refused (409) and changes nothing, revoking works', async () => {
    const email = newEmail();
    expect((await signUp(email, 'Seller@123')).status).toBe(201);
    const sellerId = await sellerIdOf(email);
    const row = async () => (await sellers()).find((item) => item._id === sellerId);
    expect(await row()).toMatchObject({ isVerified: false, isApproved: false });

    const refused = await approve(sellerId);
    expect(refused).toMatchObject({
      status: 409,
      body: { message: 'This seller has not verified their email yet, so they cannot be approved.' },
    });
    expect(await getItem(keys.user(sellerId))).toMatchObject({ approved: false });
    expect((await approve(sellerId, false)).status).toBe(200);

    const seeded = (await sellers()).find((item) => item.email === 'seller@tiffin.local');
    expect(seeded).toMatchObject({ isVerified: true, isApproved: true });
  });
});
