import { pages } from '@/lib/pages';

/** Where the seller area starts (docs/product.md#seller-navigation: after login the seller goes to the dashboard). */
export const SELLER_HOME = pages.sellerDashboard();
