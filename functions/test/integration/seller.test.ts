import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { Category, Food, FoodPage } from '@tiffin/shared/api/catalogue';
import type { OrderStatus } from '@tiffin/shared/api/orders';
import type {
  FoodSaved,
  OrderStatusChanged,
  ProfileUpdated,
  SellerFoodPage,
  SellerOrderPage,
  SellerProfile,
  SellerStats,
} from '@tiffin/shared/api/seller';
import { indiaDate, startOfIndiaWeek } from '@tiffin/shared/india-time';
import { accountItem } from '#data/accounts';
import { categoryNameKey } from '#data/categories';
import { getMarketplaceCounters, marketplaceWeeks } from '#data/counters';
import { restaurantItem } from '#data/restaurants';
import { putSellerWeeks, sellerWeekItem } from '#data/seller-weeks';
import { wrapDynamo } from '#adapters/dynamo';
import type { RestaurantRecord } from '#domain/model';
import { keys, rateKeys } from '#data/keys';
import { orderItem, waitingOrderItem } from '#data/orders';
import type { OrderRecord } from '#domain/model';
import { computeWeek } from '#domain/seller/week-figures';
import { runWeeklyStats } from '../../src/jobs/weekly-seller-stats.ts';
import { tokenFor, pathOf } from './support/api.ts';
import { latestCode, mailsTo } from './support/inbox.ts';
import { allItems, deleteItem, getItem, putItem, setAttributes } from './support/table.ts';
import { tiffinPhoto } from './support/photos.ts';
import { useStack } from './support/stack.ts';

const { api } = await useStack();
const madeCategories: Category[] = [];
afterAll(async () => {
  // The catalogue tests expect exactly the seed's categories.
  for (const category of madeCategories) {
    await deleteItem(keys.category(category._id));
    await deleteItem(categoryNameKey(category.cat));
  }
});

/** Cities the seed does not use, so these restaurants never show in the catalogue tests' listings. */
const CITIES = {
  pune: { latitude: 18.5204, longitude: 73.8567, address: 'FC Road, Pune, Maharashtra 411004' },
  jaipur: { latitude: 26.9124, longitude: 75.7873, address: 'MI Road, Jaipur, Rajasthan 302001' },
} as const;
const PASSWORD = 'Seller@123';
const short = () => randomUUID().slice(0, 8);
const newEmail = () => `seller-${short()}@example.com`;
const DOSA = 'cat-dosa';

interface TestSeller {
  sellerId: string;
  restaurantId: string;
  restaurant: RestaurantRecord;
  token: string;
}

/** An approved seller and listed restaurant, written through the data layer's builders. */
async function newSeller(
  city: keyof typeof CITIES = 'pune',
  createdAt = new Date().toISOString(),
): Promise<TestSeller> {
  const n = short();
  const sellerId = `u-test-seller-${n}`;
  const restaurant: RestaurantRecord = {
    id: `r-test-${n}`,
    name: `Test Kitchen ${n}`,
    image: '',
    city,
    description: 'A restaurant made for tests',
    ...CITIES[city],
    sellerId,
    listed: true,
    createdAt,
    ratingSum: 0,
    ratingCount: 0,
  };
  await putItem(restaurantItem(restaurant));
  await putItem(
    accountItem({
      id: sellerId,
      role: 'seller',
      username: 'Test Seller',
      email: `${sellerId}@example.com`,
      phoneno: '9876543210',
      passwordHash: 'scrypt$unused',
      verified: true,
      approved: true,
      restaurantId: restaurant.id,
      createdAt,
    }),
  );
  return { sellerId, restaurantId: restaurant.id, restaurant, token: await tokenFor('seller', sellerId) };
}

const dish = (overrides: Record<string, unknown> = {}) => ({
  name: `Paneer Tikka ${short()}`,
  price: 249.5,
  category: DOSA,
  quantity: 5,
  description: 'Smoky',
  image: tiffinPhoto(),
  ...overrides,
});

async function addDish(seller: TestSeller, overrides: Record<string, unknown> = {}) {
  const added = await api.call<FoodSaved>('seller/add-food', { token: seller.token, body: dish(overrides) });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  return added.body.food;
}

/** A paid order of the restaurant, written as the checkout would have (payable in paise). */
async function placeOrder(
  restaurant: RestaurantRecord,
  { createdAt = new Date().toISOString(), status = 'Pending' as OrderStatus, payable = 24_000 } = {},
): Promise<OrderRecord> {
  const orderId = `TF-T${short().toUpperCase()}`.slice(0, 11);
  const subtotal = payable - 4_000;
  const record: OrderRecord = {
    orderId,
    userId: 'u-test-buyer',
    customerName: 'Test Buyer',
    customerEmail: `buyer-${orderId.toLowerCase()}@example.com`,
    restaurantId: restaurant.id,
    restaurantName: restaurant.name,
    lines: [{ foodId: 'f-test-thali', name: 'Thali', price: subtotal, image: '', quantity: 1, reviewed: false }],
    restaurantReviewed: false,
    shippingInfo: { address: '7 FC Road', city: 'Pune', pincode: '411004', country: 'India', phone: '9876543210' },
    remark: '',
    quote: {
      subtotal,
      tax: Math.round(subtotal * 0.05),
      cartTotal: Math.round(subtotal * 1.05),
      distanceKm: 3,
      deliveryFee: 4_000,
      discount: 0,
      payable,
    },
    orderStatus: status,
    paymentStatus: 'Paid',
    paymentIntentId: `pi_test_${orderId}`,
    statusHistory: [{ status: 'Pending', at: createdAt }],
    createdAt,
  };
  await putItem(orderItem(record));
  if (status === 'Pending') await putItem(waitingOrderItem(record));
  return record;
}

const setStatus = (seller: TestSeller, orderId: string, status: string) =>
  api.call<OrderStatusChanged & { code?: string }>('seller/update-order-status', {
    params: { id: orderId },
    token: seller.token,
    body: { status },
  });

const signUp = (overrides: Record<string, unknown> = {}) =>
  api.call<{ message: string; requestId: string; code?: string }>('seller/signup', {
    body: {
      sellerName: 'Meera Joshi',
      phone: '9876543210',
      email: newEmail(),
      password: PASSWORD,
      restaurantName: 'Joshi Wada',
      ...CITIES.pune,
      ...overrides,
    },
  });
const sellerLogin = (email: string, password = PASSWORD) =>
  api.call<{ token?: string; message: string; code?: string }>('seller/login', { body: { email, password } });
const marketplace = () => getMarketplaceCounters();

