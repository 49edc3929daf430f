import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aRestaurant } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { RestaurantCard } from './restaurant-card';

describe('restaurant card', () => {
  it('a restaurant without reviews shows No ratings', () => {
    renderWithProviders(<RestaurantCard restaurant={aRestaurant({ rating: null, reviewCount: 0 })} />);

    expect(screen.getByText('No ratings')).toBeInTheDocument();
  });

  it('the rating shows one decimal', () => {
    renderWithProviders(<RestaurantCard restaurant={aRestaurant({ rating: 4.666, reviewCount: 3 })} />);

    expect(screen.getByText('4.7')).toBeInTheDocument();
    expect(screen.getByLabelText('Rated 4.7 out of 5')).toBeInTheDocument();
  });

  it('a whole-number rating still shows one decimal', () => {
    renderWithProviders(<RestaurantCard restaurant={aRestaurant({ rating: 4, reviewCount: 1 })} />);

    expect(screen.getByText('4.0')).toBeInTheDocument();
  });

  it('the card shows the name and address and links to the restaurant', () => {
    renderWithProviders(<RestaurantCard restaurant={aRestaurant()} />);

    expect(screen.getByRole('heading', { name: 'Udupi Upahar' })).toBeInTheDocument();
    expect(screen.getByText('12 MG Road, bengaluru')).toBeInTheDocument();
    expect(screen.getByRole('link')).toHaveAttribute('href', '/restaurant/r1');
  });

  it('a long name wraps to two lines and shows in full on hover', () => {
    const name = 'The Very Long Named South Indian Vegetarian Tiffin and Filter Coffee House of Malleswaram';
    renderWithProviders(<RestaurantCard restaurant={aRestaurant({ name })} />);

    const heading = screen.getByRole('heading', { name });
    expect(heading).toHaveAttribute('title', name);
    expect(heading.style.getPropertyValue('--title-line-clamp')).toBe('2');
  });

  it("the first restaurant's photo (the home page's largest paint) loads at once and first; the others lazily", () => {
    const { container, unmount } = renderWithProviders(<RestaurantCard restaurant={aRestaurant()} priority />);
    const first = container.querySelector('img')!;
    expect(first).not.toHaveAttribute('loading', 'lazy');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    unmount();

    const { container: other } = renderWithProviders(<RestaurantCard restaurant={aRestaurant()} />);
    expect(other.querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(other.querySelector('img')).not.toHaveAttribute('fetchpriority');
  });

  it('an open restaurant says Open now, with hours or without; a closed one when it opens; a paused one that it takes no orders', () => {
    // Wednesday 25 November 2026, 12:00 India time.
    vi.useFakeTimers({ now: new Date('2026-11-25T12:00:00+05:30'), toFake: ['Date'] });
    try {
      const evenings = Array.from({ length: 7 }, () => ({ open: '18:00', close: '23:00' }));
      const { unmount } = renderWithProviders(<RestaurantCard restaurant={aRestaurant({ hours: evenings })} />);
      expect(screen.getByTestId('closed-note')).toHaveTextContent('Closed · Opens at 6:00 pm');
      unmount();
      const paused = renderWithProviders(<RestaurantCard restaurant={aRestaurant({ paused: true })} />);
      expect(screen.getByTestId('closed-note')).toHaveTextContent('Closed · Not taking orders right now');
      paused.unmount();
      const days = renderWithProviders(
        <RestaurantCard
          restaurant={aRestaurant({ hours: Array.from({ length: 7 }, () => ({ open: '07:00', close: '22:00' })) })}
        />,
      );
      expect(screen.getByText('Open now')).toBeInTheDocument();
      days.unmount();
      renderWithProviders(<RestaurantCard restaurant={aRestaurant()} />);
      expect(screen.queryByTestId('closed-note')).not.toBeInTheDocument();
      expect(screen.getByText('Open now')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('the card names the cuisine (its top categories) and the rating with its number of reviews', () => {
    renderWithProviders(
      <RestaurantCard
        restaurant={aRestaurant({ categories: ['Dosa', 'Idli', 'Coffee'], rating: 4.25, reviewCount: 8 })}
      />,
    );

    expect(screen.getByText('Dosa · Idli · Coffee')).toBeInTheDocument();
    expect(screen.getByLabelText('Rated 4.3 out of 5')).toBeInTheDocument();
    expect(screen.getByText('(8 reviews)')).toBeInTheDocument();
  });

  it("with the customer's location known, the card gives the delivery time, distance and fee (Free at 5 km or less, else ₹40); without it, none", () => {
    const near = renderWithProviders(
      <RestaurantCard restaurant={aRestaurant({ delivery: { distanceKm: 0.9, fee: 0, minutes: 25 } })} />,
    );
    expect(screen.getByTestId('delivery-estimate')).toHaveTextContent('25 min · 0.9 km · Free delivery');
    near.unmount();
    const far = renderWithProviders(
      <RestaurantCard restaurant={aRestaurant({ delivery: { distanceKm: 8.7, fee: 40, minutes: 50 } })} />,
    );
    expect(screen.getByTestId('delivery-estimate')).toHaveTextContent('50 min · 8.7 km · ₹40 delivery');
    far.unmount();
    renderWithProviders(<RestaurantCard restaurant={aRestaurant({ delivery: null })} />);
    expect(screen.queryByTestId('delivery-estimate')).not.toBeInTheDocument();
  });
});
