import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aFood } from '@/test/fixtures';
import { callsTo, mockApi, reply } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { FoodForm } from './food-form';

const pick = (file: File) => fireEvent.change(screen.getByLabelText('Photo file'), { target: { files: [file] } });
const bytes = (n: number, type: string, name = 'photo.jpg') => new File([new Uint8Array(n)], name, { type });

describe('the photo on the dish form', { timeout: 20_000 }, () => {
  it('an SVG, a GIF or a photo over 5 MB is refused before anything is sent', async () => {
    const fetchMock = mockApi({ '/api/categories/get': () => ({ items: [] }) });
    renderWithProviders(<FoodForm mode="add" submitting={false} onSubmit={vi.fn()} />);

    pick(bytes(10, 'image/svg+xml', 'logo.svg'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The photo must be a JPEG, PNG or WebP image.');
    pick(bytes(10, 'image/gif', 'cat.gif'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The photo must be a JPEG, PNG or WebP image.');
    pick(bytes(5 * 1024 * 1024 + 1, 'image/jpeg'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The photo must be at most 5 MB.');

    expect(callsTo(fetchMock, '/seller/uploads')).toEqual([]);
    expect(screen.getByRole('textbox', { name: 'Image URL' })).toHaveValue('');
  });

  it("a file the resize step refused shows the server's reason and keeps the dish's address", async () => {
    mockApi({
      '/api/categories/get': () => ({ items: [] }),
      '/seller/uploads': () => ({
        id: '6f1c1f0e-8f7a-4b7e-9a55-0d6c2b9c1a11',
        url: 'http://bucket.test/tiffin-photos',
        fields: { key: 'uploads/s/6f1c1f0e-8f7a-4b7e-9a55-0d6c2b9c1a11' },
        maxBytes: 5 * 1024 * 1024,
      }),
      '/tiffin-photos': () => new Response(null, { status: 204 }),
      '/seller/uploads/6f1c1f0e-8f7a-4b7e-9a55-0d6c2b9c1a11': () =>
        reply(422, {
          message: 'That file is not a JPEG, PNG or WebP image. Please choose a photo.',
          code: 'PHOTO_REFUSED',
        }),
    });
    const food = aFood({ image: 'https://images.example.com/dosa.jpg' });
    renderWithProviders(<FoodForm mode="edit" food={food} submitting={false} onSubmit={vi.fn()} />);

    pick(bytes(100, 'image/jpeg'));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That file is not a JPEG, PNG or WebP image. Please choose a photo.',
    );
    expect(screen.getByRole('textbox', { name: 'Image URL' })).toHaveValue('https://images.example.com/dosa.jpg');
  });
});
