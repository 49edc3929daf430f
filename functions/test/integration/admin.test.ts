import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminLoginAnswer,
  AllOrdersPage,
  DashboardStats,
  RestaurantAdminPage,
  SellerApprovalAnswer,
  SellerPage,
  UserPage,
} from '@tiffin/shared/api/admin';
import type { FoodPage, RestaurantPage } from '@tiffin/shared/api/catalogue';
import type { OrderPage, OrderStatus } from '@tiffin/shared/api/orders';
import { pathFor, routeList, type RouteDef } from '@tiffin/shared/api/routes';
import { addWeeks, indiaDate, startOfIndiaWeek } from '@tiffin/shared/india-time';
import { rupeesToPaise, type Paise } from '@tiffin/shared/money';
import { accountItem, emailItem } from '#data/accounts';
import { getMarketplaceCounters, marketplaceWeeks } from '#data/counters';
import type { AccountRecord } from '#domain/model';
import { FOOD_LISTING_ATTRIBUTES, foodItem } from '#data/dishes';
import { restaurantItem } from '#data/restaurants';
import { keys } from '#data/keys';
import { orderItem } from '#data/orders';
import { hashPassword } from '#platform/passwords';
import { tokenFor, pathOf } from './support/api.ts';
import { addNumbers, getItem, putItem, setAttributes } from './support/table.ts';
import { useStack } from './support/stack.ts';

const { api } = await useStack();
let adminToken: string;
let sellerPasswordHash: string;
beforeAll(async () => {
  adminToken = await tokenFor('admin');
  sellerPasswordHash = await hashPassword(SELLER_PASSWORD);
});

const SELLER_PASSWORD = 'Seller@123';
const FIRST_ADMIN_PASSWORD = 'Admin@123';
/** Jaipur is no seed city: these tests' restaurants never show up in the catalogue tests' cities. */
const CITY = 'jaipur';
const PLACE = { city: 'Jaipur', address: 'MI Road, Jaipur, Rajasthan 302001', latitude: 26.9124, longitude: 75.7873 };
const CATEGORY = { _id: 'cat-thali', cat: 'Thali', catimg: 'http://localhost/images/category/thali.svg' };
const SHIPPING = {
  address: '1 Hawa Mahal Road',
  city: 'Jaipur',
  pincode: '302002',
  country: 'India',
  phone: '9876543210',
};

const tag = () => randomUUID().slice(0, 8);
const adminRoutes = routeList.filter((route) => route.role === 'admin');
const label = (route: RouteDef) => `${route.method} ${route.path}`;
const samplePath = (route: RouteDef) => pathFor(route.path, { id: 'no-such-id' });

interface Shop {
  sellerId: string;
  email: string;
  restaurantId: string;
  restaurantName: string;
  dishes: { id: string; name: string; price: Paise }[];
  token: string;
}

/** A seller with a restaurant and two dishes, as the seller sign-up and menu writes leave them. */
async function newShop({ approved }: { approved: boolean }): Promise<Shop> {
  const id = tag();
  const createdAt = new Date().toISOString();
  const shop = {
    sellerId: `u-test-seller-${id}`,
    email: `seller-${id}@example.com`,
    restaurantId: `r-test-${id}`,
    restaurantName: `Pink City Kitchen ${id}`,
    dishes: [
      { id: `f-test-${id}-a`, name: `Dal Baati ${id}`, price: 24950 },
      { id: `f-test-${id}-b`, name: `Ghevar ${id}`, price: 12005 },
    ],
  };
  const account: AccountRecord = {
    id: shop.sellerId,
    role: 'seller',
    username: `Owner ${id}`,
    email: shop.email,
    phoneno: '9876501234',
    passwordHash: sellerPasswordHash,
    verified: true,
    approved,
    restaurantId: shop.restaurantId,
    createdAt,
  };
  const restaurant = {
    id: shop.restaurantId,
    name: shop.restaurantName,
    image: 'http://localhost/images/restaurant/test.svg',
    description: 'A restaurant made for the admin tests',
    ...PLACE,
  };
  await putItem(accountItem(account));
  await putItem(emailItem(account));
  await putItem(
    restaurantItem({
      ...restaurant,
      sellerId: shop.sellerId,
      listed: approved,
      createdAt,
      ratingSum: 0,
      ratingCount: 0,
    }),
  );
  for (const [i, dish] of shop.dishes.entries()) {
    await putItem(
      foodItem({
        ...dish,
        foodType: 'veg',
        category: CATEGORY,
        image: 'http://localhost/images/food/test.svg',
        description: 'A dish made for the admin tests',
        quantity: 10 + i,
        restaurant: { id: restaurant.id, name: restaurant.name, ...PLACE },
        listed: approved,
        createdAt,
        ratingSum: 0,
        ratingCount: 0,
      }),
    );
  }
  // What the seller sign-up transaction adds to the counters.
  await addNumbers(keys.marketplaceStats(), { totalSellers: 1, totalRestaurants: 1 });
  return { ...shop, token: await tokenFor('seller', shop.sellerId) };
}

