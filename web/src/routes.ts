import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * The app's routes (React Router framework mode): each screen is a route module under route-modules/, split into
 * its own chunks by the build. The storefront (docs/product.md#storefront-pages,
 * docs/product.md#customer-pages), the seller area (docs/product.md#seller-area) and the admin area (docs/product.md#admin-area).
 * The pages in react-router.config.ts's `prerender` are built to HTML; every other path gets the SPA fallback.
 */
const m = (name: string) => `route-modules/${name}.tsx`;

export default [
  // The storefront shell: navbar, the screen, footer. A screen's error renders inside it, so the navbar stays usable.
  layout(m('storefront'), { id: 'storefront' }, [
    layout(m('screens'), { id: 'storefront-screens' }, [
      index(m('home')),
      route('food/:id', m('food')),
      // 2.1: the customer account screens.
      route('login', m('login')),
      route('signup', m('signup')),
      route('verify', m('verify')),
      route('forgot-password', m('forgot-password')),
      route('reset-password', m('reset-password')),
      // 2.2: screens that need a stored customer token; 2.6: the buying journey.
      layout(m('customer-guard'), [
        route('foods', m('foods')),
        route('restaurant/:id', m('restaurant')),
        route('cart', m('cart')),
        route('shipping', m('shipping')),
        route('confirm', m('confirm')),
        route('payment', m('payment')),
        route('ordersuccess', m('order-success')),
        route('myorder', m('my-orders')),
        route('myorder/:orderId', m('order')),
      ]),
      // The seller's public account screens sit in the storefront shell; the password reset is the customer's.
      route('seller/login', m('seller-login')),
      route('seller/signup', m('seller-signup')),
      route('seller/forgot-password', m('seller-forgot-password')),
      route('seller/reset-password', m('seller-reset-password')),
      route('*', m('not-found'), { id: 'not-found' }),
    ]),
  ]),
  // The seller area, the seller's own shell behind the seller token. The spec has no client guard; a real site
  // sends a visitor without a token to log in rather than show screens that only fail.
  route('seller', m('seller-guard'), [
    layout(m('seller-layout'), [
      index(m('seller-home')),
      route('dashboard', m('seller-dashboard')),
      route('viewfood', m('view-food')),
      route('addfood', m('add-food')),
      route('editfood/:id', m('edit-food')),
      route('orders', m('seller-orders')),
      route('profile', m('seller-profile')),
      route('*', m('not-found'), { id: 'seller-not-found' }),
    ]),
  ]),
  // The admin area: /admin/login inside the storefront shell (no admin top bar there), every other page inside the
  // admin layout behind the admin token.
  route('admin', m('admin-area'), [
    layout(m('storefront'), { id: 'admin-storefront' }, [
      layout(m('screens'), { id: 'admin-login-screens' }, [route('login', m('admin-login'))]),
    ]),
    layout(m('admin-guard'), [
      layout(m('admin-layout'), [
        layout(m('screens'), { id: 'admin-screens' }, [
          index(m('admin-home')),
          route('change-password', m('change-password')),
          route('dashboard', m('admin-dashboard')),
          route('sellers', m('sellers')),
          route('restaurants', m('restaurants')),
          route('users', m('users')),
          route('orders', m('admin-orders')),
          route('revenue', m('revenue')),
          route('*', m('not-found'), { id: 'admin-not-found' }),
        ]),
      ]),
    ]),
  ]),
] satisfies RouteConfig;
