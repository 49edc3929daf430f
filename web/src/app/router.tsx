import { createBrowserRouter, type RouteObject } from 'react-router';
import { ErrorPage } from '@/components/error-page';
import { PageLoader } from '@/components/page-loader';
import { RootLayout } from './layouts/root-layout';

/** Screens that later issues build; until then they share one placeholder so no link is a dead end. */
const comingSoon: { path: string; title: string }[] = [
  { path: 'login', title: 'Customer Login' },
  { path: 'signup', title: 'Sign Up' },
  { path: 'verify', title: 'Verify your email' },
  { path: 'forgot-password', title: 'Forgot password' },
  { path: 'reset-password', title: 'Reset password' },
  { path: 'foods', title: 'All dishes' },
  { path: 'cart', title: 'Cart' },
  { path: 'shipping', title: 'Shipping' },
  { path: 'confirm', title: 'Confirm order' },
  { path: 'payment', title: 'Payment' },
  { path: 'ordersuccess', title: 'Order placed' },
  { path: 'myorder', title: 'My Orders' },
  { path: 'restaurant/:id', title: 'Restaurant menu' },
  { path: 'admin/login', title: 'Admin Login' },
  { path: 'admin/*', title: 'Admin' },
  { path: 'seller/login', title: 'Seller Login' },
  { path: 'seller/signup', title: 'Seller Sign Up' },
  { path: 'seller/*', title: 'Seller' },
];

function placeholderRoute({ path, title }: { path: string; title: string }): RouteObject {
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
            ...comingSoon.map(placeholderRoute),
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
