import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { Cart } from '@tiffin/shared/api/cart';
import type { FoodPage } from '@tiffin/shared/api/catalogue';
import type { OrderPage } from '@tiffin/shared/api/orders';
import { expect, expectAccessible, test } from './support/a11y';
import { endpoint } from './support/api';
import { submitLogin } from './support/login';

const bengaluru = { latitude: 12.9716, longitude: 77.5946 };
const customer = { email: 'customer@tiffin.local', password: 'Customer@123' };
const seller = { email: 'seller@tiffin.local', password: 'Seller@123', restaurant: 'Udupi Upahar' };
/** Seeded Delivered and not reviewed (local/src/seed.ts), for when the seller API is not served yet. */
const seededDelivered = { orderId: 'TF-SEED0002', dish: 'Chicken Biryani', restaurant: 'Meghana Spice House' };

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Empties the cart through the API, so a test starts the same whatever ran before it. */
async function emptyCart(request: APIRequestContext, token: string) {
  const response = await request.post(endpoint('cart/clear'), { headers: bearer(token) });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The cart holds exactly one of this dish, put there through the API. */
async function cartOfOne(request: APIRequestContext, token: string, foodId: string) {
  await emptyCart(request, token);
  const added = await request.post(endpoint('cart/add'), { headers: bearer(token), data: { foodId } });
  expect(added.ok(), await added.text()).toBe(true);
}

async function myOrders(request: APIRequestContext, token: string): Promise<OrderPage> {
  const response = await request.get(`${endpoint('orders/list-mine')}?limit=100`, { headers: bearer(token) });
  expect(response.ok()).toBe(true);
  return (await response.json()) as OrderPage;
}

/** Signs in through the login page (once per test: logins are rate limited per email) and answers the token. */
async function logIn(page: Page): Promise<string> {
  await submitLogin(page, '/login', customer, 'customer login, filled in');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Logout' }).filter({ visible: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Dishes' }).getByRole('listitem').first()).toBeVisible();
  await expectAccessible(page, 'home, signed in');
  const token = await page.evaluate(() => sessionStorage.getItem('tiffin.token.customer'));
  expect(token).toBeTruthy();
  return token!;
}

/** The navbar's cart link, named after the count ('Cart', 'Cart, 1 item'). */
const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart/ });

async function payWithCard(page: Page, card: string): Promise<Locator> {
  const window = page.getByRole('dialog', { name: 'Tiffin secure payment' });
  await expect(window).toBeVisible();
  await expectAccessible(page, 'payment window open');
  await window.getByLabel('Card number').fill(card);
  await window.getByLabel('Expiry').fill('12/34');
  await window.getByLabel('CVC').fill('123');
  await window.getByRole('button', { name: /^Pay / }).click();
  return window;
}

/**
 * The order to review, Delivered: the new one, marked by its restaurant's seller through the seller API;
 * while that API answers 501 (not served yet), the seeded Delivered order instead.
 */
async function deliveredOrder(
  request: APIRequestContext,
  placed: { orderId: string; dish: string; restaurant: string },
) {
  const login = await request.post(endpoint('seller/login'), {
    data: { email: seller.email, password: seller.password },
  });
  if (login.status() === 501) return seededDelivered;
  expect(login.ok(), await login.text()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const delivered = await request.put(endpoint('seller/update-order-status', { id: placed.orderId }), {
    headers: bearer(token),
    data: { status: 'Delivered' },
  });
  if (delivered.status() === 501) return seededDelivered;
  expect(delivered.ok(), await delivered.text()).toBe(true);
  return placed;
}

/** A cart of one dish (put there through the API) -> checkout -> 'Deliver Here' on the saved address -> payment. */
async function toPaymentWithSavedAddress(page: Page, label: string) {
  await page.reload();
  await cartLink(page).click();
  await expect(page.getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(1);
  await expectAccessible(page, `cart, 1 item, ${label}`);
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();

  // The saved address of the latest order: 'Deliver Here'.
  const saved = page.getByRole('region', { name: 'Saved address' });
  await expect(saved).toBeVisible();
  await expectAccessible(page, `shipping, ${label}`);
  await saved.getByRole('button', { name: 'Deliver Here' }).click();
  await expect(page).toHaveURL(/\/confirm$/);
  await expect(page.getByTestId('price-Total')).toBeVisible();
  await expectAccessible(page, `confirm order, ${label}`);
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
}

async function review(page: Page, order: Locator, button: string, stars: number, comment: string) {
  await order.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: /^Review / });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, `my orders, ${button} dialog open`);
  // Each star is a radio input drawn by its label; the customer clicks the star.
  const star = await dialog.getByRole('radio', { name: `${stars} stars` }).getAttribute('id');
  await dialog.locator(`label[for="${star}"]`).click();
  await expect(dialog.getByRole('radio', { name: `${stars} stars` })).toBeChecked();
  await dialog.getByLabel('Comment').fill(comment);
  await dialog.getByRole('button', { name: 'Submit review' }).click();
  // The dialog closes on success only; the toast of an earlier review may still be showing.
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Review submitted!').first()).toBeVisible();
  await expectAccessible(page, `my orders, ${button} submitted`);
}