/** An order as the order writes leave it: the item, then the counters of its creation and of its delivery. */
async function recordOrder(input: {
  restaurant: { id: string; name: string };
  payable: Paise;
  status: OrderStatus;
  userId?: string;
  lines?: { id: string; name: string; price: Paise }[];
  createdAt?: string;
}) {
  const orderId = `TF-T${tag().toUpperCase()}`;
  const createdAt = input.createdAt ?? new Date().toISOString();
  const lines = (input.lines ?? [{ id: 'f-gone', name: 'Thali', price: input.payable }]).map((line) => ({
    foodId: line.id,
    name: line.name,
    price: line.price,
    image: 'http://localhost/images/food/test.svg',
    quantity: 1,
    reviewed: false,
  }));
  const subtotal = lines.reduce((sum, line) => sum + line.price, 0);
  await putItem(
    orderItem({
      orderId,
      userId: input.userId ?? `buyer-${tag()}`,
      customerName: 'Admin Test Buyer',
      customerEmail: 'buyer@example.com',
      restaurantId: input.restaurant.id,
      restaurantName: input.restaurant.name,
      lines,
      restaurantReviewed: false,
      shippingInfo: SHIPPING,
      remark: '',
      quote: {
        subtotal,
        tax: Math.round(subtotal * 0.05),
        cartTotal: subtotal + Math.round(subtotal * 0.05),
        distanceKm: 2,
        deliveryFee: 0,
        discount: subtotal - input.payable,
        payable: input.payable,
      },
      orderStatus: input.status,
      paymentStatus: 'Paid',
      paymentIntentId: `pi_test_${orderId}`,
      statusHistory: [{ status: input.status, at: createdAt }],
      createdAt,
    }),
  );
  await addNumbers(keys.marketplaceStats(), { totalOrders: 1 });
  if (input.status === 'Delivered') {
    await addNumbers(keys.marketplaceStats(), { deliveredOrders: 1, revenue: input.payable });
    await addNumbers(
      keys.restaurantStats(input.restaurant.id),
      { deliveredOrders: 1, revenue: input.payable },
      { entity: 'RestaurantStats', restaurantId: input.restaurant.id, name: input.restaurant.name },
    );
  }
  return orderId;
}

async function newFirstLoginAdmin() {
  const id = tag();
  const account: AccountRecord = {
    id: `u-test-admin-${id}`,
    role: 'admin',
    username: 'Second Admin',
    email: `admin-${id}@example.com`,
    phoneno: '9000000011',
    passwordHash: await hashPassword(FIRST_ADMIN_PASSWORD),
    verified: true,
    isFirstLogin: true,
    createdAt: new Date().toISOString(),
  };
  await putItem(accountItem(account));
  await putItem(emailItem(account));
  return account;
}

const adminLogin = (email: string, password: string) =>
  api.call<AdminLoginAnswer>('admin/login', { body: { email, password } });
const approve = (sellerId: string, isApproved: boolean, token = adminToken) =>
  api.call<SellerApprovalAnswer>('admin/approve-seller', { params: { id: sellerId }, token, body: { isApproved } });
const stats = async () => (await api.call<DashboardStats>('admin/stats', { token: adminToken })).body;
const accountOf = (id: string) => getItem(keys.user(id));

/** What a customer of the city can see of a shop, through every customer listing. */
async function customerView(shop: Shop) {
  const restaurants = await api.call<RestaurantPage>('catalogue/list-restaurants', {
    query: { city: CITY, limit: '100' },
  });
  const foods = await api.call<FoodPage>('catalogue/list-foods', { query: { city: CITY, limit: '100' } });
  const menu = await api.call('catalogue/list-restaurant-foods', { params: { id: shop.restaurantId } });
  const details = await Promise.all(
    shop.dishes.map((dish) => api.call('catalogue/get-food', { params: { id: dish.id } })),
  );
  return {
    restaurantListed: restaurants.body.items.some((r) => r._id === shop.restaurantId),
    dishesListed: shop.dishes.filter((dish) => foods.body.items.some((f) => f._id === dish.id)).length,
    menuStatus: menu.status,
    detailStatuses: details.map((detail) => detail.status),
  };
}
const VISIBLE = { restaurantListed: true, dishesListed: 2, menuStatus: 200, detailStatuses: [200, 200] };
const HIDDEN = { restaurantListed: false, dishesListed: 0, menuStatus: 404, detailStatuses: [404, 404] };

