/** The admin account the integration setup adds, already past the first-login password change. */
export const READY_ADMIN_ID = 'u-admin-ready';
