import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, mockApi, reply } from '@/test/mock-api';
import { renderScreen } from '@/test/render';
import AddFoodScreen from './add-food';

const categories = {
  items: [
    { _id: 'cat-dosa', cat: 'Dosa', catimg: 'http://img/dosa.png' },
    { _id: 'cat-thali', cat: 'Thali', catimg: 'http://img/thali.png' },
  ],
};

function renderAddFood() {
  return renderScreen('/seller/addfood', <AddFoodScreen />);
}

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

async function fillDish(user: ReturnType<typeof renderAddFood>['user'], quantity = '5') {
  await user.type(field(/^Name/), ' Rava Dosa ');
  await user.type(field(/^Price/), '95.5');
  await user.clear(field(/^Quantity in stock/));
  await user.type(field(/^Quantity in stock/), quantity);
  await user.selectOptions(await screen.findByRole('combobox', { name: /^Category/ }), 'Dosa');
}

// Typing into whole forms takes seconds on a busy machine.
describe('seller add food', { timeout: 20_000 }, () => {
  it('name, price and category are required; the type is veg unless chosen', async () => {
    const fetchMock = mockApi({
      '/api/categories/get': () => categories,
      '/seller/foods': () => reply(201, { message: 'Food added successfully', food: {} }),
    });
    const { user } = renderAddFood();

    await user.click(screen.getByRole('button', { name: 'Add Food' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Price is required')).toBeInTheDocument();
    expect(screen.getByText('Category is required')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Veg' })).toBeChecked();
    expect(callsTo(fetchMock, '/seller/foods')).toEqual([]);

    await fillDish(user);
    await user.click(screen.getByRole('button', { name: 'Add Food' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/seller/viewfood');
    expect(await screen.findByText('Food added successfully')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/seller/foods')).toEqual([
      {
        method: 'POST',
        body: {
          name: 'Rava Dosa',
          price: 95.5,
          category: 'cat-dosa',
          type: 'veg',
          quantity: 5,
          image: '',
          description: '',
        },
      },
    ]);
  });

  it('a new category needs a name and an image URL', async () => {
    const fetchMock = mockApi({ '/api/categories/get': () => categories });
    const { user } = renderAddFood();

    await user.click(await screen.findByRole('button', { name: 'Add a new category' }));
    const panel = screen.getByRole('group', { name: 'New category' });
    await user.click(within(panel).getByRole('button', { name: 'Add category' }));

    expect(await within(panel).findByText('Category name is required')).toBeInTheDocument();
    expect(within(panel).getByText('Category image URL is required')).toBeInTheDocument();

    await user.type(within(panel).getByLabelText(/^Category image URL/), 'not a url');
    await user.click(within(panel).getByRole('button', { name: 'Add category' }));
    expect(await within(panel).findByText('Image must be an https:// address')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/categories/add')).toEqual([]);
  });

  it('a new category is added and chosen for the dish', async () => {
    const fetchMock = mockApi({
      '/api/categories/get': () => categories,
      '/api/categories/add': () => reply(201, { _id: 'cat-new', cat: 'Idli', catimg: 'https://img.example/idli.png' }),
    });
    const { user } = renderAddFood();

    await user.click(await screen.findByRole('button', { name: 'Add a new category' }));
    const panel = screen.getByRole('group', { name: 'New category' });
    await user.type(within(panel).getByLabelText(/^Category name/), ' Idli ');
    await user.type(within(panel).getByLabelText(/^Category image URL/), 'https://img.example/idli.png{Enter}');

    expect(await screen.findByRole('status')).toHaveTextContent('Category Idli added and chosen.');
    expect(screen.getByRole('combobox', { name: /^Category/ })).toHaveValue('cat-new');
    expect(screen.queryByRole('group', { name: 'New category' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/categories/add')).toEqual([
      { method: 'POST', body: { cat: 'Idli', catimg: 'https://img.example/idli.png' } },
    ]);
    // Enter added the category; it did not submit the dish.
    expect(callsTo(fetchMock, '/seller/foods')).toEqual([]);
  });

  it('a category that already exists shows the server message, Add category failed without one', async () => {
    let answer = reply(409, { message: 'A category with this name already exists.', code: 'CATEGORY_EXISTS' });
    mockApi({ '/api/categories/get': () => categories, '/api/categories/add': () => answer });
    const { user } = renderAddFood();

    await user.click(await screen.findByRole('button', { name: 'Add a new category' }));
    const panel = screen.getByRole('group', { name: 'New category' });
    await user.type(within(panel).getByLabelText(/^Category name/), 'Dosa');
    await user.type(within(panel).getByLabelText(/^Category image URL/), 'https://img.example/dosa.png');
    await user.click(within(panel).getByRole('button', { name: 'Add category' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('A category with this name already exists.');

    answer = new Response('', { status: 500 });
    await user.click(within(panel).getByRole('button', { name: 'Add category' }));
    expect(await within(panel).findByText('Add category failed')).toBeInTheDocument();
  });

  it('an unknown category shows the server message, Add food failed without one', async () => {
    let answer = reply(400, {
      message: 'Category not found. Choose an existing category or add a new one.',
      code: 'UNKNOWN_CATEGORY',
    });
    mockApi({ '/api/categories/get': () => categories, '/seller/foods': () => answer });
    const { user } = renderAddFood();

    await fillDish(user);
    await user.click(screen.getByRole('button', { name: 'Add Food' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Category not found.');

    answer = new Response('', { status: 502 });
    await user.click(screen.getByRole('button', { name: 'Add Food' }));
    expect(await screen.findByText('Add food failed')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });
});
