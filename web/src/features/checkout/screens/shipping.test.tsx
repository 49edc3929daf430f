import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setToken } from '@/lib/session';
import { aCart, aPincodePlace, aShippingInfo } from '@/test/fixtures';
import { mockApi, reply } from '@/test/mock-api';
import { renderScreen } from '@/test/render';
import { CHECKOUT_KEY } from '../hooks/use-checkout-state';
import ShippingScreen from './shipping';

const bengaluru560001 = aPincodePlace();

function shippingApi(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    '/api/cart/get/user': () => aCart(),
    '/api/order/latest-shipping': () => ({ shippingInfo: null }),
    '/api/geocode/pincode/560001': () => bengaluru560001,
    ...overrides,
  });
}

function renderShipping() {
  setToken('customer', 't0ken');
  return renderScreen('/shipping', <ShippingScreen />);
}

const newAddress = () => screen.getByRole('region', { name: 'Deliver to a new address' });
const field = (name: string) => within(newAddress()).getByRole('textbox', { name });
const stored = () => JSON.parse(window.sessionStorage.getItem(CHECKOUT_KEY) ?? 'null') as { shippingInfo: unknown };

describe('shipping', () => {
  it('the steps are Shipping, Confirm and Payment', async () => {
    shippingApi();
    renderShipping();

    expect(await screen.findByRole('heading', { level: 1, name: 'Shipping' })).toBeInTheDocument();
    for (const step of ['Shipping', 'Confirm', 'Payment'])
      expect(screen.getByText(step, { selector: 'span' })).toBeInTheDocument();
  });

  it("Deliver Here takes the latest order's address to /confirm", async () => {
    const saved = aShippingInfo({ address: '12 Church Street' });
    shippingApi({ '/api/order/latest-shipping': () => ({ shippingInfo: saved }) });
    const { user } = renderShipping();

    const card = await screen.findByRole('region', { name: 'Saved address' });
    expect(card).toHaveTextContent('12 Church Street');
    await user.click(within(card).getByRole('button', { name: 'Deliver Here' }));

    expect(screen.getByTestId('location')).toHaveTextContent('/confirm');
    expect(stored().shippingInfo).toEqual(saved);
  });

  it('a 6-digit pincode fills the city (the district) and the country', async () => {
    shippingApi();
    const { user } = renderShipping();

    await user.type(await screen.findByRole('textbox', { name: 'Pincode' }), '560001');

    await waitFor(() => expect(field('City')).toHaveValue('Bengaluru'));
    expect(field('Country')).toHaveValue('India');
  });

  it('a pincode that is not found says Invalid Pincode and holds the form', async () => {
    shippingApi({ '/api/geocode/pincode/999999': () => reply(404, { message: 'Invalid Pincode' }) });
    const { user } = renderShipping();

    await user.type(await screen.findByRole('textbox', { name: 'Address' }), '12 Church Street');
    await user.type(field('Pincode'), '999999');
    expect(await screen.findByText('Invalid Pincode')).toBeInTheDocument();
    await user.type(field('City'), 'Bengaluru');
    await user.type(field('Country'), 'India');
    await user.type(field('Phone'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(screen.getByText('Invalid Pincode')).toBeInTheDocument();
  });

  it('a pincode lookup that fails says Pincode validation failed', async () => {
    shippingApi({ '/api/geocode/pincode/560001': () => reply(500, { message: 'Internal server error' }) });
    const { user } = renderShipping();

    await user.type(await screen.findByRole('textbox', { name: 'Pincode' }), '560001');

    expect(await screen.findByText('Pincode validation failed')).toBeInTheDocument();
  });

  it('every shipping rule shows its spec message', async () => {
    shippingApi();
    const { user } = renderShipping();

    await user.type(await screen.findByRole('textbox', { name: 'Address' }), 'abc');
    await user.type(field('City'), 'Bengaluru 1');
    await user.type(field('Pincode'), '5600');
    await user.type(field('Country'), 'India!');
    await user.type(field('Phone'), '5876543210');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Address must be at least 5 characters')).toBeInTheDocument();
    expect(screen.getByText('City must contain only letters')).toBeInTheDocument();
    expect(screen.getByText('Pincode must be exactly 6 digits')).toBeInTheDocument();
    expect(screen.getByText('Country must contain only letters')).toBeInTheDocument();
    expect(screen.getByText('Phone must be exactly 10 digits')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('a valid new address goes to /confirm and is kept for a reload', async () => {
    shippingApi();
    const { user } = renderShipping();

    await user.type(await screen.findByRole('textbox', { name: 'Address' }), '  42 Residency Road ');
    await user.type(field('Pincode'), '560001');
    await waitFor(() => expect(field('City')).toHaveValue('Bengaluru'));
    await user.type(field('Phone'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/confirm');
    expect(stored().shippingInfo).toEqual(aShippingInfo({ address: '42 Residency Road', phone: '9876543210' }));
  });

  it('an empty cart has nothing to ship', async () => {
    shippingApi({ '/api/cart/get/user': () => aCart([]) });
    renderShipping();

    expect(await screen.findByText('Your cart is empty. Add something delicious!')).toBeInTheDocument();
  });
});
