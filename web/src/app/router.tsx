import { createBrowserRouter, type RouteObject } from 'react-router';
import { ErrorPage } from '@/components/error-page';
import { LoadingShell } from '@/components/layout/loading-shell';
import { RequireToken } from './guards/require-token';
import { adminRoutes } from './routes/admin-routes';
import { sellerAccountRoutes, sellerAreaRoutes } from './routes/seller-routes';

export function createRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      // Lazy like the screens, and fetched beside the first one: the navbar and footer are not needed before the
      // first screen's code has come (until then the loading shell below stands in).
      lazy: () => import('./layouts/root-layout').then((m) => ({ Component: m.RootLayout })),
      errorElement: <ErrorPage />,
      hydrateFallbackElement: <LoadingShell />,
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
              lazy: () => import('./routes/food-detail').then((m) => ({ Component: m.FoodDetailRoute })),
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
                  lazy: () => import('./routes/restaurant-menu').then((m) => ({ Component: m.RestaurantMenuRoute })),
                },
                // 2.6: the buying journey.
                {
                  path: 'cart',
                  lazy: () => import('@/features/cart/routes/cart').then((m) => ({ Component: m.CartRoute })),
                },
                {
                  path: 'shipping',
                  lazy: () =>
                    import('@/features/checkout/routes/shipping').then((m) => ({ Component: m.ShippingRoute })),
                },
                {
                  path: 'confirm',
                  lazy: () => import('@/features/checkout/routes/confirm').then((m) => ({ Component: m.ConfirmRoute })),
                },
                {
                  path: 'payment',
                  lazy: () => import('@/features/checkout/routes/payment').then((m) => ({ Component: m.PaymentRoute })),
                },
                {
                  path: 'ordersuccess',
                  lazy: () =>
                    import('@/features/checkout/routes/order-success').then((m) => ({
                      Component: m.OrderSuccessRoute,
                    })),
                },
                {
                  path: 'myorder',
                  lazy: () =>
                    import('@/features/orders/routes/my-orders').then((m) => ({ Component: m.MyOrdersRoute })),
                },
              ],
            },
            ...sellerAccountRoutes,
            {
              path: '*',
              lazy: () => import('@/components/not-found').then((m) => ({ Component: m.NotFound })),
            },
          ],
        },
      ],
    },
    ...sellerAreaRoutes,
    ...adminRoutes,
  ];
}

export function createAppRouter() {
  return createBrowserRouter(createRoutes());
}
