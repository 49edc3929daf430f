import { layout, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';
import { PAGE_PATTERNS, type PageName } from './lib/pages.ts';

/**
 * React Router's config (framework mode): each page of lib/pages.ts with the screen it renders, inside the layouts
 * and guards above it; the build splits each module into its own chunks. The pages in PRERENDERED_PAGES are built
 * to HTML (react-router.config.ts); every other path gets the SPA fallback.
 */
const page = (name: PageName, file: string) => route(PAGE_PATTERNS[name], file);
/** Any other address under `under`: the not-found screen, inside that area's shell. */
const unknown = (under: '' | PageName, id: string) =>
  route(`${under ? PAGE_PATTERNS[under] : ''}/*`, 'app/screens/not-found.tsx', { id });

const auth = (name: string) => `features/auth/screens/${name}.tsx`;
const checkout = (name: string) => `features/checkout/screens/${name}.tsx`;
const seller = (name: string) => `features/seller/screens/${name}.tsx`;
const admin = (name: string) => `features/admin/screens/${name}.tsx`;
// A pathless layer whose error boundary shows a screen's error inside the shell above it, so its bar stays usable.
const screenErrors = (id: string, children: RouteConfigEntry[]) =>
  layout('app/layouts/screen-errors.tsx', { id }, children);

export default [
  // The storefront shell: navbar, the screen, footer.
  layout('app/layouts/root-layout.tsx', { id: 'storefront' }, [
    screenErrors('storefront-screens', [
      page('home', 'app/screens/home.tsx'),
      page('food', 'app/screens/food-detail.tsx'),
      // 2.1: the customer account screens.
      page('login', auth('login')),
      page('signup', auth('signup')),
      page('verify', auth('verify')),
      page('forgotPassword', auth('forgot-password')),
      page('resetPassword', auth('reset-password')),
      // 2.2: screens that need a stored customer token; 2.6: the buying journey.
      layout('app/guards/customer-guard.tsx', [
        page('foods', 'app/screens/foods.tsx'),
        page('restaurant', 'app/screens/restaurant-menu.tsx'),
        page('cart', 'app/screens/cart.tsx'),
        page('shipping', checkout('shipping')),
        page('confirm', checkout('confirm')),
        page('payment', checkout('payment')),
        page('orderSuccess', checkout('order-success')),
        page('myOrders', 'features/orders/screens/my-orders.tsx'),
        page('order', 'features/orders/screens/order.tsx'),
      ]),
      // The seller's public account screens sit in the storefront shell; the password reset is the customer's.
      page('sellerLogin', seller('login')),
      page('sellerSignup', seller('signup')),
      page('sellerForgotPassword', auth('seller-forgot-password')),
      page('sellerResetPassword', auth('seller-reset-password')),
      unknown('', 'not-found'),
    ]),
  ]),
  // The seller area, the seller's own shell behind the seller token. The spec has no client guard; a real site
  // sends a visitor without a token to log in rather than show screens that only fail.
  layout('app/guards/seller-guard.tsx', [
    layout('app/layouts/seller-layout.tsx', [
      page('sellerHome', 'app/screens/seller-home.tsx'),
      page('sellerDashboard', seller('dashboard')),
      page('sellerFoods', seller('view-food')),
      page('sellerAddFood', seller('add-food')),
      page('sellerEditFood', seller('edit-food')),
      page('sellerOrders', seller('orders')),
      page('sellerProfile', seller('profile')),
      unknown('sellerHome', 'seller-not-found'),
    ]),
  ]),
  // The admin area: its login inside the storefront shell (no admin top bar there), every other page inside the
  // admin layout behind the admin token.
  layout('app/layouts/admin-area.tsx', [
    layout('app/layouts/root-layout.tsx', { id: 'admin-storefront' }, [
      screenErrors('admin-login-screens', [page('adminLogin', admin('login'))]),
    ]),
    layout('app/guards/admin-guard.tsx', [
      layout('app/layouts/admin-layout.tsx', [
        screenErrors('admin-screens', [
          page('adminHome', 'app/screens/admin-home.tsx'),
          page('adminChangePassword', admin('change-password')),
          page('adminDashboard', admin('dashboard')),
          page('adminSellers', admin('sellers')),
          page('adminRestaurants', admin('restaurants')),
          page('adminUsers', admin('users')),
          page('adminOrders', admin('orders')),
          page('adminRevenue', admin('revenue')),
          unknown('adminHome', 'admin-not-found'),
        ]),
      ]),
    ]),
  ]),
] satisfies RouteConfig;