describe('seller sign-up and login', () => {
  it('a seller signs up with the restaurant, proves the email with the code in the inbox, and cannot log in until the admin approves', async () => {
    const email = newEmail();
    const before = await marketplace();
    const signedUp = await signUp({ email, latitude: 26.9124, longitude: 75.7873 });
    expect(signedUp.status).toBe(201);
    expect(signedUp.body.message).toMatch(/verification code/);

    const userId = (await getItem(keys.email(email, 'seller')))!.userId as string;
    const account = (await getItem(keys.user(userId)))!;
    expect(account).toMatchObject({ role: 'seller', verified: false, approved: false, username: 'Meera Joshi', email });
    const restaurant = (await getItem(keys.restaurant(account.restaurantId as string)))!;
    expect(restaurant).toMatchObject({ name: 'Joshi Wada', city: 'jaipur', listed: false, sellerId: userId });
    expect(restaurant.address).toMatch(/^Jaipur, Rajasthan$/);
    expect(restaurant.GSI1PK).toBeUndefined();
    const after = await marketplace();
    expect(after.totalSellers).toBe(before.totalSellers + 1);
    expect(after.totalRestaurants).toBe(before.totalRestaurants + 1);

    // Approved or not, an unproven email does not log in.
    await setAttributes(keys.user(userId), { approved: true });
    expect(await sellerLogin(email)).toMatchObject({ status: 403, body: { code: 'EMAIL_NOT_VERIFIED' } });
    await setAttributes(keys.user(userId), { approved: false });

    const { requestId } = signedUp.body;
    const verify = (code: string) =>
      api.call('seller/verify', { body: { email: email.toUpperCase(), verificationEmail: code, requestId } });
    const code = await latestCode(email, 6);
    const asCustomer = { email, verificationEmail: code, requestId };
    expect((await api.call('users/verify', { body: asCustomer })).status).toBe(400);
    expect(await verify(code)).toMatchObject({ status: 200, body: { message: expect.stringMatching(/verified/) } });
    expect((await verify(code)).status).toBe(400);

    expect(await sellerLogin(email)).toMatchObject({
      status: 403,
      body: {
        code: 'SELLER_NOT_APPROVED',
        message: 'Your seller account is not approved. Please wait for the admin to approve it.',
      },
    });

    // The admin's approval, through the data layer.
    await setAttributes(keys.user(userId), { approved: true });
    await putItem(restaurantItem({ ...(restaurant as unknown as RestaurantRecord), listed: true }));
    const loggedIn = await sellerLogin(email.toUpperCase());
    expect(loggedIn).toMatchObject({ status: 200, body: { message: 'Login successful' } });
    const profile = await api.call<SellerProfile>('seller/get-profile', { token: loggedIn.body.token });
    expect(profile.body).toMatchObject({ email, restaurantName: 'Joshi Wada', city: 'jaipur' });
  });

  it("a sign-up of an email that already has a seller account answers as a new one's and writes no account", async () => {
    const email = newEmail();
    expect((await signUp({ email })).status).toBe(201);
    const before = await marketplace();
    // Every item but the abuse-limit counters, which count these requests too, and the codes mailed.
    const countItems = async () =>
      (await allItems()).filter((item) => !String(item.PK).startsWith(rateKeys.prefix) && item.entity !== 'Otp').length;
    const items = await countItems();
    // A pending sign-up with another password (marked disputed), and a verified seller's email (its owner is mailed).
    for (const taken of [
      { email: email.toUpperCase(), password: 'Other@123', restaurantName: 'Second Wada' },
      { email: 'seller@tiffin.local' },
    ]) {
      expect(await signUp(taken)).toMatchObject({ status: 201, body: { requestId: expect.any(String) } });
    }
    expect((await mailsTo('seller@tiffin.local')).at(-1)!.body.text).toMatch(/Someone tried to register/);
    // The same pending sign-up again only asks for a new code.
    expect((await signUp({ email, restaurantName: 'Second Wada' })).status).toBe(201);
    expect(await marketplace()).toEqual(before);
    expect(await countItems()).toBe(items);
  });

  it("a seller's email does not block the same person's customer account, nor the reverse", async () => {
    // The seeded customer signs up as a seller with the same email.
    expect((await signUp({ email: 'customer@tiffin.local' })).status).toBe(201);
    const both = newEmail();
    expect((await signUp({ email: both })).status).toBe(201);
    const customerSignup = await api.call<{ requestId: string }>('users/register', {
      body: { username: 'Meera Joshi', email: both, phoneno: '9876543210', password: 'Custo@123' },
    });
    expect(customerSignup.status).toBe(201);
    // Each role has its own code, its own account and its own password.
    const customerCode = await latestCode(both, 6);
    const verifyCustomer = { email: both, verificationEmail: customerCode, requestId: customerSignup.body.requestId };
    expect((await api.call('users/verify', { body: verifyCustomer })).status).toBe(200);
    expect((await api.call('users/login', { body: { email: both, password: 'Custo@123' } })).status).toBe(200);
    expect((await sellerLogin(both, 'Custo@123')).status).toBe(401);
    expect(
      (
        await api.call('users/login', {
          body: { email: 'customer@tiffin.local', password: 'Customer@123' },
        })
      ).status,
    ).toBe(200);
  });

  it('sign-up needs every field, and coordinates with a city', async () => {
    expect(await signUp({ restaurantName: '  ' })).toMatchObject({
      status: 400,
      body: { message: 'Restaurant name is required' },
    });
    expect(await signUp({ phone: '12345' })).toMatchObject({
      status: 400,
      body: { message: 'Invalid Indian phone number' },
    });
    expect(await signUp({ latitude: undefined })).toMatchObject({
      status: 400,
      body: { message: 'Latitude is required' },
    });
    expect(await signUp({ latitude: 0, longitude: 0 })).toMatchObject({
      status: 400,
      body: { code: 'NO_CITY_AT_COORDINATES', message: expect.stringMatching(/could not find a city/) },
    });
  });

  it('a wrong password and an unknown email get the same 401; customers cannot use the seller login', async () => {
    const invalid = { status: 401, body: { message: 'Invalid email or password' } };
    expect(await sellerLogin('seller@tiffin.local', 'Wrong@123')).toMatchObject(invalid);
    expect(await sellerLogin(`nobody-${short()}@example.com`)).toMatchObject(invalid);
    expect(await sellerLogin('customer@tiffin.local', 'Customer@123')).toMatchObject(invalid);
    const seeded = await sellerLogin('Seller@Tiffin.local');
    expect(seeded.status).toBe(200);
    expect(seeded.body.token).toEqual(expect.any(String));
  });
});

describe('approval is checked on every call', () => {
  it("a revoked seller's token stops working at once", async () => {
    const seller = await newSeller();
    expect((await api.call('seller/list-foods', { token: seller.token })).status).toBe(200);
    await setAttributes(keys.user(seller.sellerId), { approved: false });
    for (const [method, path] of [
      ['GET', pathOf('seller/list-foods')],
      ['GET', pathOf('seller/stats')],
      ['POST', pathOf('seller/list-foods')],
    ] as const) {
      const body = method === 'GET' ? undefined : dish();
      expect(await api.raw(method, path, { token: seller.token, body })).toMatchObject({
        status: 403,
        body: { code: 'SELLER_NOT_APPROVED' },
      });
    }
  });
});

