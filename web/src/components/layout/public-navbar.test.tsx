import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { PublicNavbar } from './public-navbar';

function desktopNav() {
  // The mobile panel repeats the links; the first "Main" navigation is the desktop bar.
  return screen.getAllByRole('navigation', { name: 'Main' })[0]!;
}

describe('public navbar', () => {
  it('the Login menu offers the three logins', async () => {
    const { user } = renderWithProviders(<PublicNavbar />);

    await user.click(within(desktopNav()).getByRole('button', { name: 'Login' }));

    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['Customer Login', '/login'],
      ['Admin Login', '/admin/login'],
      ['Seller Login', '/seller/login'],
    ]);
  });

  it('the Login menu works from the keyboard and closes with Escape', async () => {
    const { user } = renderWithProviders(<PublicNavbar />);
    const button = within(desktopNav()).getByRole('button', { name: 'Login' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'Customer Login' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Admin Login' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Seller Login' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('a click outside closes the Login menu', async () => {
    const { user } = renderWithProviders(<PublicNavbar />);

    await user.click(within(desktopNav()).getByRole('button', { name: 'Login' }));
    expect(screen.getByRole('menu', { name: 'Login' })).toBeInTheDocument();
    await user.click(screen.getByRole('banner'));

    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('the bar links to home, the cart and sign up, under the Tiffin brand', () => {
    renderWithProviders(<PublicNavbar />);

    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tiffin' })).toHaveAttribute('href', '/');
    expect(within(desktopNav()).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
    expect(within(desktopNav()).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
  });

  it('the burger opens the navigation on small screens', async () => {
    const { user } = renderWithProviders(<PublicNavbar />);
    const burger = screen.getByRole('button', { name: 'Open navigation' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');

    await user.click(burger);

    expect(screen.getByRole('button', { name: 'Close navigation' })).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getAllByRole('navigation', { name: 'Main' })).toHaveLength(2));
    const mobile = screen.getAllByRole('navigation', { name: 'Main' })[1]!;
    expect(within(mobile).getByRole('link', { name: 'Seller Login' })).toHaveAttribute('href', '/seller/login');
  });
});
