import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import OrderSuccessScreen from './order-success';

describe('order success', () => {
  it('success shows PAYMENT SUCCESSFULL ! with the order id from navigation state', () => {
    renderWithProviders(<OrderSuccessScreen />, { at: '/ordersuccess', state: { orderId: 'TF-7K3M9Q2P' } });

    expect(screen.getByRole('heading', { level: 1, name: 'PAYMENT SUCCESSFULL !' })).toBeInTheDocument();
    expect(screen.getByTestId('order-id')).toHaveTextContent('TF-7K3M9Q2P');
    expect(screen.getByRole('link', { name: 'View My Orders' })).toHaveAttribute('href', '/myorder');
  });

  it('without an order id in navigation state it points to My Orders', () => {
    renderWithProviders(<OrderSuccessScreen />, { at: '/ordersuccess' });

    expect(screen.getByRole('heading', { level: 1, name: 'PAYMENT SUCCESSFULL !' })).toBeInTheDocument();
    expect(screen.queryByTestId('order-id')).not.toBeInTheDocument();
    expect(screen.getByText('Your order and its id are in My Orders.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View My Orders' })).toHaveAttribute('href', '/myorder');
  });
});