describe('a seller only touches their own restaurant', () => {
  it("seller A cannot read, edit or delete seller B's dish: 404, and nothing changes", async () => {
    const [a, b] = [await newSeller(), await newSeller('jaipur')];
    const food = await addDish(b);
    const before = await getItem(keys.food(food._id));
    const path = pathOf('seller/get-food', { id: food._id });
    const notFound = { status: 404, body: { message: 'Food not found' } };
    expect(await api.raw('GET', path, { token: a.token })).toMatchObject(notFound);
    expect(await api.raw('PUT', path, { token: a.token, body: dish({ name: 'Stolen', quantity: 0 }) })).toMatchObject(
      notFound,
    );
    expect(await api.raw('DELETE', path, { token: a.token })).toMatchObject(notFound);
    expect(await getItem(keys.food(food._id))).toEqual(before);
    expect((await api.call<SellerFoodPage>('seller/list-foods', { token: a.token })).body.items).toEqual([]);
    expect((await api.raw('GET', path, { token: b.token })).status).toBe(200);
  });

  it("seller A cannot set the status of seller B's order: 404, and nothing changes", async () => {
    const [a, b] = [await newSeller(), await newSeller('jaipur')];
    const order = await placeOrder(b.restaurant);
    const before = await getItem(keys.order(order.orderId));
    const counters = await marketplace();
    for (const status of ['Preparing', 'Delivered']) {
      expect(await setStatus(a, order.orderId, status)).toMatchObject({
        status: 404,
        body: { message: 'Order not found' },
      });
    }
    expect(await getItem(keys.order(order.orderId))).toEqual(before);
    expect(await marketplace()).toEqual(counters);
    expect((await api.call<SellerOrderPage>('seller/list-orders', { token: a.token })).body.items).toEqual([]);
    expect(await mailsTo(order.customerEmail)).toEqual([]);
  });
});

describe('the menu', () => {
  it('a dish is added with type veg by default, its price in rupees (paise inside), in its city listing', async () => {
    const seller = await newSeller();
    const food = await addDish(seller, { price: 249.5 });
    expect(food).toMatchObject({
      price: 249.5,
      type: 'veg',
      quantity: 5,
      category: { _id: DOSA, cat: 'Dosa' },
      restaurant: { _id: seller.restaurantId, name: seller.restaurant.name, city: 'pune' },
    });
    expect(await getItem(keys.food(food._id))).toMatchObject({
      price: 24_950,
      foodType: 'veg',
      listed: true,
      ...keys.foodOfRestaurant(seller.restaurantId, food.name, food._id),
      ...keys.foodInCity('pune', food.name, food._id),
    });
    const listing = await api.call<FoodPage>('catalogue/list-foods', {
      query: { city: 'pune', restaurantId: seller.restaurantId },
    });
    expect(listing.body.items.map((item) => item._id)).toEqual([food._id]);
    const nonVeg = await addDish(seller, { type: 'non-veg' });
    expect(nonVeg.type).toBe('non-veg');
  });

  it('stock must be at least 1 on add and may be 0 on edit; the category must exist', async () => {
    const seller = await newSeller();
    expect(await api.call('seller/add-food', { token: seller.token, body: dish({ quantity: 0 }) })).toMatchObject({
      status: 400,
      body: { message: 'Quantity must be at least 1' },
    });
    expect(
      await api.call('seller/add-food', { token: seller.token, body: dish({ category: 'no-such-category' }) }),
    ).toMatchObject({ status: 400, body: { code: 'UNKNOWN_CATEGORY' } });
    expect(await api.call('seller/add-food', { token: seller.token, body: dish({ name: undefined }) })).toMatchObject({
      status: 400,
      body: { message: 'Name is required' },
    });

    const food = await addDish(seller);
    const soldOut = await api.call<FoodSaved>('seller/edit-food', {
      params: { id: food._id },
      token: seller.token,
      body: dish({ name: food.name, quantity: 0 }),
    });
    expect(soldOut).toMatchObject({
      status: 200,
      body: { message: 'Food updated successfully', food: { quantity: 0 } },
    });
    expect(
      await api.call('seller/edit-food', {
        params: { id: food._id },
        token: seller.token,
        body: dish({ quantity: -1 }),
      }),
    ).toMatchObject({ status: 400, body: { message: 'Quantity cannot be negative' } });
  });

  it('a renamed dish is re-indexed under its new name and keeps its ratings', async () => {
    const seller = await newSeller();
    const food = await addDish(seller, { name: 'Aloo Paratha' });
    await setAttributes(keys.food(food._id), { ratingSum: 9, ratingCount: 2 });
    const edited = await api.call<FoodSaved>('seller/edit-food', {
      params: { id: food._id },
      token: seller.token,
      body: dish({ name: 'Gobi Paratha', price: 120, type: 'veg', category: 'cat-thali', quantity: 7 }),
    });
    expect(edited.body.food).toMatchObject({ name: 'Gobi Paratha', price: 120, rating: 4.5, reviewCount: 2 });
    expect(await getItem(keys.food(food._id))).toMatchObject({
      name: 'Gobi Paratha',
      price: 12_000,
      quantity: 7,
      category: { _id: 'cat-thali' },
      ratingSum: 9,
      ...keys.foodOfRestaurant(seller.restaurantId, 'Gobi Paratha', food._id),
      ...keys.foodInCity('pune', 'Gobi Paratha', food._id),
    });
    const fetched = await api.call<Food>('seller/get-food', { params: { id: food._id }, token: seller.token });
    expect(fetched.body.name).toBe('Gobi Paratha');
  });

  it('a deleted dish leaves the menu and the catalogue with its reviews', async () => {
    const seller = await newSeller();
    const food = await addDish(seller);
    const review = keys.foodReview(food._id, new Date().toISOString(), 'r1');
    await putItem({ ...review, entity: 'Review', rating: 5, comment: 'Yum' });
    expect(await api.call('seller/delete-food', { params: { id: food._id }, token: seller.token })).toMatchObject({
      status: 200,
      body: { message: 'Food deleted successfully' },
    });
    expect(await getItem(keys.food(food._id))).toBeUndefined();
    expect(await getItem(review)).toBeUndefined();
    expect((await api.call('catalogue/get-food', { params: { id: food._id } })).status).toBe(404);
    expect((await api.call('seller/delete-food', { params: { id: food._id }, token: seller.token })).status).toBe(404);
  });

  it("a seller's dish list is theirs only, by name, a page at a time", async () => {
    const seller = await newSeller();
    for (const name of ['Chole', 'Bhature', 'Amritsari Kulcha']) await addDish(seller, { name });
    const first = await api.call<SellerFoodPage>('seller/list-foods', {
      token: seller.token,
      query: { limit: '2' },
    });
    expect(first.body.items.map((food) => food.name)).toEqual(['Amritsari Kulcha', 'Bhature']);
    const second = await api.call<SellerFoodPage>('seller/list-foods', {
      token: seller.token,
      query: { cursor: first.body.nextCursor! },
    });
    expect(second.body).toEqual({ items: [expect.objectContaining({ name: 'Chole' })], nextCursor: null });
    const other = await newSeller();
    expect(
      await api.call('seller/list-foods', { token: other.token, query: { cursor: first.body.nextCursor! } }),
    ).toMatchObject({ status: 400, body: { message: 'Invalid cursor' } });
  });
});

