import * as z from '../zod.ts';
import { emailSchema, passwordSchema } from '../rules/account.ts';
import { pageQuerySchema, type Page } from './common.ts';
import type { Order } from './orders.ts';
import { loginBodySchema, type LoginAnswer, type MessageAnswer } from './users.ts';

/** Admin login takes the customer login's body: a wrong password is just wrong, whatever its shape. */
export const adminLoginBodySchema = loginBodySchema;

/**
 * The spec's `{email, newPassword}`; the email must be the caller's own (docs/differences.md#checked-on-the-server: the token is required),
 * and the current password proves the caller is the admin, not just someone holding the admin's session.
 */
export const adminUpdatePasswordBodySchema = z.object({
  email: emailSchema,
  currentPassword: z
    .string({ error: 'Current password is required' })
    .check(z.minLength(1, 'Current password is required'), z.maxLength(200, 'Current password is incorrect.')),
  newPassword: passwordSchema,
});

export const approveSellerBodySchema = z.object({
  isApproved: z.boolean({ error: 'isApproved must be true or false' }),
});

export const USER_ROLES = ['customer', 'seller', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const adminPageQuerySchema = pageQuerySchema;
/** Rows per page of the admin tables unless `?limit=` (at most 100) says otherwise. */
export const ADMIN_PAGE_SIZE = 20;

/** Users are customers unless `?role=` picks sellers or admins. */
export const listUsersQuerySchema = z.extend(pageQuerySchema, {
  role: z.optional(z.enum(USER_ROLES, { error: 'role must be customer, seller or admin' })),
});

/** The admin answers' messages; the success texts are those of docs/product.md#successes, word for word. */
export const ADMIN_MESSAGES = {
  passwordUpdated: 'Password updated successfully',
  notOwnAccount: 'You can only change your own password.',
  passwordReused: 'The new password must be different from the initial and the current password.',
  currentPasswordWrong: 'Current password is incorrect.',
  passwordChangedMeanwhile: 'Your password was changed at the same time. Please log in again.',
  sellerApproved: 'Seller approved successfully',
  sellerRejected: 'Seller rejected successfully',
  sellerDeleted: 'Seller deleted successfully',
  sellerNotFound: 'Seller not found',
  sellerNotVerified: 'This seller has not verified their email yet, so they cannot be approved.',
  restaurantDeleted: 'Restaurant deleted successfully',
  restaurantNotFound: 'Restaurant not found',
} as const;

export const ADMIN_CODES = {
  /** Every admin route but the password update answers 403 with it while the first login is unfinished. */
  passwordChangeRequired: 'PASSWORD_CHANGE_REQUIRED',
} as const;

/** The password change ends every earlier session (docs/architecture.md#accounts-and-tokens); the answer carries the next token. */
export interface AdminPasswordAnswer extends MessageAnswer {
  token: string;
}

export interface AdminLoginAnswer extends LoginAnswer {
  /** True until the initial password is changed: the screens go to /admin/change-password first. */
  isFirstLogin: boolean;
}

/** docs/product.md#entities; money in rupees, from Delivered orders only; commission is 10% of revenue. */
export interface DashboardStats {
  totalSellers: number;
  totalUsers: number;
  totalRestaurants: number;
  totalOrders: number;
  totalRevenue: number;
  adminCommission: number;
  /** Beyond the spec: sellers who verified their email and wait for the admin's approval. */
  sellersAwaitingApproval: number;
  /** Beyond the spec: the last 8 weeks, oldest first, this week last; weeks with no delivery are zeros. */
  revenueByWeek: WeekRevenue[];
}

/** A week's revenue: the Delivered orders delivered that week (Monday to Sunday, India time), in rupees. */
export interface WeekRevenue {
  /** Monday of the week, India time: 'YYYY-MM-DD'. */
  weekStart: string;
  revenue: number;
}

export interface SellerRow {
  _id: string;
  sellerName: string;
  email: string;
  phone: string;
  isApproved: boolean;
  /** The seller proved the email with the mailed code; only then may the admin approve. */
  isVerified: boolean;
  /** Null when the seller has no restaurant (the admin deleted it). */
  restaurant: { _id: string; name: string } | null;
  createdAt: string;
}
export type SellerPage = Page<SellerRow>;

export interface SellerApprovalAnswer {
  message: string;
  seller: SellerRow;
}

export interface RestaurantRow {
  _id: string;
  name: string;
  image: string;
  address: string;
  city: string;
  description: string;
  /** In the customers' city listings (its seller is approved). */
  listed: boolean;
  rating: number | null;
  reviewCount: number;
  /** Null when the owner's account no longer exists. */
  owner: { _id: string; sellerName: string; email: string; phone: string; isApproved: boolean } | null;
  createdAt: string;
}
export type RestaurantAdminPage = Page<RestaurantRow>;

export interface UserRow {
  _id: string;
  username: string;
  email: string;
  phoneno: string;
  role: UserRole;
  verified: boolean;
  location: { city: string; pincode?: string } | null;
  createdAt: string;
}
export type UserPage = Page<UserRow>;

/** Rupees; revenue of Delivered orders and the 10% commission on it. */
export interface CommissionEntry {
  name: string;
  revenue: number;
  commission: number;
}
/** Keyed by restaurant id (docs/product.md#entities). */
export type CommissionReport = Record<string, CommissionEntry>;

/** Every order, newest first, with the commission report of every restaurant. */
export interface AllOrdersPage extends Page<Order> {
  commissionReport: CommissionReport;
}