/** The seller preset reads the approval on every seller call. */
async function expectSellerAdmitted(shop: Shop, admitted: boolean) {
  const answer = await api.call<{ code?: string }>('seller/list-foods', { token: shop.token });
  if (admitted) expect(answer.status).toBe(200);
  else expect(answer).toMatchObject({ status: 403, body: { code: 'SELLER_NOT_APPROVED' } });
  const login = await api.call<{ token?: string }>('seller/login', {
    body: { email: shop.email, password: SELLER_PASSWORD },
  });
  if (admitted) expect(login.body.token).toEqual(expect.any(String));
  else {
    expect([401, 403]).toContain(login.status);
    expect(login.body.token).toBeUndefined();
  }
}

const allPages = <T>(path: string, query: Record<string, string> = {}, limit = '5') =>
  api.allPages<T>(path, adminToken, query, limit);

describe('admin sign-in and the first login', () => {
  it('an admin logs in with the email in any case and is told isFirstLogin while the first password is unchanged', async () => {
    const admin = await newFirstLoginAdmin();
    const answer = await adminLogin(`  ${admin.email.toUpperCase()} `, FIRST_ADMIN_PASSWORD);
    expect(answer).toMatchObject({
      status: 200,
      body: { token: expect.any(String), isFirstLogin: true, message: 'Login successful' },
    });
  });

  it('until the password change every admin route but the update answers 403 Password change required; then all work', async () => {
    const admin = await newFirstLoginAdmin();
    const { token } = (await adminLogin(admin.email, FIRST_ADMIN_PASSWORD)).body;

    for (const route of adminRoutes.filter(
      (r) => r.handler !== 'admin/update-password' && r.handler !== 'admin/logout',
    )) {
      const body = route.method === 'PUT' ? { isApproved: true } : undefined;
      expect(await api.raw(route.method, samplePath(route), { token, body }), label(route)).toMatchObject({
        status: 403,
        body: { message: 'Password change required', code: 'PASSWORD_CHANGE_REQUIRED' },
      });
    }

    const update = (body: Record<string, unknown>) =>
      api.call('admin/update-password', { token, body: { currentPassword: FIRST_ADMIN_PASSWORD, ...body } });
    expect(await update({ email: 'admin@tiffin.local', newPassword: 'Changed@123' })).toMatchObject({
      status: 403,
      body: { message: 'You can only change your own password.' },
    });
    expect(await update({ email: admin.email, newPassword: 'weakpass' })).toMatchObject({
      status: 400,
      body: { message: 'Password must include 6+ characters, uppercase, lowercase, number & special char' },
    });
    const changed = await update({ email: admin.email.toUpperCase(), newPassword: 'Changed@123' });
    expect(changed).toMatchObject({
      status: 200,
      body: { message: 'Password updated successfully', token: expect.any(String) },
    });
    // The change ends the session it was made in; its answer carries the next one.
    expect(await api.call('admin/stats', { token })).toMatchObject({ status: 401 });
    const next = (changed.body as unknown as { token: string }).token;

    // Every route but the logout, which would end this session.
    for (const route of adminRoutes.filter((r) => r.handler !== 'admin/logout')) {
      const body = route.method === 'PUT' ? {} : undefined;
      const answer = await api.raw(route.method, samplePath(route), { token: next, body });
      expect([401, 403], label(route)).not.toContain(answer.status);
      expect(answer.status, label(route)).toBeLessThan(500);
    }
    expect((await api.call('admin/stats', { token: next })).status).toBe(200);

    expect((await adminLogin(admin.email, 'Changed@123')).body).toMatchObject({ isFirstLogin: false });
    expect(await adminLogin(admin.email, FIRST_ADMIN_PASSWORD)).toMatchObject({
      status: 401,
      body: { message: 'Invalid email or password' },
    });
  });

  it('the forced first change refuses the initial password, and no later change may reuse it', async () => {
    const admin = await newFirstLoginAdmin();
    let { token } = (await adminLogin(admin.email, FIRST_ADMIN_PASSWORD)).body;
    let currentPassword = FIRST_ADMIN_PASSWORD;
    const update = (newPassword: string) =>
      api.call<{ message: string; token?: string }>('admin/update-password', {
        token,
        body: { email: admin.email, currentPassword, newPassword },
      });
    const reuse = {
      status: 400,
      body: { message: 'The new password must be different from the initial and the current password.' },
    };
    expect(await update(FIRST_ADMIN_PASSWORD)).toMatchObject(reuse);
    expect((await accountOf(admin.id))!.isFirstLogin).toBe(true);
    expect((await adminLogin(admin.email, FIRST_ADMIN_PASSWORD)).body.isFirstLogin).toBe(true);

    const first = await update('Second@123');
    expect(first.status).toBe(200);
    token = first.body.token!;
    currentPassword = 'Second@123';
    expect(await update('Second@123')).toMatchObject(reuse);
    expect(await update(FIRST_ADMIN_PASSWORD)).toMatchObject(reuse);
    expect((await update('Third@123')).status).toBe(200);
    expect((await adminLogin(admin.email, 'Third@123')).status).toBe(200);
  });

  it("the admin's password change asks for the current password: a session alone cannot change it", async () => {
    const admin = await newFirstLoginAdmin();
    const { token } = (await adminLogin(admin.email, FIRST_ADMIN_PASSWORD)).body;
    const before = await accountOf(admin.id);
    const update = (body: Record<string, unknown>) => api.call('admin/update-password', { token, body });
    expect(await update({ email: admin.email, newPassword: 'Stolen@123' })).toMatchObject({
      status: 400,
      body: { message: 'Current password is required' },
    });
    expect(await update({ email: admin.email, currentPassword: 'Guess@123', newPassword: 'Stolen@123' })).toMatchObject(
      { status: 400, body: { message: 'Current password is incorrect.' } },
    );
    expect(await accountOf(admin.id)).toEqual(before);
    const changed = await update({
      email: admin.email,
      currentPassword: FIRST_ADMIN_PASSWORD,
      newPassword: 'Owner@123',
    });
    expect(changed.status).toBe(200);
    expect((await adminLogin(admin.email, 'Owner@123')).status).toBe(200);
  });

  it('an admin who changes the password stays signed in with the new token and the old token of another session is refused', async () => {
    const admin = await newFirstLoginAdmin();
    const here = (await adminLogin(admin.email, FIRST_ADMIN_PASSWORD)).body.token;
    const elsewhere = (await adminLogin(admin.email, FIRST_ADMIN_PASSWORD)).body.token;
    const first = await api.call<{ message: string; token: string }>('admin/update-password', {
      token: here,
      body: { email: admin.email, currentPassword: FIRST_ADMIN_PASSWORD, newPassword: 'Kept@123' },
    });
    expect(first).toMatchObject({
      status: 200,
      body: { message: 'Password updated successfully', token: expect.any(String) },
    });
    const stillHere = first.body.token;
    const dashboard = (token: string) => api.call('admin/stats', { token });
    expect((await dashboard(stillHere)).status).toBe(200);
    expect(await dashboard(elsewhere)).toMatchObject({ status: 401, body: { message: expect.any(String) } });

    // A later change, made from the session the first one kept, keeps it again and ends a session signed in since.
    const since = (await adminLogin(admin.email, 'Kept@123')).body.token;
    expect((await dashboard(since)).status).toBe(200);
    const second = await api.call<{ message: string; token: string }>('admin/update-password', {
      token: stillHere,
      body: { email: admin.email, currentPassword: 'Kept@123', newPassword: 'Again@123' },
    });
    expect(second.status).toBe(200);
    expect((await dashboard(second.body.token)).status).toBe(200);
    expect((await dashboard(since)).status).toBe(401);
  });

  it('a token from before the change is refused, even the one the change was made with', async () => {
    const admin = await newFirstLoginAdmin();
    const before = (await adminLogin(admin.email, FIRST_ADMIN_PASSWORD)).body.token;
    const changed = await api.call<{ message: string; token: string }>('admin/update-password', {
      token: before,
      body: { email: admin.email, currentPassword: FIRST_ADMIN_PASSWORD, newPassword: 'Fresh@123' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.token).not.toBe(before);
    for (const route of adminRoutes) {
      const body = route.method === 'PUT' ? { isApproved: true } : undefined;
      expect(await api.raw(route.method, samplePath(route), { token: before, body }), label(route)).toMatchObject({
        status: 401,
      });
    }
    // The refused token cannot change the password again either: the current password alone is not enough.
    expect(
      (
        await api.call('admin/update-password', {
          token: before,
          body: { email: admin.email, currentPassword: 'Fresh@123', newPassword: 'Stolen@123' },
        })
      ).status,
    ).toBe(401);
    expect((await adminLogin(admin.email, 'Fresh@123')).status).toBe(200);
  });

  it('a wrong password, an unknown email, and a customer’s or a seller’s credentials get Invalid email or password', async () => {
    const admin = await newFirstLoginAdmin();
    for (const [email, password] of [
      [admin.email, 'Wrong@123'],
      ['nobody@example.com', FIRST_ADMIN_PASSWORD],
      ['customer@tiffin.local', 'Customer@123'],
      ['seller@tiffin.local', 'Seller@123'],
    ] as const) {
      expect(await adminLogin(email, password)).toEqual(
        expect.objectContaining({ status: 401, body: { message: 'Invalid email or password' } }),
      );
    }
  });
});

describe('only the admin', () => {
  let pending: Shop;
  beforeAll(async () => {
    pending = await newShop({ approved: false });
  });

  it.each(adminRoutes.map((route) => [label(route), route] as const))(
    '%s answers 403 to a customer’s and an approved seller’s token and changes nothing',
    async (_, route) => {
      const path = pathFor(route.path, { id: pending.sellerId });
      for (const token of [await tokenFor('customer'), await tokenFor('seller')]) {
        const body =
          route.method === 'PUT' ? { isApproved: true, email: pending.email, newPassword: 'Taken@123' } : undefined;
        expect((await api.raw(route.method, path, { token, body })).status).toBe(403);
      }
      expect(await accountOf(pending.sellerId)).toMatchObject({ approved: false, passwordHash: sellerPasswordHash });
    },
  );
});

describe('seller approval', () => {
  it('approve, revoke, approve: the account, the restaurant and its dishes follow, and a revoked seller is refused at once', async () => {
    const shop = await newShop({ approved: false });
    expect(await customerView(shop)).toEqual(HIDDEN);
    await expectSellerAdmitted(shop, false);

    const approved = await approve(shop.sellerId, true);
    expect(approved).toMatchObject({
      status: 200,
      body: {
        message: 'Seller approved successfully',
        seller: { _id: shop.sellerId, isApproved: true, restaurant: { _id: shop.restaurantId } },
      },
    });
    expect(await accountOf(shop.sellerId)).toMatchObject({ approved: true });
    expect(await customerView(shop)).toEqual(VISIBLE);
    await expectSellerAdmitted(shop, true);

    const revoked = await approve(shop.sellerId, false);
    expect(revoked).toMatchObject({
      status: 200,
      body: { message: 'Seller rejected successfully', seller: { isApproved: false } },
    });
    expect(await accountOf(shop.sellerId)).toMatchObject({ approved: false });
    expect(await customerView(shop)).toEqual(HIDDEN);
    await expectSellerAdmitted(shop, false);

    expect((await approve(shop.sellerId, true)).status).toBe(200);
    expect(await accountOf(shop.sellerId)).toMatchObject({ approved: true });
    expect(await customerView(shop)).toEqual(VISIBLE);
    await expectSellerAdmitted(shop, true);
  });

  it('approving twice changes nothing more, and the dishes keep their stock, price and ratings', async () => {
    const shop = await newShop({ approved: false });
    const dishKey = keys.food(shop.dishes[0]!.id);
    await setAttributes(dishKey, { quantity: 3, ratingSum: 9, ratingCount: 2 });
    const before = await getItem(dishKey);

    expect((await approve(shop.sellerId, true)).status).toBe(200);
    const once = await getItem(dishKey);
    expect((await approve(shop.sellerId, true)).status).toBe(200);
    expect(await getItem(dishKey)).toEqual(once);

    // Exactly the keys the item builder gives a listed dish, and nothing else changed.
    const built = foodItem({ ...(before as Parameters<typeof foodItem>[0]), listed: true });
    const listing = Object.fromEntries(FOOD_LISTING_ATTRIBUTES.map((name) => [name, built[name]]));
    expect(once).toEqual({ ...before, listed: true, ...listing });
    expect(once).toMatchObject({ quantity: 3, ratingSum: 9, ratingCount: 2, price: 24950 });
  });

  it('an unknown seller, or an account that is not a seller, is a 404 and changes nothing', async () => {
    for (const id of ['no-such-seller', 'u-customer', 'u-admin']) {
      expect(await approve(id, true)).toMatchObject({ status: 404, body: { message: 'Seller not found' } });
      expect((await api.call('admin/delete-seller', { params: { id }, token: adminToken })).status).toBe(404);
    }
    expect(await accountOf('u-customer')).toMatchObject({ role: 'customer' });
  });

  it('isApproved must be a boolean', async () => {
    const shop = await newShop({ approved: false });
    expect(await approve(shop.sellerId, 'yes' as unknown as boolean)).toMatchObject({
      status: 400,
      body: { message: 'isApproved must be true or false' },
    });
    expect(await accountOf(shop.sellerId)).toMatchObject({ approved: false });
  });
});

describe('deleting sellers and restaurants', () => {
  it('deleting a seller removes its restaurant and dishes from every customer listing; old orders still show their items', async () => {
    const shop = await newShop({ approved: true });
    const buyer = `buyer-${tag()}`;
    const dish = shop.dishes[0]!;
    const orderId = await recordOrder({
      restaurant: { id: shop.restaurantId, name: shop.restaurantName },
      payable: dish.price,
      status: 'Delivered',
      userId: buyer,
      lines: [dish],
    });
    const review = { ...keys.foodReview(dish.id, new Date().toISOString(), 'rv-1'), entity: 'Review' };
    await putItem(review);
    expect(await customerView(shop)).toEqual(VISIBLE);
    const before = await stats();

    expect(await api.call('admin/delete-seller', { params: { id: shop.sellerId }, token: adminToken })).toMatchObject({
      status: 200,
      body: { message: 'Seller deleted successfully' },
    });

    expect(await customerView(shop)).toEqual(HIDDEN);
    expect(await accountOf(shop.sellerId)).toBeUndefined();
    expect(await getItem(keys.email(shop.email, 'seller'))).toBeUndefined();
    expect(await getItem(keys.restaurant(shop.restaurantId))).toBeUndefined();
    for (const { id } of shop.dishes) expect(await getItem(keys.food(id))).toBeUndefined();
    expect(await getItem({ PK: review.PK, SK: review.SK })).toBeUndefined();
    const after = await stats();
    expect(after.totalSellers - before.totalSellers).toBe(-1);
    expect(after.totalRestaurants - before.totalRestaurants).toBe(-1);
    expect(after.totalRevenue).toBe(before.totalRevenue);

    const mine = await api.call<OrderPage>('orders/list-mine', {
      token: await tokenFor('customer', buyer),
    });
    expect(mine.body.items).toEqual([
      expect.objectContaining({
        orderId,
        restaurant: { _id: shop.restaurantId, name: shop.restaurantName },
        cartItems: [
          expect.objectContaining({ foodId: expect.objectContaining({ _id: dish.id, name: dish.name, price: 249.5 }) }),
        ],
      }),
    ]);
    const sellers = await allPages<{ _id: string }>(pathOf('admin/list-sellers'), {}, '100');
    expect(sellers.map((s) => s._id)).not.toContain(shop.sellerId);
    expect((await api.call('seller/list-foods', { token: shop.token })).status).toBe(401);
    expect(await api.call('admin/delete-seller', { params: { id: shop.sellerId }, token: adminToken })).toMatchObject({
      status: 404,
      body: { message: 'Seller not found' },
    });
  });

  it('parallel deletions of one seller delete it once and move the counters once', async () => {
    const shop = await newShop({ approved: true });
    const before = await stats();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        api.call('admin/delete-seller', { params: { id: shop.sellerId }, token: adminToken }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 404, 404, 404]);
    const after = await stats();
    expect(after.totalSellers - before.totalSellers).toBe(-1);
    expect(after.totalRestaurants - before.totalRestaurants).toBe(-1);
    expect(await customerView(shop)).toEqual(HIDDEN);
  });

  it('deleting a restaurant removes it and its dishes; the owner keeps the account without a restaurant', async () => {
    const shop = await newShop({ approved: true });
    const before = await stats();

    expect(
      await api.call('admin/delete-restaurant', { params: { id: shop.restaurantId }, token: adminToken }),
    ).toMatchObject({
      status: 200,
      body: { message: 'Restaurant deleted successfully' },
    });

    expect(await customerView(shop)).toEqual(HIDDEN);
    expect(await getItem(keys.restaurant(shop.restaurantId))).toBeUndefined();
    for (const { id } of shop.dishes) expect(await getItem(keys.food(id))).toBeUndefined();
    const owner = await accountOf(shop.sellerId);
    expect(owner).toMatchObject({ role: 'seller', approved: true });
    expect(owner).not.toHaveProperty('restaurantId');
    const after = await stats();
    expect(after.totalRestaurants - before.totalRestaurants).toBe(-1);
    expect(after.totalSellers).toBe(before.totalSellers);

    const sellers = await allPages<SellerPage['items'][number]>(pathOf('admin/list-sellers'), {}, '100');
    expect(sellers.find((s) => s._id === shop.sellerId)).toMatchObject({ isApproved: true, restaurant: null });
    const restaurants = await allPages<{ _id: string }>(pathOf('admin/list-restaurants'), {}, '100');
    expect(restaurants.map((r) => r._id)).not.toContain(shop.restaurantId);
    expect(
      await api.call('admin/delete-restaurant', { params: { id: shop.restaurantId }, token: adminToken }),
    ).toMatchObject({
      status: 404,
      body: { message: 'Restaurant not found' },
    });
  });
});

describe('the admin lists', () => {
  it('the sellers list pages newest first with each seller’s approval and restaurant', async () => {
    const pending = await newShop({ approved: false });
    const sellers = await allPages<SellerPage['items'][number]>(pathOf('admin/list-sellers'), {}, '3');
    expect(new Set(sellers.map((s) => s._id)).size).toBe(sellers.length);
    const createdAt = sellers.map((s) => s.createdAt);
    expect(createdAt).toEqual([...createdAt].sort().reverse());
    expect(sellers[0]).toEqual({
      _id: pending.sellerId,
      sellerName: expect.stringMatching(/^Owner /),
      email: pending.email,
      phone: '9876501234',
      isApproved: false,
      isVerified: true,
      restaurant: { _id: pending.restaurantId, name: pending.restaurantName },
      createdAt: expect.any(String),
    });
    expect(sellers.find((s) => s._id === 'u-seller-pending')).toMatchObject({
      isApproved: false,
      restaurant: { _id: 'r-blr-pending', name: 'Koramangala Cloud Kitchen' },
    });
    expect(sellers.find((s) => s._id === 'u-seller-blr')).toMatchObject({ isApproved: true });
  });

  it('the restaurants list shows every restaurant, listed or not, by name, with its owner', async () => {
    const restaurants = await allPages<RestaurantAdminPage['items'][number]>(pathOf('admin/list-restaurants'));
    expect(new Set(restaurants.map((r) => r._id)).size).toBe(restaurants.length);
    const byName = restaurants.map((r) => `${r.name.trim().toLowerCase()}#${r._id}`);
    expect(byName).toEqual([...byName].sort());
    expect(restaurants.find((r) => r._id === 'r-blr-pending')).toMatchObject({
      listed: false,
      owner: { _id: 'u-seller-pending', isApproved: false, email: 'pending.seller@tiffin.local' },
    });
    expect(restaurants.find((r) => r._id === 'r-blr-udupi')).toMatchObject({
      listed: true,
      city: 'bengaluru',
      rating: 4.5,
      owner: { _id: 'u-seller-blr', isApproved: true, sellerName: 'Udupi Upahar Owner' },
    });
  });

  it('the users list shows customers unless a role is asked for, each with its role and never a password', async () => {
    const customers = await allPages<UserPage['items'][number]>(pathOf('admin/list-users'), {}, '50');
    expect(customers.every((u) => u.role === 'customer')).toBe(true);
    expect(customers.find((u) => u._id === 'u-customer')).toMatchObject({
      username: 'Priya Sharma',
      email: 'customer@tiffin.local',
      phoneno: '9000000002',
      role: 'customer',
      verified: true,
    });
    const sellers = await allPages<UserPage['items'][number]>(pathOf('admin/list-users'), { role: 'seller' }, '50');
    expect(sellers.every((u) => u.role === 'seller')).toBe(true);
    expect(sellers.map((u) => u._id)).toContain('u-seller-blr');
    const admins = await allPages<UserPage['items'][number]>(pathOf('admin/list-users'), { role: 'admin' }, '50');
    expect(admins.map((u) => u._id)).toEqual(expect.arrayContaining(['u-admin', 'u-admin-ready']));
    expect(JSON.stringify([customers, sellers, admins])).not.toMatch(/passwordHash|scrypt/);
    expect(await api.call('admin/list-users', { token: adminToken, query: { role: 'superuser' } })).toMatchObject({
      status: 400,
    });
  });

  it('a cursor from another list, or altered, is a 400', async () => {
    const orders = await api.call<AllOrdersPage>('orders/list-all', {
      token: adminToken,
      query: { limit: '1' },
    });
    const foreign = orders.body.nextCursor!;
    expect(foreign).toEqual(expect.any(String));
    for (const path of [pathOf('admin/list-sellers'), pathOf('admin/list-users'), pathOf('admin/list-restaurants')]) {
      expect(await api.raw('GET', path, { token: adminToken, query: { cursor: foreign } })).toMatchObject({
        status: 400,
        body: { message: 'Invalid cursor' },
      });
    }
    const altered = Buffer.from(
      JSON.stringify({ ...keys.orderInMarketplace('x', 'x'), ...keys.order('x'), extra: 'y' }),
    ).toString('base64url');
    expect((await api.call('orders/list-all', { token: adminToken, query: { cursor: altered } })).status).toBe(400);
  });
});

describe('money', () => {
  it('the dashboard figures and the commission report match a fixed set of orders to the paisa', async () => {
    const id = tag();
    const a = { id: `r-test-rev-a-${id}`, name: `Revenue Kitchen A ${id}` };
    const b = { id: `r-test-rev-b-${id}`, name: `Revenue Kitchen B ${id}` };
    const before = await stats();

    const plan: [typeof a, Paise, OrderStatus][] = [
      [a, 24950, 'Delivered'],
      [a, 13333, 'Delivered'],
      [a, 99999, 'Pending'],
      [b, 100007, 'Delivered'],
      [b, 5, 'Delivered'],
      [b, 4321, 'Preparing'],
    ];
    const orderIds: string[] = [];
    for (const [restaurant, payable, status] of plan) orderIds.push(await recordOrder({ restaurant, payable, status }));

    const after = await stats();
    expect(after.totalOrders - before.totalOrders).toBe(6);
    // Delivered only: 249.50 + 133.33 + 1000.07 + 0.05.
    expect(rupeesToPaise(after.totalRevenue) - rupeesToPaise(before.totalRevenue)).toBe(138295);
    expect(rupeesToPaise(after.adminCommission)).toBe(Math.round(rupeesToPaise(after.totalRevenue) / 10));
    expect(after.totalUsers).toBe(before.totalUsers);

    const { body } = await api.call<AllOrdersPage>('orders/list-all', { token: adminToken });
    // A: 382.83, 10% = 38.283 -> 38.28; B: 1000.12, 10% = 100.012 -> 100.01.
    expect(body.commissionReport[a.id]).toEqual({ name: a.name, revenue: 382.83, commission: 38.28 });
    expect(body.commissionReport[b.id]).toEqual({ name: b.name, revenue: 1000.12, commission: 100.01 });

    // The report agrees with the Delivered orders the orders screen lists.
    const orders = await allPages<AllOrdersPage['items'][number]>(pathOf('orders/list-all'), {}, '50');
    const deliveredOf = (restaurantId: string) =>
      orders
        .filter((order) => order.restaurant._id === restaurantId && order.orderStatus === 'Delivered')
        .reduce((sum, order) => sum + rupeesToPaise(order.totalAmount), 0);
    expect(deliveredOf(a.id)).toBe(38283);
    expect(deliveredOf(b.id)).toBe(100012);
    expect(orders.map((order) => order.orderId)).toEqual(expect.arrayContaining(orderIds));
  });

  it('the dashboard shows the marketplace counters as the writes keep them', async () => {
    const counters = await getMarketplaceCounters();
    expect(await stats()).toEqual({
      totalSellers: counters.totalSellers,
      totalUsers: counters.totalUsers,
      totalRestaurants: counters.totalRestaurants,
      totalOrders: counters.totalOrders,
      totalRevenue: counters.revenue / 100,
      adminCommission: Math.round(counters.revenue / 10) / 100,
      sellersAwaitingApproval: expect.any(Number),
      revenueByWeek: expect.any(Array),
    });
  });

  it('the dashboard counts the sellers awaiting approval: verified, not yet approved', async () => {
    const before = (await stats()).sellersAwaitingApproval;
    const waiting = await newShop({ approved: false });
    const unverified = await newShop({ approved: false });
    await setAttributes(keys.user(unverified.sellerId), { verified: false });
    await newShop({ approved: true });
    expect((await stats()).sellersAwaitingApproval).toBe(before + 1);

    expect((await approve(waiting.sellerId, true)).status).toBe(200);
    expect((await stats()).sellersAwaitingApproval).toBe(before);
    expect((await approve(waiting.sellerId, false)).status).toBe(200);
    expect((await stats()).sellersAwaitingApproval).toBe(before + 1);
  });

  it('the revenue trend has the last 8 weeks, oldest first, this week last, as its week rows keep them', async () => {
    const thisWeek = indiaDate(startOfIndiaWeek(new Date()));
    const { revenueByWeek } = await stats();
    expect(revenueByWeek.map((week) => week.weekStart)).toEqual(
      Array.from({ length: 8 }, (_, i) => addWeeks(thisWeek, i - 7)),
    );
    const [stored] = await marketplaceWeeks(thisWeek, thisWeek);
    expect(revenueByWeek[7]!.revenue).toBe((stored?.revenue ?? 0) / 100);
  });

  it('all orders come newest first, a page at a time, with the commission report on each page', async () => {
    const seen: AllOrdersPage['items'] = [];
    let cursor: string | null = null;
    do {
      const page: { body: AllOrdersPage } = await api.call('orders/list-all', {
        token: adminToken,
        query: { limit: '4', ...(cursor ? { cursor } : {}) },
      });
      expect(page.body.items.length).toBeLessThanOrEqual(4);
      expect(page.body.commissionReport['r-blr-udupi']).toMatchObject({ name: 'Udupi Upahar' });
      seen.push(...page.body.items);
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(new Set(seen.map((order) => order.orderId)).size).toBe(seen.length);
    const createdAt = seen.map((order) => order.createdAt);
    expect(createdAt).toEqual([...createdAt].sort().reverse());
    const seeded = seen.filter((order) => order.orderId.startsWith('TF-SEED')).map((order) => order.orderId);
    expect(seeded).toEqual(['TF-SEED0003', 'TF-SEED0004', 'TF-SEED0002', 'TF-SEED0001']);
    expect(seen.find((order) => order.orderId === 'TF-SEED0001')).toMatchObject({
      orderStatus: 'Delivered',
      userId: { _id: 'u-customer', username: 'Priya Sharma' },
      cartItems: [expect.objectContaining({ quantity: 2 }), expect.objectContaining({ quantity: 1 })],
    });
  });
});
