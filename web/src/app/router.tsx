import { createBrowserRouter, type Params, type RouteObject } from 'react-router';
import { ErrorPage } from '@/components/error-page';
import { LoadingShell } from '@/components/layout/loading-shell';
import { RequireToken } from './guards/require-token';
import { adminRoutes } from './routes/admin-routes';
import { sellerAccountRoutes, sellerAreaRoutes } from './routes/seller-routes';

/**
 * What a screen's route starts reading as soon as it is opened, beside the screen's code rather than after it, so the
 * request does not wait for the screen's chunks to arrive and render (the app passes `lazyScreenData`; tests of
 * the screens pass nothing and see each screen ask for its own data).
 */
export interface ScreenData {
  home: () => Promise<unknown>;
  food: (id: string) => Promise<unknown>;
  cart: () => Promise<unknown>;
}

export function createRoutes(screenData?: ScreenData): RouteObject[] {
  // A loader that starts the read and answers at once: the screen is never held back by it.
  const startReading =
    (read: (params: Params) => Promise<unknown>) =>
    ({ params }: { params: Params }) => {
      void read(params);
      return null;
    };

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
              loader: screenData && startReading(() => screenData.home()),
              lazy: () => import('./routes/home').then((m) => ({ Component: m.HomeRoute })),
            },
            {
              path: 'food/:id',
              loader: screenData && startReading(({ id }) => screenData.food(id ?? '')),
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
                  loader: screenData && startReading(() => screenData.cart()),
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
                {
                  path: 'myorder/:orderId',
                  lazy: () => import('@/features/orders/routes/order').then((m) => ({ Component: m.OrderRoute })),
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

/** One early read from the screen-data module, loaded on first use; should it fail to load, nothing is read. */
function fromScreenData(read: (data: ScreenData) => Promise<unknown>): Promise<unknown> {
  return import('./screen-data').then(
    (m) => read(m.screenData),
    () => undefined,
  );
}

/**
 * The app's screen data: TanStack Query's client and the queries are lazy like the screens, so the module loads
 * beside the screen's code. Should it fail to load, the screen asks for its data itself.
 */
const lazyScreenData: ScreenData = {
  home: () => fromScreenData((data) => data.home()),
  food: (id) => fromScreenData((data) => data.food(id)),
  cart: () => fromScreenData((data) => data.cart()),
};

export function createAppRouter() {
  return createBrowserRouter(createRoutes(lazyScreenData));
}
