/**
 * The site's pages (docs/architecture.md#words): each page's path pattern, declared once, in React Router's syntax
 * (`:name` is one path segment). routes.ts serves each pattern its screen, the app links with `pages`, and the early
 * data script (app/early-data-script.ts) and the prerender (react-router.config.ts) name their pages from here.
 * The storefront (docs/product.md#storefront-pages, docs/product.md#customer-pages), the seller area
 * (docs/product.md#seller-area) and the admin area (docs/product.md#admin-area).
 */
export const PAGE_PATTERNS = {
  home: '/',
  food: '/food/:id',
  login: '/login',
  signup: '/signup',
  verify: '/verify',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  foods: '/foods',
  restaurant: '/restaurant/:id',
  cart: '/cart',
  shipping: '/shipping',
  confirm: '/confirm',
  payment: '/payment',
  orderSuccess: '/ordersuccess',
  myOrders: '/myorder',
  order: '/myorder/:orderId',
  sellerLogin: '/seller/login',
  sellerSignup: '/seller/signup',
  sellerForgotPassword: '/seller/forgot-password',
  sellerResetPassword: '/seller/reset-password',
  sellerHome: '/seller',
  sellerDashboard: '/seller/dashboard',
  sellerFoods: '/seller/viewfood',
  sellerAddFood: '/seller/addfood',
  sellerEditFood: '/seller/editfood/:id',
  sellerOrders: '/seller/orders',
  sellerProfile: '/seller/profile',
  adminLogin: '/admin/login',
  adminHome: '/admin',
  adminChangePassword: '/admin/change-password',
  adminDashboard: '/admin/dashboard',
  adminSellers: '/admin/sellers',
  adminRestaurants: '/admin/restaurants',
  adminUsers: '/admin/users',
  adminOrders: '/admin/orders',
  adminRevenue: '/admin/revenue',
  // Built to HTML for the host to answer an unknown address with; in the app, any unknown path shows the same screen.
  notFound: '/404',
} as const satisfies Record<string, `/${string}`>;

export type PageName = keyof typeof PAGE_PATTERNS;
export type PagePattern = (typeof PAGE_PATTERNS)[PageName];

/** A pattern with a `:parameter` is built from that one value; every other page takes none. */
type Builder<P extends string> = P extends `${string}:${string}` ? (id: string) => string : () => string;

const PARAMETER = /:\w+/;

/** Each page's path: `pages.food(id)` is `/food/<id>` (the value encoded as one path segment), `pages.cart()` is `/cart`. */
export const pages = Object.fromEntries(
  Object.entries(PAGE_PATTERNS).map(([name, pattern]) => [
    name,
    (id?: string) => (id === undefined ? pattern : pattern.replace(PARAMETER, encodeURIComponent(id))),
  ]),
) as { readonly [K in PageName]: Builder<(typeof PAGE_PATTERNS)[K]> };

/**
 * The pattern as a regular expression's source, matching a pathname as React Router does (a parameter is one
 * non-empty segment, taken as the first group). The early data script matches its pages with it.
 */
export function patternSource(pattern: PagePattern): string {
  const escaped = pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return `^${escaped.replace(PARAMETER, '([^/]+)')}$`;
}

/** The pages built to HTML: they hold no one's data, so they paint before any script and hydrate. */
export const PRERENDERED_PAGES = [
  pages.home(),
  pages.login(),
  pages.signup(),
  pages.forgotPassword(),
  pages.sellerLogin(),
  pages.sellerSignup(),
  pages.sellerForgotPassword(),
  pages.notFound(),
];
