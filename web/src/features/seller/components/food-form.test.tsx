import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aFood } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { FoodForm } from './food-form';

const quantityInput = () => screen.getByLabelText(/^Quantity in stock/, { selector: 'input' });

// Typing into whole forms takes seconds on a busy machine.
describe('the dish form', { timeout: 20_000 }, () => {
  it('quantity must be at least 1 when adding a dish but may be 0 when editing', async () => {
    mockApi({ '/api/categories/get': () => ({ items: [{ _id: 'c1', cat: 'Dosa', catimg: '' }] }) });
    const onAdd = vi.fn();
    const adding = renderWithProviders(<FoodForm mode="add" food={aFood()} submitting={false} onSubmit={onAdd} />);

    await adding.user.clear(quantityInput());
    await adding.user.type(quantityInput(), '0');
    await adding.user.click(screen.getByRole('button', { name: 'Add Food' }));

    expect(await screen.findByText('Quantity must be at least 1')).toBeInTheDocument();
    expect(onAdd).not.toHaveBeenCalled();
    adding.unmount();

    const onEdit = vi.fn();
    const editing = renderWithProviders(<FoodForm mode="edit" food={aFood()} submitting={false} onSubmit={onEdit} />);

    await editing.user.clear(quantityInput());
    await editing.user.type(quantityInput(), '0');
    await editing.user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(onEdit).toHaveBeenCalledWith(expect.objectContaining({ quantity: 0 }));
    expect(screen.queryByText('Quantity must be at least 1')).not.toBeInTheDocument();
  });

  it('a negative stock is refused even when editing', async () => {
    mockApi({ '/api/categories/get': () => ({ items: [] }) });
    const onEdit = vi.fn();
    const { user } = renderWithProviders(<FoodForm mode="edit" food={aFood()} submitting={false} onSubmit={onEdit} />);

    await user.clear(quantityInput());
    await user.type(quantityInput(), '-2');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Quantity cannot be negative')).toBeInTheDocument();
    expect(onEdit).not.toHaveBeenCalled();
  });
});
