import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aFood } from '@/test/fixtures';
import { callsTo, mockApi, reply } from '@/test/mock-api';
import { renderScreen } from '@/test/render';
import EditFoodScreen from './edit-food';

const dosa = aFood({
  _id: 'f1',
  name: 'Masala Dosa',
  price: 120,
  type: 'veg',
  quantity: 10,
  category: { _id: 'cat-dosa', cat: 'Dosa', catimg: '' },
  image: 'https://img.example/dosa.png',
  description: 'Crisp',
});

function renderEditFood() {
  return renderScreen('/seller/editfood/:id', <EditFoodScreen />, { at: '/seller/editfood/f1' });
}

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

describe('seller edit food', { timeout: 20_000 }, () => {
  it('the edit form opens with the dish, saves it and goes to the food list', async () => {
    const fetchMock = mockApi({
      '/api/categories/get': () => ({ items: [] }),
      '/seller/foods/f1': (_url, init) =>
        init?.method === 'PUT' ? { message: 'Food updated successfully', food: dosa } : dosa,
    });
    const { user } = renderEditFood();

    expect(await screen.findByDisplayValue('Masala Dosa')).toBeInTheDocument();
    // The dish's category shows before (and without) the category list.
    expect(screen.getByRole('combobox', { name: /^Category/ })).toHaveValue('cat-dosa');
    await user.clear(field(/^Quantity in stock/));
    await user.type(field(/^Quantity in stock/), '0');
    await user.click(screen.getByRole('radio', { name: 'Non-veg' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/seller/viewfood');
    expect(callsTo(fetchMock, '/seller/foods/f1').at(-1)).toEqual({
      method: 'PUT',
      body: {
        name: 'Masala Dosa',
        price: 120,
        category: 'cat-dosa',
        type: 'non-veg',
        quantity: 0,
        image: 'https://img.example/dosa.png',
        description: 'Crisp',
      },
    });
  });

  it("an unknown or another restaurant's dish says Failed to load food item, as the spec words it", async () => {
    mockApi({ '/seller/foods/f1': () => reply(404, { message: 'Food not found' }) });
    renderEditFood();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to load food item/);
  });

  it('Failed to load food item when the server gives no message', async () => {
    mockApi({ '/seller/foods/f1': () => new Response('', { status: 500 }) });
    renderEditFood();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to load food item/);
    expect(screen.getByRole('link', { name: 'Back to the food list' })).toHaveAttribute('href', '/seller/viewfood');
  });

  it('a failed save says Failed to update food and stays on the form', async () => {
    mockApi({
      '/api/categories/get': () => ({ items: [] }),
      '/seller/foods/f1': (_url, init) => (init?.method === 'PUT' ? new Response('', { status: 500 }) : dosa),
    });
    const { user } = renderEditFood();

    await screen.findByDisplayValue('Masala Dosa');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update food');
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });
});
