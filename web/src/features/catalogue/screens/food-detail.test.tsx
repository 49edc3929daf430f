import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { aFoodDetail } from '@/test/fixtures';
import { mockApi, reply } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { FoodDetailScreen } from './food-detail';

function renderDetail(id = 'f1') {
  return renderWithProviders(
    <Routes>
      <Route
        path="/food/:id"
        element={<FoodDetailScreen renderAction={(food) => <button type="button">Order {food.name}</button>} />}
      />
    </Routes>,
    { at: `/food/${id}` },
  );
}

const review = (name: string, comment: string) => ({ name, rating: 4, comment, createdAt: '2025-03-01T10:00:00Z' });

describe('food detail', () => {
  it('...and N more reviews opens the rest from the server, newest first, page by page', async () => {
    mockApi({
      '/api/foods/get/f1': () =>
        aFoodDetail({
          reviewCount: 5,
          reviews: [review('Divya', 'Soggy'), review('Karthik', 'Reliable'), review('Meera', 'Homely')],
        }),
      '/api/foods/reviews/f1': (url) =>
        url.searchParams.get('cursor') === 'c2'
          ? { items: [review('Asha', 'Crisp!')], nextCursor: null }
          : {
              items: [
                review('Divya', 'Soggy'),
                review('Karthik', 'Reliable'),
                review('Meera', 'Homely'),
                review('Ravi', 'Good'),
              ],
              nextCursor: 'c2',
            },
    });
    renderDetail();
    const reviewsShown = () =>
      screen.getAllByRole('listitem').filter((li) => li.closest('[aria-label="Reviews"]')).length;

    (await screen.findByRole('button', { name: '...and 2 more reviews' })).click();
    expect(await screen.findByText('Good')).toBeInTheDocument();
    expect(reviewsShown()).toBe(4);
    (await screen.findByRole('button', { name: 'More reviews' })).click();
    expect(await screen.findByText('Crisp!')).toBeInTheDocument();
    expect(reviewsShown()).toBe(5);
  });

  it('the detail shows the first three reviews and how many more there are', async () => {
    const fetchMock = mockApi({
      '/api/foods/get/f1': () =>
        aFoodDetail({
          reviewCount: 5,
          rating: 4.2,
          reviews: [review('Asha', 'Crisp!'), review('Ravi', 'Good chutney'), review('Meera', 'A bit oily')],
        }),
    });
    renderDetail();

    expect(await screen.findByRole('heading', { level: 1, name: 'Masala Dosa' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').filter((li) => li.closest('[aria-label="Reviews"]'))).toHaveLength(3);
    expect(screen.getByText('Good chutney')).toBeInTheDocument();
    expect(screen.getByText('...and 2 more reviews')).toBeInTheDocument();
    expect(screen.getByText('(5 reviews)')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]![0])).toBe('http://localhost:3000/x/api/foods/get/f1');
  });

  it('the detail shows restaurant, price in rupees, type, availability and the offers', async () => {
    mockApi({ '/api/foods/get/f1': () => aFoodDetail({ price: 2499.5 }) });
    renderDetail();

    expect(await screen.findByText('₹2,499.50')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Udupi Upahar' })).toHaveAttribute('href', '/restaurant/r1');
    expect(screen.getByText('Veg')).toBeInTheDocument();
    expect(screen.getByText('In stock')).toBeInTheDocument();
    expect(screen.getByText('20% off on orders of ₹2,000 or more')).toBeInTheDocument();
    expect(screen.getByText('Free delivery within 5 km')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Order Masala Dosa' })).toBeInTheDocument();
  });

  it("the dish's photo, the page's largest paint, is fetched with high priority", async () => {
    mockApi({ '/api/foods/get/f1': () => aFoodDetail() });
    renderDetail();

    expect(await screen.findByRole('img', { name: 'Masala Dosa' })).toHaveAttribute('fetchpriority', 'high');
  });

  it('a dish with no stock says Out of Stock', async () => {
    mockApi({ '/api/foods/get/f1': () => aFoodDetail({ quantity: 0 }) });
    renderDetail();

    expect(await screen.findByText('Out of Stock')).toBeInTheDocument();
    expect(screen.queryByText('In stock')).not.toBeInTheDocument();
  });

  it('a dish the API does not know shows Dish not found', async () => {
    mockApi({ '/api/foods/get/gone': () => reply(404, { message: 'Food not found' }) });
    renderDetail('gone');

    expect(await screen.findByRole('heading', { name: 'Dish not found' })).toBeInTheDocument();
  });

  it('a server failure shows the message and a retry', async () => {
    let calls = 0;
    mockApi({
      '/api/foods/get/f1': () => (++calls === 1 ? reply(500, { message: 'Internal server error' }) : aFoodDetail()),
    });
    const { user } = renderDetail();

    expect(await screen.findByText('Internal server error')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Masala Dosa' })).toBeInTheDocument();
  });
});
