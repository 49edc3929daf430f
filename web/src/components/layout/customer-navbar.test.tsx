import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { CustomerNavbar } from './customer-navbar';

const desktopNav = () => screen.getAllByRole('navigation', { name: 'Main' })[0]!;

describe('customer navbar', () => {
  it('the signed-in navbar shows Home, the cart, My Order and Logout', () => {
    renderWithProviders(<CustomerNavbar cartCount={null} onLogout={() => {}} />);

    expect(within(desktopNav()).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(desktopNav()).getByRole('link', { name: 'My Order' })).toHaveAttribute('href', '/myorder');
    expect(within(desktopNav()).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('the cart icon carries the item count as a badge and in its name', () => {
    renderWithProviders(<CustomerNavbar cartCount={1} onLogout={() => {}} />);

    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
    expect(screen.getByTestId('cart-count')).toHaveTextContent('1');
  });

  it('an unknown or empty cart shows no badge', () => {
    const { rerender } = renderWithProviders(<CustomerNavbar cartCount={null} onLogout={() => {}} />);
    expect(screen.queryByTestId('cart-count')).not.toBeInTheDocument();

    rerender(<CustomerNavbar cartCount={0} onLogout={() => {}} />);
    expect(screen.queryByTestId('cart-count')).not.toBeInTheDocument();
  });

  it('Logout is offered in the burger panel on small screens too', async () => {
    const onLogout = vi.fn();
    const { user } = renderWithProviders(<CustomerNavbar cartCount={2} onLogout={onLogout} />);

    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    await waitFor(() => expect(screen.getAllByRole('navigation', { name: 'Main' })).toHaveLength(2));
    const mobile = screen.getAllByRole('navigation', { name: 'Main' })[1]!;
    expect(within(mobile).getByRole('link', { name: 'My Order' })).toHaveAttribute('href', '/myorder');
    expect(within(mobile).getByRole('link', { name: 'Cart (2)' })).toHaveAttribute('href', '/cart');
    await user.click(within(mobile).getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });
});
