/** Where the seller area starts (spec 4: after login the seller goes to the dashboard). */
export const SELLER_HOME = '/seller/dashboard';