describe('money is whole paise and text is bounded', () => {
  const refused = async (seller: TestSeller, overrides: Record<string, unknown>, message: string) =>
    expect(
      await api.call('seller/add-food', { token: seller.token, body: dish(overrides) }),
      JSON.stringify(overrides),
    ).toMatchObject({ status: 400, body: { message } });

  it('a price of 0.001 is refused, never stored as ₹0; at most 2 decimals, from ₹1 to ₹1,00,000', async () => {
    const seller = await newSeller();
    await refused(seller, { price: 0.001 }, 'Price must have at most 2 decimals');
    await refused(seller, { price: 12.345 }, 'Price must have at most 2 decimals');
    await refused(seller, { price: 0.5 }, 'Price must be at least ₹1');
    await refused(seller, { price: 0 }, 'Price must be at least ₹1');
    await refused(seller, { price: -20 }, 'Price must be at least ₹1');
    await refused(seller, { price: 100000.01 }, 'Price must be at most ₹1,00,000');
    await refused(seller, { price: 'abc' }, 'Price must be a number');
    await refused(seller, { price: null }, 'Price is required');
    const list = await api.call<SellerFoodPage>('seller/list-foods', { token: seller.token });
    expect(list.body.items).toEqual([]);
    const food = await addDish(seller, { price: 100000 });
    expect(food.price).toBe(100000);
    // 4.35 * 100 is 434.99999999999994 in floating point: still 435 paise.
    const cheap = await addDish(seller, { price: 4.35 });
    expect(await getItem(keys.food(cheap._id))).toMatchObject({ price: 435 });
  });

  it('a price or a stock typed as text is read as a number, with the same limits', async () => {
    const seller = await newSeller();
    const food = await addDish(seller, { price: '120.50', quantity: '7' });
    expect(food).toMatchObject({ price: 120.5, quantity: 7 });
    expect(await getItem(keys.food(food._id))).toMatchObject({ price: 12_050, quantity: 7 });
    await refused(seller, { price: '0.001' }, 'Price must have at most 2 decimals');
    await refused(seller, { price: '' }, 'Price is required');
    await refused(seller, { price: '12abc' }, 'Price must be a number');
    await refused(seller, { quantity: '1.5' }, 'Quantity must be a whole number');
  });

  it('editing a dish to a price of 0.001 is refused and leaves the dish as it was', async () => {
    const seller = await newSeller();
    const food = await addDish(seller);
    const before = await getItem(keys.food(food._id));
    expect(
      await api.call('seller/edit-food', {
        params: { id: food._id },
        token: seller.token,
        body: dish({ name: food.name, price: 0.001 }),
      }),
    ).toMatchObject({ status: 400, body: { message: 'Price must have at most 2 decimals' } });
    expect(await getItem(keys.food(food._id))).toEqual(before);
  });

  it('an image must be an https: address (javascript:, data: and http: elsewhere are refused)', async () => {
    const seller = await newSeller();
    for (const image of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'http://images.example.com/dosa.png',
      'ftp://images.example.com/dosa.png',
    ]) {
      await refused(seller, { image }, 'Image must be an https:// address');
    }
    const photo = tiffinPhoto();
    expect((await addDish(seller, { image: photo })).image).toBe(photo);
    expect(
      await api.call('seller/update-profile', {
        token: seller.token,
        body: { sellerName: 'A', phone: '9876543210', restaurantName: 'B', image: 'javascript:alert(1)' },
      }),
    ).toMatchObject({ status: 400, body: { message: 'Image must be an https:// address' } });
    expect(
      await api.call('seller/add-category', {
        token: seller.token,
        body: { cat: `Cat ${short()}`, catimg: 'data:image/png;base64,AAAA' },
      }),
    ).toMatchObject({ status: 400, body: { message: 'Image must be an https:// address' } });
  });

  it('text fields are trimmed and length-capped', async () => {
    const seller = await newSeller();
    const name = `Masala Dosa ${short()}`;
    const food = await addDish(seller, { name: `   ${name}   `, description: '  Crisp  ' });
    expect(food).toMatchObject({ name, description: 'Crisp' });
    await refused(seller, { name: 'x'.repeat(121) }, 'Name must be at most 120 characters');
    await refused(seller, { name: '    ' }, 'Name is required');
    await refused(seller, { description: 'x'.repeat(2001) }, 'Description must be at most 2000 characters');
  });

  it('a name or description with NUL, an escape, a right-to-left override or half a character is refused, and nothing is stored', async () => {
    const seller = await newSeller();
    const message = (field: string) =>
      `${field} contains characters that are not allowed (control or text-direction characters)`;
    for (const bad of ['Dosa\u0000', 'Dosa\u001b[31m', 'Dosa \u202Egnp.exe', 'Dosa \u2066x\u2069', 'Dosa \uD800']) {
      await refused(seller, { name: bad }, message('Name'));
      await refused(seller, { description: `Crisp ${bad}` }, message('Description'));
    }
    const profile = await api.call('seller/update-profile', {
      token: seller.token,
      body: { sellerName: 'Ravi', phone: '9876543210', restaurantName: 'Ravi\u202E Kitchen' },
    });
    expect(profile).toMatchObject({ status: 400, body: { message: message('Restaurant name') } });
    // Text in any script, with its line breaks, is still text.
    const food = await addDish(seller, { name: `मसाला डोसा ${short()}`, description: 'Crisp.\nWith chutney 🥥' });
    expect(food.description).toBe('Crisp.\nWith chutney 🥥');
  });
});

