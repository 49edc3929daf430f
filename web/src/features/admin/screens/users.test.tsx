import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { aPage, aUserRow } from '@/test/admin-fixtures';
import { mockApi, reply } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import UsersScreen from './users';

function renderUsers(at = '/admin/users') {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/users" element={<UsersScreen />} />
    </Routes>,
    { at },
  );
}

const seller = aUserRow({
  _id: 'u-s',
  username: 'Udupi Upahar Owner',
  email: 'seller@tiffin.local',
  role: 'seller',
  location: null,
});

describe('admin users', () => {
  it('a failed users load says Failed to load users', async () => {
    mockApi({ '/admin/users': () => reply(500, { message: 'Something went wrong' }) });
    renderUsers();

    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Failed to load users');
    expect(within(banner).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('the users table shows each user with a role', async () => {
    mockApi({ '/admin/users': () => aPage([aUserRow()]) });
    renderUsers();

    const row = (await screen.findByRole('rowheader', { name: 'Priya Sharma' })).closest('tr')!;
    expect(screen.getByRole('columnheader', { name: 'Role' })).toBeInTheDocument();
    expect(within(row).getByText('customer')).toBeInTheDocument();
    expect(within(row).getByText('customer@tiffin.local')).toBeInTheDocument();
    expect(within(row).getByText('Bengaluru')).toBeInTheDocument();
  });

  it('the role filter lists the sellers and keeps the choice in the address', async () => {
    const fetchMock = mockApi({
      '/admin/users': (url) => (url.searchParams.get('role') === 'seller' ? aPage([seller]) : aPage([aUserRow()])),
    });
    const { user } = renderUsers();
    await screen.findByRole('rowheader', { name: 'Priya Sharma' });

    await user.click(screen.getByRole('radio', { name: 'Sellers' }));

    const row = (await screen.findByRole('rowheader', { name: 'Udupi Upahar Owner' })).closest('tr')!;
    expect(within(row).getByText('seller')).toBeInTheDocument();
    expect(within(row).getByText('Not known')).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'Priya Sharma' })).not.toBeInTheDocument();
    const roles = fetchMock.mock.calls.map(([input]) => new URL(String(input)).searchParams.get('role'));
    expect(roles).toEqual(['customer', 'seller']);
  });

  it('the address picks the role', async () => {
    mockApi({ '/admin/users': (url) => aPage(url.searchParams.get('role') === 'seller' ? [seller] : []) });
    renderUsers('/admin/users?role=seller');

    expect(await screen.findByRole('rowheader', { name: 'Udupi Upahar Owner' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Sellers' })).toBeChecked();
  });
});
