import { Navigate, type RouteObject } from 'react-router';
import { ErrorPage } from '@/components/error-page';
import { RequireToken } from '../guards/require-token';

/**
 * The seller area (docs/product.md#seller-area). Login and sign-up are public and sit in the storefront shell
 * (`sellerAccountRoutes`); every other screen is under the /seller layout, the seller's own shell, behind the
 * seller token (`sellerAreaRoutes`). The spec has no client guard; a real site sends a visitor without a
 * token to log in rather than show screens that only fail.
 */
export const sellerAccountRoutes: RouteObject[] = [
  {
    path: 'seller/login',
    lazy: () => import('@/features/seller/routes/login').then((m) => ({ Component: m.SellerLoginRoute })),
  },
  {
    path: 'seller/signup',
    lazy: () => import('@/features/seller/routes/signup').then((m) => ({ Component: m.SellerSignupRoute })),
  },
  // The customer's password reset screens, for a seller's account.
  {
    path: 'seller/forgot-password',
    lazy: () =>
      import('@/features/auth/routes/forgot-password').then((m) => ({ Component: m.SellerForgotPasswordRoute })),
  },
  {
    path: 'seller/reset-password',
    lazy: () =>
      import('@/features/auth/routes/reset-password').then((m) => ({ Component: m.SellerResetPasswordRoute })),
  },
];

export const sellerAreaRoutes: RouteObject[] = [
  {
    path: 'seller',
    element: <RequireToken role="seller" />,
    errorElement: <ErrorPage />,
    children: [
      {
        lazy: () => import('../layouts/seller-layout').then((m) => ({ Component: m.SellerLayout })),
        children: [
          { index: true, element: <Navigate to="/seller/dashboard" replace /> },
          {
            path: 'dashboard',
            lazy: () =>
              import('@/features/seller/routes/dashboard').then((m) => ({ Component: m.SellerDashboardRoute })),
          },
          {
            path: 'viewfood',
            lazy: () => import('@/features/seller/routes/view-food').then((m) => ({ Component: m.ViewFoodRoute })),
          },
          {
            path: 'addfood',
            lazy: () => import('@/features/seller/routes/add-food').then((m) => ({ Component: m.AddFoodRoute })),
          },
          {
            path: 'editfood/:id',
            lazy: () => import('@/features/seller/routes/edit-food').then((m) => ({ Component: m.EditFoodRoute })),
          },
          {
            path: 'orders',
            lazy: () => import('@/features/seller/routes/orders').then((m) => ({ Component: m.SellerOrdersRoute })),
          },
          {
            path: 'profile',
            lazy: () => import('@/features/seller/routes/profile').then((m) => ({ Component: m.SellerProfileRoute })),
          },
          {
            path: '*',
            lazy: () => import('@/components/not-found').then((m) => ({ Component: m.NotFound })),
          },
        ],
      },
    ],
  },
];