test.describe('the seeded customer in Bengaluru', () => {
  test.use({ geolocation: bengaluru, permissions: ['geolocation'] });

  test('home -> dish -> cart with the other-restaurant confirm -> shipping -> confirm -> card -> My Orders -> reviews', async ({
    page,
    request,
  }) => {
    const foods = ((await (await request.get(`${endpoint('catalogue/list-foods')}?city=bengaluru`)).json()) as FoodPage)
      .items;
    const first = foods.find((f) => f.restaurant.name !== seller.restaurant && f.quantity > 0);
    const second = foods.find((f) => f.restaurant.name === seller.restaurant && f.quantity > 1);
    expect(first && second, 'the seed has dishes of two Bengaluru restaurants').toBeTruthy();

    const token = await logIn(page);
    await emptyCart(request, token);
    await page.reload();
    await expect(cartLink(page)).toHaveAccessibleName('Cart');

    // Home -> a dish -> Add to Cart.
    await page
      .getByRole('list', { name: 'Dishes' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: first!.name, exact: true }) })
      .getByRole('link', { name: first!.name })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: first!.name })).toBeVisible();
    await expectAccessible(page, 'dish detail, signed in');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Item added to cart')).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
    await expectAccessible(page, 'dish detail, added to the cart');
    // Gone before the next check: a fade-out overlapping a later check would measure its fading text (a contrast of
    // 1.0). Closed by hand when it is still there; on a slow machine it may have closed itself (4 s) already.
    await page
      .getByRole('button', { name: 'Close notification' })
      .click({ timeout: 1_000 })
      .catch(() => undefined);
    await expect(page.getByText('Item added to cart')).toBeHidden();

    // A dish of ANOTHER restaurant: the cart asks to be cleared first.
    await page.getByRole('main').getByRole('link', { name: 'Back to home' }).click();
    await page
      .getByRole('list', { name: 'Restaurants' })
      .getByRole('link', { name: new RegExp(seller.restaurant) })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: seller.restaurant })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Dishes' }).getByRole('listitem').first()).toBeVisible();
    await expectAccessible(page, 'restaurant menu');
    await page
      .getByRole('list', { name: 'Dishes' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: second!.name, exact: true }) })
      .getByRole('button', { name: `Add ${second!.name} to cart` })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Clear the cart first?' });
    await expect(confirm).toContainText('another restaurant');
    await expectAccessible(page, 'restaurant menu, clear-the-cart confirm open');
    await confirm.getByRole('button', { name: 'Clear cart and add' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText('Item added to cart').first()).toBeVisible();

    // The cart: only the second restaurant's dish, its stepper and the spec's summary.
    await cartLink(page).click();
    await expect(page).toHaveURL(/\/cart$/);
    const lines = page.getByRole('list', { name: 'Cart items' }).getByRole('listitem');
    await expect(lines).toHaveCount(1);
    await expect(lines.first()).toContainText(second!.name);
    await expect(page.getByRole('button', { name: `Decrease quantity of ${second!.name}` })).toBeDisabled();
    await page.getByRole('button', { name: `Increase quantity of ${second!.name}` }).click();
    await expect(lines.first().getByTestId('line-quantity')).toHaveText('2');
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');
    const subtotal = second!.price * 2;
    // Whole rupees as Indian food apps write them ('₹240'), paise only when there are some ('₹240.50').
    const rupees = (value: number) =>
      new Intl.NumberFormat('en-IN', {
        style: 'currency',
        currency: 'INR',
        minimumFractionDigits: Math.round(value * 100) % 100 === 0 ? 0 : 2,
      }).format(value);
    // Every line the card will be charged. The delivery fee is the one for the likely address: Free within 5 km of
    // the restaurant, else the flat ₹40 (the seeded customer may have ordered here before, in another test).
    await expect(page.getByTestId('price-Subtotal')).toHaveText(rupees(subtotal));
    await expect(page.getByTestId('price-Tax (5%)')).toHaveText(rupees(subtotal * 0.05));
    const fee = page.getByTestId('price-Delivery fee');
    await expect(fee).toHaveText(/^(Free|₹40)$/);
    const feeRupees = (await fee.textContent()) === 'Free' ? 0 : 40;
    await expect(page.getByTestId('price-Total')).toHaveText(rupees(subtotal * 1.05 + feeRupees));
    await expectAccessible(page, 'cart, 2 of a dish');
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();

    // Shipping: a new address; the pincode fills the city and the country.
    await expect(page).toHaveURL(/\/shipping$/);
    const form = page.getByRole('region', { name: 'Deliver to a new address' });
    await form.getByRole('textbox', { name: 'Address' }).fill('42 Residency Road, Shanthala Nagar');
    await form.getByRole('textbox', { name: 'Pincode' }).fill('560001');
    await expect(form.getByRole('textbox', { name: 'City' })).toHaveValue('Bengaluru');
    await expect(form.getByRole('textbox', { name: 'Country' })).toHaveValue('India');
    await form.getByRole('textbox', { name: 'Phone' }).fill('9876543210');
    await expectAccessible(page, 'shipping, new address filled in');
    await form.getByRole('button', { name: 'Continue' }).click();

    // Confirm: the address, the items, a remark, the price and the distance.
    await expect(page).toHaveURL(/\/confirm$/);
    await expect(page.getByText('42 Residency Road, Shanthala Nagar')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Items' })).toContainText(`2 x ${rupees(second!.price)}`);
    await expect(page.getByTestId('price-Distance')).toHaveText(/^\d+\.\d km$/);
    await expect(page.getByTestId('price-Delivery fee')).toHaveText('Free');
    await expect(page.getByTestId('price-Tax (5%)')).toHaveText(rupees(subtotal * 0.05));
    await expect(page.getByTestId('price-Total')).toHaveText(rupees(subtotal * 1.05));
    await expectAccessible(page, 'confirm order');
    await page.getByLabel('Remark (optional)').fill('Extra chutney, please');
    // A reload keeps the checkout.
    await page.reload();
    await expect(page.getByLabel('Remark (optional)')).toHaveValue('Extra chutney, please');
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();

    // Payment: the green window opens by itself; the test card pays.
    await expect(page).toHaveURL(/\/payment$/);
    await expect(page.getByTestId('payment-amount')).toHaveText(`${rupees(subtotal * 1.05)} INR`);
    await payWithCard(page, '4242 4242 4242 4242');

    await expect(page).toHaveURL(/\/ordersuccess$/);
    await expect(page.getByRole('heading', { name: 'PAYMENT SUCCESSFULL !' })).toBeVisible();
    const orderId = (await page.getByTestId('order-id').textContent())!;
    expect(orderId).toMatch(/^TF-[0-9A-Z]{8}$/);
    await expect(cartLink(page)).toHaveAccessibleName('Cart');
    await expectAccessible(page, 'order success');

    // My Orders: the new order, Pending, with its items, restaurant and timeline.
    await page.getByRole('link', { name: 'View My Orders' }).click();
    await expect(page).toHaveURL(/\/myorder$/);
    const placed = page.getByRole('article', { name: `Order ${orderId}` });
    await expect(placed.getByTestId('order-status')).toHaveText('Pending');
    await expect(placed).toContainText(seller.restaurant);
    await expect(placed).toContainText(`Qty: 2`);
    await expect(placed).toContainText('Remark: Extra chutney, please');
    // The same lines the cart, the confirm page and the payment showed, ending with what was charged.
    await expect(placed.getByTestId('price-Tax (5%)')).toHaveText(rupees(subtotal * 0.05));
    await expect(placed.getByTestId('price-Total')).toHaveText(rupees(subtotal * 1.05));
    await expect(placed.getByRole('button', { name: /^Review/ })).toHaveCount(0);
    await expectAccessible(page, 'my orders, new order pending');

    // Delivered (by the seller), the customer reviews the dish and the restaurant.
    const target = await deliveredOrder(request, { orderId, dish: second!.name, restaurant: seller.restaurant });
    await page.reload();
    const order = page.getByRole('article', { name: `Order ${target.orderId}` });
    await expect(order.getByTestId('order-status')).toHaveText('Delivered');
    await expectAccessible(page, 'my orders, order delivered');
    await review(page, order, `Review ${target.dish}`, 4, 'Crisp and hot, as always.');
    await expect(order.getByRole('button', { name: `Reviewed ${target.dish}` })).toBeDisabled();
    await review(page, order, 'Review Restaurant', 5, 'Quick delivery and friendly staff.');
    await expect(order.getByRole('button', { name: 'Restaurant Reviewed' })).toBeDisabled();

    // The server agrees: both are reviewed.
    const stored = (await myOrders(request, token)).items.find((o) => o.orderId === target.orderId)!;
    expect(stored.restaurantReviewed).toBe(true);
    expect(stored.cartItems.find((line) => line.foodId.name === target.dish)?.reviewed).toBe(true);
  });

  test('a declined card shows the decline, places no order and keeps the cart', async ({ page, request }) => {
    const token = await logIn(page);
    await cartOfOne(request, token, 'f-blr-ghee-roast');
    const ordersBefore = (await myOrders(request, token)).items.length;

    await toPaymentWithSavedAddress(page, 'saved address');

    const window = await payWithCard(page, '4000 0000 0000 0002');
    await expect(window.getByRole('alert')).toHaveText('Your card was declined.');
    await expectAccessible(page, 'payment window, card declined');
    await window.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Payment cancelled. Your order is not placed yet.')).toBeVisible();
    await expect(page).toHaveURL(/\/payment$/);
    await expectAccessible(page, 'payment cancelled');

    expect((await myOrders(request, token)).items.length).toBe(ordersBefore);
    const cart = (await (await request.get(endpoint('cart/get'), { headers: bearer(token) })).json()) as Cart;
    expect(cart.count).toBe(1);
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  });

  test('a customer cancels a paid Pending order: it shows Cancelled, the stock comes back and the card is refunded', async ({
    page,
    request,
  }) => {
    const dishId = 'f-blr-ghee-roast';
    const stockOf = async () =>
      ((await (await request.get(endpoint('catalogue/get-food', { id: dishId }))).json()) as { quantity: number })
        .quantity;
    const token = await logIn(page);
    await cartOfOne(request, token, dishId);
    const stockBefore = await stockOf();

    await toPaymentWithSavedAddress(page, 'before a cancelled order');
    await payWithCard(page, '4242 4242 4242 4242');
    await expect(page).toHaveURL(/\/ordersuccess$/);
    const orderId = (await page.getByTestId('order-id').textContent())!;
    await expectAccessible(page, 'order success, before its cancel');
    expect(await stockOf()).toBe(stockBefore - 1);

    await page.getByRole('link', { name: 'View My Orders' }).click();
    const placed = page.getByRole('article', { name: `Order ${orderId}` });
    await expect(placed.getByTestId('order-status')).toHaveText('Pending');
    await expectAccessible(page, 'my orders, before the cancel');
    await placed.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel order ${orderId}?` });
    await expect(dialog).toContainText('will be refunded to your card');
    await expectAccessible(page, 'my orders, cancel dialog open');
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Your order is cancelled. Your payment has been refunded.')).toBeVisible();
    await expect(placed.getByTestId('order-status')).toHaveText('Cancelled');
    await expect(placed.getByText('Payment: Refunded')).toBeVisible();
    await expect(placed.getByTestId('order-ended')).toHaveText('You cancelled this order. The payment was refunded.');
    await expect(placed.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
    await expectAccessible(page, 'my orders, order cancelled');

    // The server agrees, and a second cancel refunds nothing more.
    expect(await stockOf()).toBe(stockBefore);
    const again = await request.post(endpoint('orders/cancel', { id: orderId }), { headers: bearer(token), data: {} });
    expect(again.status()).toBe(200);
    const stored = (await myOrders(request, token)).items.find((o) => o.orderId === orderId)!;
    expect(stored).toMatchObject({ orderStatus: 'Cancelled', paymentStatus: 'Refunded' });
  });

  test('Order again fills the cart from a past order, after asking to replace what the cart holds', async ({
    page,
    request,
  }) => {
    const token = await logIn(page);
    await cartOfOne(request, token, 'f-blr-ghee-roast');

    await page.goto('/myorder');
    const past = page.getByRole('article', { name: `Order ${seededDelivered.orderId}` });
    await expect(past.getByTestId('order-status')).toHaveText('Delivered');
    await expectAccessible(page, 'my orders, before order again');
    await past.getByRole('button', { name: /^Order again/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Replace your cart?' });
    await expect(dialog).toContainText('Your cart has other dishes.');
    await expectAccessible(page, 'my orders, replace-the-cart question');
    await dialog.getByRole('button', { name: 'Replace cart' }).click();

    await expect(page).toHaveURL(/\/cart$/);
    const lines = page.getByRole('list', { name: 'Cart items' }).getByRole('listitem');
    await expect(lines.first()).toContainText(seededDelivered.dish);
    await expect(lines.filter({ hasText: 'Ghee Roast' })).toHaveCount(0);
    await expectAccessible(page, 'cart, after order again');
    const cart = (await (await request.get(endpoint('cart/get'), { headers: bearer(token) })).json()) as Cart;
    expect(cart.restaurant?.name).toBe(seededDelivered.restaurant);
    await emptyCart(request, token);
  });

  test('a paused restaurant shows it is closed, and nothing of it goes into the cart', async ({ page, request }) => {
    const login = await request.post(endpoint('seller/login'), {
      data: { email: seller.email, password: seller.password },
    });
    expect(login.ok(), await login.text()).toBe(true);
    const { token: sellerToken } = (await login.json()) as { token: string };
    const setPaused = async (paused: boolean) => {
      const saved = await request.put(endpoint('seller/update-hours'), {
        headers: bearer(sellerToken),
        data: { hours: null, paused },
      });
      expect(saved.ok(), await saved.text()).toBe(true);
    };

    const token = await logIn(page);
    await emptyCart(request, token);
    await setPaused(true);
    try {
      await page.goto('/restaurant/r-blr-udupi');
      await expect(page.getByRole('heading', { level: 1, name: seller.restaurant })).toBeVisible();
      await expect(page.getByRole('main').getByTestId('closed-note')).toHaveText(
        'Closed · Not taking orders right now',
      );
      await expect(page.getByRole('list', { name: 'Dishes' }).getByRole('listitem').first()).toBeVisible();
      await expectAccessible(page, 'restaurant menu, paused');
      const dish = page.getByRole('list', { name: 'Dishes' }).getByRole('listitem').first();
      await expect(dish.getByRole('button', { name: 'Closed' })).toBeDisabled();
      await expect(dish.getByRole('button', { name: /^Add / })).toHaveCount(0);
      // The server refuses on its own, whatever a page offers.
      const refused = await request.post(endpoint('cart/add'), {
        headers: bearer(token),
        data: { foodId: 'f-blr-masala-dosa' },
      });
      expect(refused.status()).toBe(409);
      expect(await refused.json()).toMatchObject({
        message: `${seller.restaurant} is not taking orders right now.`,
        code: 'RESTAURANT_CLOSED',
      });
      const cart = (await (await request.get(endpoint('cart/get'), { headers: bearer(token) })).json()) as Cart;
      expect(cart.count).toBe(0);
    } finally {
      await setPaused(false);
    }
  });
});
