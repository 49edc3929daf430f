import { Navigate, type RouteObject } from 'react-router';
import { ErrorPage } from '@/components/error-page';
import { PageLoader } from '@/components/page-loader';
import { RequireToken } from '../guards/require-token';

/**
 * The admin area (docs/product.md#admin-area), a branch of its own beside the storefront: /admin/login inside the storefront
 * shell (no admin top bar there), and every other /admin page inside the admin layout behind the admin
 * token guard. The spec has no client guard; a real site needs one (the server still decides).
 */
export const adminRoutes: RouteObject[] = [
  {
    path: 'admin',
    errorElement: <ErrorPage />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        lazy: () => import('../layouts/root-layout').then((m) => ({ Component: m.RootLayout })),
        children: [
          {
            errorElement: <ErrorPage />,
            children: [
              {
                path: 'login',
                lazy: () => import('@/features/admin/routes/login').then((m) => ({ Component: m.AdminLoginRoute })),
              },
            ],
          },
        ],
      },
      {
        element: <RequireToken role="admin" />,
        children: [
          {
            lazy: () => import('../layouts/admin-layout').then((m) => ({ Component: m.AdminLayout })),
            children: [
              {
                // A screen's error renders inside the admin layout, so the sidebar stays usable.
                errorElement: <ErrorPage />,
                children: [
                  { index: true, element: <Navigate to="dashboard" replace /> },
                  {
                    path: 'change-password',
                    lazy: () =>
                      import('@/features/admin/routes/change-password').then((m) => ({
                        Component: m.ChangePasswordRoute,
                      })),
                  },
                  {
                    path: 'dashboard',
                    lazy: () =>
                      import('@/features/admin/routes/dashboard').then((m) => ({ Component: m.DashboardRoute })),
                  },
                  {
                    path: 'sellers',
                    lazy: () => import('@/features/admin/routes/sellers').then((m) => ({ Component: m.SellersRoute })),
                  },
                  {
                    path: 'restaurants',
                    lazy: () =>
                      import('@/features/admin/routes/restaurants').then((m) => ({ Component: m.RestaurantsRoute })),
                  },
                  {
                    path: 'users',
                    lazy: () => import('@/features/admin/routes/users').then((m) => ({ Component: m.UsersRoute })),
                  },
                  {
                    path: 'orders',
                    lazy: () => import('@/features/admin/routes/orders').then((m) => ({ Component: m.OrdersRoute })),
                  },
                  {
                    path: 'revenue',
                    lazy: () => import('@/features/admin/routes/revenue').then((m) => ({ Component: m.RevenueRoute })),
                  },
                  {
                    path: '*',
                    lazy: () => import('@/components/not-found').then((m) => ({ Component: m.NotFound })),
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];
