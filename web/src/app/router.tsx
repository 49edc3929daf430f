import { createBrowserRouter, type RouteObject } from 'react-router';
import { ErrorPage } from '@/components/error-page';
import { PageLoader } from '@/components/page-loader';
import { RequireToken } from './guards/require-token';
import { RootLayout } from './layouts/root-layout';

interface Placeholder {
  path: string;
  title: string;
}

/** Customer screens that later issues build; until then they share one placeholder so no link is a dead end. */
const customerComingSoon: Placeholder[] = [
  { path: 'cart', title: 'Cart' },
  { path: 'shipping', title: 'Shipping' },
  { path: 'confirm', title: 'Confirm order' },
  { path: 'payment', title: 'Payment' },
  { path: 'ordersuccess', title: 'Order placed' },
  { path: 'myorder', title: 'My Orders' },
];

const sellerAndAdminComingSoon: Placeholder[] = [
  { path: 'admin/login', title: 'Admin Login' },
  { path: 'admin/*', title: 'Admin' },
  { path: 'seller/login', title: 'Seller Login' },
  { path: 'seller/signup', title: 'Seller Sign Up' },
  { path: 'seller/*', title: 'Seller' },
];

function placeholderRoute({ path, title }: Placeholder): RouteObject {
  return {
    path,
    lazy: async () => {
      const { ComingSoon } = await import('@/components/coming-soon');
      return { element: <ComingSoon title={title} /> };
    },
  };
}

export function createRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <ErrorPage />,
      hydrateFallbackElement: <PageLoader />,
      children: [
        {
          // Errors of a screen render inside the shell, so the navbar stays usable.
          errorElement: <ErrorPage />,
          children: [
            {
              index: true,
              lazy: () => import('./routes/home').then((m) => ({ Component: m.HomeRoute })),
            },
            {
              path: 'food/:id',
              lazy: () =>
                import('@/features/catalogue/routes/food-detail').then((m) => ({
                  Component: m.FoodDetailRoute,
                })),
            },
            // 2.1: the customer account screens.
            {
              path: 'login',
              lazy: () => import('@/features/auth/routes/login').then((m) => ({ Component: m.LoginRoute })),
            },
            {
              path: 'signup',
              lazy: () => import('@/features/auth/routes/signup').then((m) => ({ Component: m.SignupRoute })),
            },
            {
              path: 'verify',
              lazy: () => import('@/features/auth/routes/verify').then((m) => ({ Component: m.VerifyRoute })),
            },
            {
              path: 'forgot-password',
              lazy: () =>
                import('@/features/auth/routes/forgot-password').then((m) => ({ Component: m.ForgotPasswordRoute })),
            },
            {
              path: 'reset-password',
              lazy: () =>
                import('@/features/auth/routes/reset-password').then((m) => ({ Component: m.ResetPasswordRoute })),
            },
            // 2.2: screens that need a stored customer token.
            {
              element: <RequireToken role="customer" />,
              children: [
                {
                  path: 'foods',
                  lazy: () => import('./routes/foods').then((m) => ({ Component: m.FoodsRoute })),
                },
                {
                  path: 'restaurant/:id',
                  lazy: () =>
                    import('@/features/catalogue/routes/restaurant-menu').then((m) => ({
                      Component: m.RestaurantMenuRoute,
                    })),
                },
                ...customerComingSoon.map(placeholderRoute),
              ],
            },
            ...sellerAndAdminComingSoon.map(placeholderRoute),
            {
              path: '*',
              lazy: () => import('@/components/not-found').then((m) => ({ Component: m.NotFound })),
            },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(createRoutes());
}