describe('categories', () => {
  const addCategory = (token: string, cat: string, catimg = tiffinPhoto()) =>
    api.call<Category & { message?: string; code?: string }>('seller/add-category', {
      token,
      body: { cat, catimg },
    });

  it('a new category needs a name and an image URL, and answers the category', async () => {
    const { token } = await newSeller();
    const name = `Momos ${short()}`;
    const added = await addCategory(token, name);
    expect(added.status).toBe(201);
    madeCategories.push(added.body);
    expect(added.body).toEqual({ _id: expect.stringMatching(/^cat-/), cat: name, catimg: expect.any(String) });
    const listed = await api.call<{ items: Category[] }>('catalogue/list-categories');
    expect(listed.body.items).toContainEqual(added.body);
    // Usable for a dish at once.
    expect((await addDish(await newSeller(), { category: added.body._id })).category).toEqual(added.body);

    expect(await addCategory(token, ' ')).toMatchObject({
      status: 400,
      body: { message: 'Category name is required' },
    });
    expect(await addCategory(token, 'Chaat', '')).toMatchObject({
      status: 400,
      body: { message: 'Category image URL is required' },
    });
    expect(await addCategory(token, 'Chaat', 'not a url')).toMatchObject({
      status: 400,
      body: { message: 'Image must be an https:// address' },
    });
  });

  it('category names are unique whatever their case, even under 5 parallel adds', async () => {
    const { token } = await newSeller();
    const name = `Kathi Rolls ${short()}`;
    const variants = [name, name.toUpperCase(), name.toLowerCase(), ` ${name.replace(' ', '  ')} `, name];
    const answers = await Promise.all(variants.map((variant) => addCategory(token, variant)));
    const created = answers.filter((answer) => answer.status === 201);
    expect(created).toHaveLength(1);
    madeCategories.push(created[0]!.body);
    expect(answers.filter((answer) => answer.status === 409).map((answer) => answer.body.code)).toEqual(
      Array(4).fill('CATEGORY_EXISTS'),
    );
    const listed = await api.call<{ items: Category[] }>('catalogue/list-categories');
    expect(listed.body.items.filter((category) => category.cat.toLowerCase() === name.toLowerCase())).toHaveLength(1);
    // The seed's names are taken too.
    expect(await addCategory(token, 'dosa')).toMatchObject({ status: 409, body: { code: 'CATEGORY_EXISTS' } });
  });

  it('a look-alike of a taken name (zero-width space, full-width letters, Cyrillic о, a soft hyphen) is refused as taken', async () => {
    const { token } = await newSeller();
    const name = `Thali ${short()}`;
    const first = await addCategory(token, name);
    expect(first.status).toBe(201);
    madeCategories.push(first.body);
    const fullWidth = Array.from(name, (char) =>
      char === ' ' ? char : String.fromCodePoint(char.codePointAt(0)! + 0xfee0),
    ).join('');
    const lookAlikes = [
      name.replace('T', 'T\u200B'),
      fullWidth,
      name.replace('a', '\u0430'),
      name.replace('h', '\u00ADh'),
      name.replace('i', '\u0456').toUpperCase(),
    ];
    for (const lookAlike of lookAlikes) {
      expect(await addCategory(token, lookAlike), JSON.stringify(lookAlike)).toMatchObject({
        status: 409,
        body: { code: 'CATEGORY_EXISTS' },
      });
    }
    // The seed's Dosa, with a Cyrillic о and a zero-width space.
    expect(await addCategory(token, 'D\u043Es\u200Ba')).toMatchObject({
      status: 409,
      body: { code: 'CATEGORY_EXISTS' },
    });
  });
});

