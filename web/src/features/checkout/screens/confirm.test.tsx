import { screen, waitFor, within } from '@testing-library/react';
import { haversineKm } from '@tiffin/shared/geo';
import { describe, expect, it } from 'vitest';
import { setToken } from '@/lib/session';
import { aCart, aCartLine, aPincodePlace, aShippingInfo } from '@/test/fixtures';
import { mockApi, reply } from '@/test/mock-api';
import { renderScreen } from '@/test/render';
import { CHECKOUT_KEY, type CheckoutState } from '../hooks/use-checkout-state';
import ConfirmScreen from './confirm';

/** The restaurant of the fixtures is at 12.97, 77.59: 560001 is about 1 km away, 560100 about 14 km. */
const places = {
  '560001': aPincodePlace(),
  '560100': aPincodePlace({ pincode: '560100', latitude: 12.8498, longitude: 77.6545 }),
  '400001': aPincodePlace({
    pincode: '400001',
    city: 'Mumbai',
    state: 'Maharashtra',
    latitude: 18.9385,
    longitude: 72.8363,
  }),
};

function confirmApi(cart = aCart([aCartLine({ price: 120 }, 2)]), overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    '/api/cart/get/user': () => cart,
    // The delivery point of an address that names only its city is its pincode's (functions/src/domain/geo/places.ts).
    '/api/geocode/coords': (url) => {
      const place = places[url.searchParams.get('pincode') as keyof typeof places];
      return place
        ? { latitude: place.latitude, longitude: place.longitude }
        : reply(404, { message: 'Invalid Pincode' });
    },
    ...overrides,
  });
}

/** A checkout as the shipping step leaves it (sessionStorage, so this is also what a reload finds). */
function checkoutWith(state: Partial<CheckoutState>) {
  window.sessionStorage.setItem(
    CHECKOUT_KEY,
    JSON.stringify({ shippingInfo: aShippingInfo(), remark: '', amount: null, owner: 't0ken', ...state }),
  );
}

function renderConfirm() {
  setToken('customer', 't0ken');
  return renderScreen('/confirm', <ConfirmScreen />);
}

const stored = () => JSON.parse(window.sessionStorage.getItem(CHECKOUT_KEY) ?? 'null') as CheckoutState;
const proceed = () => screen.getByRole('button', { name: 'Proceed to Payment' });

describe('confirm', () => {
  it('the confirm page shows the address, the items, the price from quote() and the distance in km', async () => {
    confirmApi();
    checkoutWith({});
    renderConfirm();

    expect(await screen.findByText('221 MG Road, Shanthala Nagar')).toBeInTheDocument();
    expect(within(await screen.findByRole('list', { name: 'Items' })).getByText('2 x ₹120')).toBeInTheDocument();
    expect(await screen.findByTestId('price-Subtotal')).toHaveTextContent('₹240');
    expect(screen.getByTestId('price-Delivery fee')).toHaveTextContent('Free');
    const km = haversineKm({ lat: 12.97, lon: 77.59 }, { lat: 12.9766, lon: 77.5993 });
    expect(screen.getByTestId('price-Distance')).toHaveTextContent(`${km.toFixed(1)} km`);
    expect(screen.getByTestId('price-Tax (5%)')).toHaveTextContent('₹12');
    expect(screen.getByTestId('price-Total')).toHaveTextContent('₹252');
  });

  it('beyond 5 km the delivery costs ₹40, and from ₹2000 a 20% discount applies', async () => {
    confirmApi(aCart([aCartLine({ price: 500 }, 4)]));
    checkoutWith({ shippingInfo: aShippingInfo({ pincode: '560100' }) });
    renderConfirm();

    expect(await screen.findByTestId('price-Delivery fee')).toHaveTextContent('₹40');
    expect(screen.getByTestId('price-Discount (20%)')).toHaveTextContent('- ₹400');
    expect(screen.getByTestId('price-Distance')).toHaveTextContent(/^1[3-5]\.\d km$/);
    expect(screen.getByTestId('price-Total')).toHaveTextContent('₹1,740');
  });

  it('a pincode whose place is unknown keeps the default delivery fee', async () => {
    confirmApi(undefined, { '/api/geocode/coords': () => reply(404, { message: 'Address not found' }) });
    checkoutWith({});
    renderConfirm();

    expect(await screen.findByTestId('price-Delivery fee')).toHaveTextContent('₹40');
    expect(screen.getByTestId('price-Distance')).toHaveTextContent('Unknown');
  });

  it('an address its pincode contradicts is said at once, and the customer cannot proceed to pay', async () => {
    const mismatch = 'The pincode does not match the address. Please check the address and pincode.';
    confirmApi(undefined, { '/api/geocode/coords': () => reply(400, { message: mismatch }) });
    checkoutWith({});
    const { user } = renderConfirm();

    expect(await screen.findByRole('alert')).toHaveTextContent(mismatch);
    await screen.findByTestId('price-Total');
    await user.click(proceed());
    expect(screen.getByRole('alert')).toHaveTextContent(mismatch);
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('proceeding keeps the remark and the payable amount for the payment step', async () => {
    confirmApi();
    checkoutWith({});
    const { user } = renderConfirm();

    await user.type(await screen.findByRole('textbox', { name: 'Remark (optional)' }), 'No onion');
    await screen.findByTestId('price-Total');
    await user.click(proceed());

    expect(screen.getByTestId('location')).toHaveTextContent('/payment');
    expect(stored()).toMatchObject({ remark: 'No onion', amount: 252 });
  });

  it('the confirm page refuses a different city', async () => {
    confirmApi();
    checkoutWith({ shippingInfo: aShippingInfo({ city: 'Mumbai', pincode: '400001' }) });
    const { user } = renderConfirm();

    await screen.findByTestId('price-Total');
    await user.click(proceed());

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Delivery not available to a different city from the restaurant.',
    );
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('the city is compared case-insensitively and trimmed', async () => {
    confirmApi();
    checkoutWith({ shippingInfo: aShippingInfo({ city: ' BENGALURU ' }) });
    const { user } = renderConfirm();

    await screen.findByTestId('price-Total');
    await user.click(proceed());

    expect(screen.getByTestId('location')).toHaveTextContent('/payment');
  });

  it('proceeding while the shipping info is being edited asks to save it first', async () => {
    confirmApi();
    checkoutWith({});
    const { user } = renderConfirm();

    await screen.findByTestId('price-Total');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(proceed());

    expect(screen.getByRole('alert')).toHaveTextContent('Please save your shipping info before proceeding.');
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('an edited address, once saved, is the one used', async () => {
    confirmApi();
    checkoutWith({});
    const { user } = renderConfirm();

    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const address = screen.getByRole('textbox', { name: 'Address' });
    await user.clear(address);
    await user.type(address, '7 Lavelle Road');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('7 Lavelle Road')).toBeInTheDocument();
    expect(stored().shippingInfo).toMatchObject({ address: '7 Lavelle Road' });
    await user.click(proceed());
    expect(screen.getByTestId('location')).toHaveTextContent('/payment');
  });

  it('shipping info that breaks the re-check is refused', async () => {
    confirmApi();
    checkoutWith({ shippingInfo: aShippingInfo({ phone: '98765' }) });
    const { user } = renderConfirm();

    await screen.findByTestId('price-Total');
    await user.click(proceed());

    expect(screen.getByRole('alert')).toHaveTextContent('Invalid shipping information. Please check and try again.');
  });

  it('without shipping info the confirm page sends the customer to /shipping', async () => {
    confirmApi();
    renderConfirm();

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/shipping'));
  });
});