describe('orders and their status', () => {
  it("the restaurant's orders come newest first, a page at a time", async () => {
    const seller = await newSeller();
    const times = ['2026-01-05T10:00:00.000Z', '2026-01-07T10:00:00.000Z', '2026-01-06T10:00:00.000Z'];
    const orders = [];
    for (const createdAt of times) orders.push(await placeOrder(seller.restaurant, { createdAt }));
    const first = await api.call<SellerOrderPage>('seller/list-orders', {
      token: seller.token,
      query: { limit: '2' },
    });
    expect(first.body.items.map((order) => order.createdAt)).toEqual([times[1], times[2]]);
    expect(first.body.items[0]).toMatchObject({
      orderStatus: 'Pending',
      totalAmount: 240,
      userId: { username: 'Test Buyer' },
    });
    const second = await api.call<SellerOrderPage>('seller/list-orders', {
      token: seller.token,
      query: { cursor: first.body.nextCursor! },
    });
    expect(second.body.items.map((order) => order.orderId)).toEqual([orders[0]!.orderId]);
  });

  it('status moves forward only: Pending -> Preparing -> Delivered; repeating or going back is 409', async () => {
    const seller = await newSeller();
    const order = await placeOrder(seller.restaurant);
    const preparing = await setStatus(seller, order.orderId, 'Preparing');
    expect(preparing).toMatchObject({
      status: 200,
      body: { message: 'Order status updated to Preparing', order: { orderStatus: 'Preparing' } },
    });
    expect(preparing.body.order.statusHistory.map((entry) => entry.status)).toEqual(['Pending', 'Preparing']);
    expect(Date.parse(preparing.body.order.statusHistory[1]!.at)).toBeGreaterThan(Date.now() - 60_000);

    expect(await setStatus(seller, order.orderId, 'Preparing')).toMatchObject({
      status: 409,
      body: { code: 'STATUS_NOT_FORWARD', message: 'This order is already Preparing.' },
    });
    expect(await setStatus(seller, order.orderId, 'Pending')).toMatchObject({
      status: 409,
      body: { message: 'An order cannot go back from Preparing to Pending.' },
    });
    expect((await setStatus(seller, order.orderId, 'Delivered')).status).toBe(200);
    expect((await setStatus(seller, order.orderId, 'Preparing')).status).toBe(409);
    expect(await setStatus(seller, order.orderId, 'Shipped')).toMatchObject({ status: 400 });
    const stored = (await getItem(keys.order(order.orderId)))!;
    expect((stored.statusHistory as { status: string }[]).map((entry) => entry.status)).toEqual([
      'Pending',
      'Preparing',
      'Delivered',
    ]);

    // Skipping ahead is still forward.
    const skipped = await placeOrder(seller.restaurant);
    expect((await setStatus(seller, skipped.orderId, 'Delivered')).status).toBe(200);
  });

  it('each status change is emailed to the customer', async () => {
    const seller = await newSeller();
    const order = await placeOrder(seller.restaurant);
    await setStatus(seller, order.orderId, 'Preparing');
    await setStatus(seller, order.orderId, 'Delivered');
    const mails = await mailsTo(order.customerEmail);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Tiffin order ${order.orderId}: Preparing`,
      `Tiffin order ${order.orderId}: Delivered`,
    ]);
    expect(mails[1]!.body.text).toContain('has been delivered');
  });

  it("Delivered moves the revenue counters and its week's revenue exactly once, even under 5 parallel requests", async () => {
    const seller = await newSeller();
    const order = await placeOrder(seller.restaurant, { status: 'Preparing', payable: 31_550 });
    const before = await marketplace();
    const thisWeek = indiaDate(startOfIndiaWeek(new Date()));
    const weekRevenue = async () => (await marketplaceWeeks(thisWeek, thisWeek))[0]?.revenue ?? 0;
    const weekBefore = await weekRevenue();
    const answers = await Promise.all(Array.from({ length: 5 }, () => setStatus(seller, order.orderId, 'Delivered')));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const after = await marketplace();
    expect(after.deliveredOrders).toBe(before.deliveredOrders + 1);
    expect(after.revenue).toBe(before.revenue + 31_550);
    // The admin's revenue trend counts it in the week it was delivered.
    expect(await weekRevenue()).toBe(weekBefore + 31_550);
    expect(await getItem(keys.restaurantStats(seller.restaurantId))).toMatchObject({
      restaurantId: seller.restaurantId,
      name: seller.restaurant.name,
      deliveredOrders: 1,
      revenue: 31_550,
    });
    const stored = (await getItem(keys.order(order.orderId)))!;
    expect((stored.statusHistory as { status: string }[]).filter((entry) => entry.status === 'Delivered')).toHaveLength(
      1,
    );
  });
});

describe('the profile', () => {
  it('shows the seller and the restaurant, keeps the email read-only and renames the restaurant everywhere', async () => {
    const seller = await newSeller();
    const food = await addDish(seller);
    const email = `${seller.sellerId}@example.com`;
    const profile = await api.call<SellerProfile>('seller/get-profile', { token: seller.token });
    expect(profile.body).toEqual({
      sellerName: 'Test Seller',
      phone: '9876543210',
      email,
      restaurantName: seller.restaurant.name,
      description: 'A restaurant made for tests',
      image: '',
      address: CITIES.pune.address,
      city: 'pune',
      latitude: CITIES.pune.latitude,
      longitude: CITIES.pune.longitude,
      hours: null,
      paused: false,
    });
    const change = {
      sellerName: 'Ravi Kulkarni',
      phone: '9123456780',
      email,
      restaurantName: 'Kulkarni Bhojanalay',
      description: 'Home-style thalis',
      image: tiffinPhoto(),
    };
    expect(
      await api.call('seller/update-profile', { token: seller.token, body: { ...change, email: 'new@example.com' } }),
    ).toMatchObject({ status: 400, body: { code: 'EMAIL_READ_ONLY', message: 'Email cannot be changed.' } });
    expect(
      await api.call('seller/update-profile', {
        token: seller.token,
        body: { ...change, image: 'javascript:alert(1)' },
      }),
    ).toMatchObject({ status: 400, body: { message: 'Image must be an https:// address' } });
    expect((await getItem(keys.restaurant(seller.restaurantId)))!.name).toBe(seller.restaurant.name);

    const updated = await api.call<ProfileUpdated>('seller/update-profile', { token: seller.token, body: change });
    expect(updated).toMatchObject({
      status: 200,
      body: { message: 'Profile updated successfully.', profile: { ...change, city: 'pune' } },
    });
    expect(await getItem(keys.user(seller.sellerId))).toMatchObject({
      username: 'Ravi Kulkarni',
      phoneno: '9123456780',
    });
    expect(await getItem(keys.restaurant(seller.restaurantId))).toMatchObject({
      name: 'Kulkarni Bhojanalay',
      ...keys.restaurantInCity('pune', 'Kulkarni Bhojanalay', seller.restaurantId),
      ...keys.restaurantInMarketplace('Kulkarni Bhojanalay', seller.restaurantId),
    });
    const dishNow = await api.call<Food>('catalogue/get-food', { params: { id: food._id } });
    expect(dishNow.body.restaurant.name).toBe('Kulkarni Bhojanalay');
  });
});

describe('the weekly stats job', () => {
  // Wednesday 12 March 2025, 10:00 India time; that week began Monday 10 March, 00:00 India time.
  const NOW = new Date('2025-03-12T04:30:00.000Z');
  const at = (iso: string, status: OrderStatus = 'Pending', payable = 10_000) => ({
    createdAt: new Date(iso).toISOString(),
    orderStatus: status,
    paymentStatus: 'Paid' as const,
    quote: { payable },
  });
  const orders = [
    at('2025-03-09T23:59:00+05:30', 'Delivered', 50_000), // Sunday 23:59: last week
    at('2025-03-10T00:00:00+05:30', 'Delivered', 12_300), // Monday 00:00: this week
    at('2025-03-11T23:59:00+05:30', 'Preparing'), // yesterday 23:59: this week, not today
    at('2025-03-12T00:00:00+05:30'), // today 00:00
    at('2025-03-12T09:59:00+05:30', 'Delivered', 45_600), // today
    at('2025-03-12T10:01:00+05:30', 'Delivered', 99_900), // after now: not yet
  ];

  it('counts the India-time week from Monday 00:00 and the day from 00:00', () => {
    expect(computeWeek(orders, NOW)).toEqual({
      weekStart: '2025-03-10',
      from: '2025-03-09T18:30:00.000Z',
      to: NOW.toISOString(),
      today: '2025-03-12',
      totalWeeklyOrders: 4,
      totalDelivered: 2,
      revenue: 12_300 + 45_600,
      todayOrders: 2,
      todayRevenue: 45_600,
      cancelledOrders: 0,
      refunded: 0,
    });
  });

  it('a cancelled or rejected order counts as an order of the week and of today, as everywhere, and also as cancelled; never as revenue', () => {
    const ended = (status: 'Cancelled' | 'Rejected', paymentStatus: 'Paid' | 'Refunded', payable: number) => ({
      ...at('2025-03-12T09:00:00+05:30', status, payable),
      paymentStatus,
    });
    expect(
      computeWeek(
        [
          ...orders,
          ended('Cancelled', 'Refunded', 25_200),
          ended('Rejected', 'Refunded', 10_000),
          ended('Cancelled', 'Paid', 7_000),
        ],
        NOW,
      ),
    ).toMatchObject({
      totalWeeklyOrders: 7,
      totalDelivered: 2,
      revenue: 12_300 + 45_600,
      todayOrders: 5,
      todayRevenue: 45_600,
      cancelledOrders: 3,
      // The third one's refund has not gone through yet.
      refunded: 35_200,
    });
  });

  it('an order at Sunday 23:59 belongs to the week that ends then; a refunded one still counts as placed, never as revenue', () => {
    const sundayNight = new Date('2025-03-09T23:59:30+05:30');
    expect(computeWeek(orders, sundayNight)).toMatchObject({
      weekStart: '2025-03-03',
      totalWeeklyOrders: 1,
      totalDelivered: 1,
      revenue: 50_000,
      todayOrders: 1,
    });
    const mondayMidnight = new Date('2025-03-10T00:00:00+05:30');
    expect(computeWeek(orders, mondayMidnight)).toMatchObject({
      weekStart: '2025-03-10',
      totalWeeklyOrders: 1,
      todayOrders: 1,
      revenue: 12_300,
    });
    const refunded = { ...orders[4]!, orderStatus: 'Cancelled' as const, paymentStatus: 'Refunded' as const };
    expect(computeWeek([refunded], NOW)).toMatchObject({
      totalWeeklyOrders: 1,
      todayOrders: 1,
      totalDelivered: 0,
      revenue: 0,
      cancelledOrders: 1,
      refunded: 45_600,
    });
  });

  it('stores each restaurant week from its orders in the table; a re-run stores the same item', async () => {
    const seller = await newSeller('pune', '2025-01-01T00:00:00.000Z');
    for (const order of orders) {
      await placeOrder(seller.restaurant, {
        createdAt: order.createdAt,
        status: order.orderStatus,
        payable: order.quote.payable,
      });
    }
    const run = await runWeeklyStats(NOW);
    expect(run.weekStart).toBe('2025-03-10');
    const key = keys.sellerWeek(seller.restaurantId, '2025-03-10');
    const stored = await getItem(key);
    expect(stored).toEqual({
      ...key,
      entity: 'SellerWeek',
      restaurantId: seller.restaurantId,
      ...computeWeek(orders, NOW),
      computedAt: NOW.toISOString(),
    });
    await runWeeklyStats(NOW);
    expect(await getItem(key)).toEqual(stored);
    // An earlier run arriving late never overwrites later figures.
    await runWeeklyStats(new Date('2025-03-11T04:30:00.000Z'));
    expect(await getItem(key)).toEqual(stored);
    // Last week is history: a Wednesday run does not touch it.
    expect(await getItem(keys.sellerWeek(seller.restaurantId, '2025-03-03'))).toBeUndefined();
  });

  it("on Monday it also recomputes last week, so Sunday night's orders and their deliveries land there", async () => {
    const seller = await newSeller('jaipur', '2025-01-01T00:00:00.000Z');
    const sunday = await placeOrder(seller.restaurant, { createdAt: '2025-03-09T18:29:00.000Z', payable: 50_000 });
    await placeOrder(seller.restaurant, { createdAt: '2025-03-09T18:30:00.000Z' });
    await setAttributes(keys.order(sunday.orderId), { orderStatus: 'Delivered' });
    await runWeeklyStats(new Date('2025-03-10T00:10:00+05:30'));
    expect(await getItem(keys.sellerWeek(seller.restaurantId, '2025-03-03'))).toMatchObject({
      totalWeeklyOrders: 1,
      totalDelivered: 1,
      revenue: 50_000,
      to: '2025-03-09T18:29:59.999Z',
    });
    expect(await getItem(keys.sellerWeek(seller.restaurantId, '2025-03-10'))).toMatchObject({
      totalWeeklyOrders: 1,
      todayOrders: 1,
      totalDelivered: 0,
    });
  });
});

/** Every DynamoDB call the data layer makes while `work` runs, with its answer (the hook the bench counts with). */
async function callsDuring<T>(
  work: () => Promise<T>,
  fail?: (operation: string, input: Record<string, unknown>) => boolean,
) {
  const calls: { operation: string; input: Record<string, unknown>; output?: Record<string, unknown> }[] = [];
  const unwrap = wrapDynamo((next) => async (operation, input) => {
    const call: (typeof calls)[number] = { operation, input };
    calls.push(call);
    if (fail?.(operation, input)) throw new Error(`DynamoDB is down for ${operation}`);
    call.output = await next(operation, input);
    return call.output;
  });
  try {
    return { result: await work(), calls };
  } finally {
    unwrap();
  }
}

/** Orders store their creation time in UTC ISO form (keys sort by it). */
const utc = (iso: string) => new Date(iso).toISOString();

const isOrdersQuery = ({ operation, input }: { operation: string; input: Record<string, unknown> }) =>
  operation === 'Query' && /ORDER/.test(JSON.stringify(input.ExpressionAttributeValues));

describe("the weekly stats job's reads and writes", () => {
  it("reads every restaurant's week of orders in one query, not one per restaurant, reads no dish, and writes the weeks in one transaction", async () => {
    // A Monday (India time) just after midnight: last week is recomputed too, from the same query.
    const monday = new Date('2025-04-21T00:10:00+05:30');
    const a = await newSeller('pune', '2025-01-01T00:00:00.000Z');
    const b = await newSeller('jaipur', '2025-01-01T00:00:00.000Z');
    await placeOrder(a.restaurant, { createdAt: utc('2025-04-13T23:00:00+05:30') }); // the week before last: not read
    await placeOrder(a.restaurant, {
      createdAt: utc('2025-04-16T12:00:00+05:30'),
      status: 'Delivered',
      payable: 30_000,
    });
    await placeOrder(b.restaurant, { createdAt: utc('2025-04-20T23:59:00+05:30') });
    await placeOrder(b.restaurant, { createdAt: utc('2025-04-21T00:05:00+05:30') });
    await placeOrder(b.restaurant, { createdAt: utc('2025-04-21T00:20:00+05:30') }); // after the run: not read

    const { result: run, calls } = await callsDuring(() => runWeeklyStats(monday));

    const orderQueries = calls.filter(isOrdersQuery);
    expect(orderQueries).toHaveLength(1);
    expect(orderQueries[0]!.input).toMatchObject({ IndexName: 'GSI3' });
    // The same orders as one query per restaurant would read: those of the two weeks up to the run, no others.
    expect(orderQueries[0]!.output).toMatchObject({ Count: 3, ScannedCount: 3 });
    expect(calls.filter((call) => call.operation === 'PutItem')).toEqual([]);
    const transactions = calls.filter((call) => call.operation === 'TransactWriteItems');
    expect(transactions).toHaveLength(Math.ceil(run.weeksStored / 100));
    // The restaurants, the orders and the transaction(s): nothing else, however many restaurants and dishes.
    expect(calls).toHaveLength(2 + transactions.length);

    // Each restaurant's weeks count its own orders only.
    expect(await getItem(keys.sellerWeek(a.restaurantId, '2025-04-14'))).toMatchObject({
      totalWeeklyOrders: 1,
      revenue: 30_000,
    });
    expect(await getItem(keys.sellerWeek(a.restaurantId, '2025-04-21'))).toMatchObject({ totalWeeklyOrders: 0 });
    expect(await getItem(keys.sellerWeek(b.restaurantId, '2025-04-14'))).toMatchObject({ totalWeeklyOrders: 1 });
    expect(await getItem(keys.sellerWeek(b.restaurantId, '2025-04-21'))).toMatchObject({
      totalWeeklyOrders: 1,
      todayOrders: 1,
    });
  });

  it("a week stored by a later run is not overwritten by an earlier run that finishes late, and the other restaurants' weeks are still stored", async () => {
    // Wednesday and Thursday of the week of Monday 5 May 2025.
    const earlier = new Date('2025-05-07T04:30:00.000Z');
    const later = new Date('2025-05-08T04:30:00.000Z');
    const a = await newSeller('pune', '2025-01-01T00:00:00.000Z');
    const b = await newSeller('jaipur', '2025-01-01T00:00:00.000Z');
    await placeOrder(a.restaurant, { createdAt: utc('2025-05-06T12:00:00+05:30') });
    await placeOrder(b.restaurant, { createdAt: utc('2025-05-06T13:00:00+05:30') });
    await placeOrder(b.restaurant, { createdAt: utc('2025-05-07T09:00:00+05:30') });
    await runWeeklyStats(later);
    const weekOfA = keys.sellerWeek(a.restaurantId, '2025-05-05');
    const weekOfB = keys.sellerWeek(b.restaurantId, '2025-05-05');
    const storedByLater = await getItem(weekOfA);
    expect(storedByLater).toMatchObject({ computedAt: later.toISOString() });
    // As if the later run had not stored B's week (B failed in it, say).
    await deleteItem(weekOfB);

    const run = await runWeeklyStats(earlier);

    expect(await getItem(weekOfA)).toEqual(storedByLater);
    expect(await getItem(weekOfB)).toMatchObject({
      computedAt: earlier.toISOString(),
      to: earlier.toISOString(),
      totalWeeklyOrders: 2,
    });
    // Every other restaurant's week was also stored by the later run: only B's was written.
    expect(run.weeksStored).toBe(1);
  });

  it('weeks whose write fails (not a refused condition) fail the run, so EventBridge retries it', async () => {
    const now = new Date('2025-05-28T04:30:00.000Z');
    const a = await newSeller('pune', '2025-01-01T00:00:00.000Z');
    const { result: failed } = await callsDuring(
      () =>
        runWeeklyStats(now).then(
          () => 'stored',
          (error: Error) => error.message,
        ),
      (operation) => operation === 'TransactWriteItems' || operation === 'PutItem',
    );
    expect(failed).toMatch(/^Weekly stats failed for \d+ restaurant\(s\)$/);
    expect(await getItem(keys.sellerWeek(a.restaurantId, '2025-05-26'))).toBeUndefined();
    // The retry stores it.
    expect((await runWeeklyStats(now)).weeksStored).toBeGreaterThan(0);
    expect(await getItem(keys.sellerWeek(a.restaurantId, '2025-05-26'))).toMatchObject({ totalWeeklyOrders: 0 });
  });

  it('stores at most 100 weeks per transaction, and a week a later run stored does not stop the others', async () => {
    const n = short();
    const weekStart = '2025-06-02';
    const records = Array.from({ length: 150 }, (_, i) => ({
      restaurantId: `r-test-bulk-${n}-${i}`,
      ...computeWeek([], new Date('2025-06-04T04:30:00.000Z')),
      computedAt: '2025-06-04T04:30:00.000Z',
    }));
    const later = { ...records[120]!, computedAt: '2025-06-05T04:30:00.000Z', totalWeeklyOrders: 7 };
    await putItem(sellerWeekItem(later));

    const { result, calls } = await callsDuring(() => putSellerWeeks(records));

    expect(result).toEqual({ stored: 149, failed: [] });
    const transactions = calls.filter((call) => call.operation === 'TransactWriteItems');
    const sizes = transactions.map((call) => (call.input.TransactItems as unknown[]).length);
    // The first 100, then the last 50 (refused as a whole for week 120), then those 50 without it.
    expect(sizes).toEqual([100, 50, 49]);
    for (const [i, record] of records.entries()) {
      const stored = await getItem(keys.sellerWeek(record.restaurantId, weekStart));
      expect(stored).toMatchObject(i === 120 ? { totalWeeklyOrders: 7 } : { computedAt: record.computedAt });
    }
  });
});

describe('the seller dashboard', () => {
  it("shows this week's figures with the India-time range and 8 weeks of history, and the menu as it is now", async () => {
    const seller = await newSeller();
    const soldOut = await addDish(seller);
    await addDish(seller);
    await api.call('seller/edit-food', {
      params: { id: soldOut._id },
      token: seller.token,
      body: dish({ name: soldOut.name, quantity: 0 }),
    });
    const delivered = await placeOrder(seller.restaurant, { payable: 52_500 });
    await setStatus(seller, delivered.orderId, 'Delivered');
    await placeOrder(seller.restaurant);

    // Before the job has run: the week's orders read as they are, and the menu as it is now.
    const unstored = await api.call<SellerStats>('seller/stats', { token: seller.token });
    expect(unstored.body).toMatchObject({
      totalWeeklyOrders: 2,
      totalDelivered: 1,
      totalRevenue: 525,
      todayOrders: 2,
      todayRevenue: 525,
      waitingOrders: 1,
      totalFoodItems: 2,
      outOfStock: 1,
      updatedAt: null,
    });

    await runWeeklyStats();
    const { status, body } = await api.call<SellerStats>('seller/stats', { token: seller.token });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      totalWeeklyOrders: 2,
      totalDelivered: 1,
      totalRevenue: 525,
      todayOrders: 2,
      totalFoodItems: 2,
      outOfStock: 1,
      updatedAt: expect.any(String),
    });
    const monday = startOfIndiaWeek(new Date());
    expect(body.week.timeZone).toBe('Asia/Kolkata');
    expect(body.week.start).toMatch(/T00:00:00\.000\+05:30$/);
    expect(Date.parse(body.week.start)).toBe(monday.getTime());
    expect(body.history).toHaveLength(8);
    expect(body.history.at(-1)).toEqual({
      weekStart: indiaDate(monday),
      totalWeeklyOrders: 2,
      totalDelivered: 1,
      totalRevenue: 525,
    });
    expect(body.history[0]).toMatchObject({ totalWeeklyOrders: 0, totalRevenue: 0 });

    // A new order counts at once (the stored figures plus the orders placed since), and once only after the job
    // stores it; the menu's figures at once.
    await placeOrder(seller.restaurant);
    await addDish(seller);
    const live = await api.call<SellerStats>('seller/stats', { token: seller.token });
    expect(live.body).toMatchObject({ totalWeeklyOrders: 3, todayOrders: 3, waitingOrders: 2, totalFoodItems: 3 });
    expect(live.body.history.at(-1)!.totalWeeklyOrders).toBe(3);
    await runWeeklyStats();
    const stored = await api.call<SellerStats>('seller/stats', { token: seller.token });
    expect(stored.body).toMatchObject({ totalWeeklyOrders: 3, todayOrders: 3, waitingOrders: 2 });
  });

  it('a cancelled or rejected order counts the same way in the week, today, the chart and the cancelled figure', async () => {
    const seller = await newSeller();
    const delivered = await placeOrder(seller.restaurant, { payable: 30_000 });
    await setStatus(seller, delivered.orderId, 'Delivered');
    await placeOrder(seller.restaurant, { status: 'Rejected', payable: 20_000 });
    await placeOrder(seller.restaurant, { status: 'Cancelled', payable: 10_000 });
    const expected = {
      totalWeeklyOrders: 3,
      totalDelivered: 1,
      totalRevenue: 300,
      todayOrders: 3,
      todayRevenue: 300,
      cancelledOrders: 2,
      waitingOrders: 0,
    };

    // Read live before the job runs, and from the stored week after: the same figures.
    for (const when of ['before the job', 'after the job']) {
      if (when === 'after the job') await runWeeklyStats();
      const { body } = await api.call<SellerStats>('seller/stats', { token: seller.token });
      expect(body, when).toMatchObject(expected);
      expect(body.history.at(-1), when).toMatchObject({ totalWeeklyOrders: 3, totalDelivered: 1, totalRevenue: 300 });
      // Never a week of fewer orders than its cancelled ones, nor of fewer orders than today's.
      expect(body.totalWeeklyOrders).toBeGreaterThanOrEqual(body.cancelledOrders + body.totalDelivered);
      expect(body.totalWeeklyOrders).toBeGreaterThanOrEqual(body.todayOrders);
    }
  });
});
