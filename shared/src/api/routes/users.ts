/** The users routes of THE route table, each declared once here: method, path, role, schemas, limits and needs (routes.ts assembles every group). */
import { LOGIN_LIMITS, OTP_CHECK_LIMITS, OTP_SEND_LIMITS, route, type RouteDef } from '../route-def.ts';
import {
  type CodeRequestAnswer,
  forgotPasswordBodySchema,
  type LocationAnswer,
  type LoginAnswer,
  loginBodySchema,
  type MessageAnswer,
  registerBodySchema,
  type ResetOtpAnswer,
  resetPasswordBodySchema,
  updateLocationBodySchema,
  type UserInfo,
  verifyBodySchema,
  verifyResetOtpBodySchema,
} from '../users.ts';

// docs/product.md#account-calls
export const usersLoginRoute = /* @__PURE__ */ route<LoginAnswer>()('users/login', {
  method: 'POST',
  path: '/api/users/login',
  role: 'public',
  limits: LOGIN_LIMITS,
  needs: ['passwords', 'signing'],
  schemas: { body: loginBodySchema },
});

export const usersRegisterRoute = /* @__PURE__ */ route<CodeRequestAnswer>()('users/register', {
  method: 'POST',
  path: '/api/users/register',
  role: 'public',
  limits: OTP_SEND_LIMITS,
  needs: ['mail', 'passwords'],
  schemas: { body: registerBodySchema },
});

export const usersVerifyRoute = /* @__PURE__ */ route<MessageAnswer>()('users/verify', {
  method: 'POST',
  path: '/api/users/verify',
  role: 'public',
  limits: OTP_CHECK_LIMITS,
  schemas: { body: verifyBodySchema },
});

export const usersForgotPasswordRoute = /* @__PURE__ */ route<CodeRequestAnswer>()('users/forgot-password', {
  method: 'POST',
  path: '/api/users/forgot-password',
  role: 'public',
  limits: OTP_SEND_LIMITS,
  needs: ['mail'],
  schemas: { body: forgotPasswordBodySchema },
});

export const usersVerifyResetOtpRoute = /* @__PURE__ */ route<ResetOtpAnswer>()('users/verify-reset-otp', {
  method: 'POST',
  path: '/api/users/verify-reset-otp',
  role: 'public',
  limits: OTP_CHECK_LIMITS,
  schemas: { body: verifyResetOtpBodySchema },
});

export const usersResetPasswordRoute = /* @__PURE__ */ route<MessageAnswer>()('users/reset-password', {
  method: 'POST',
  path: '/api/users/reset-password',
  role: 'public',
  limits: OTP_CHECK_LIMITS,
  needs: ['passwords'],
  schemas: { body: resetPasswordBodySchema },
});

export const usersUserInfoRoute = /* @__PURE__ */ route<UserInfo>()('users/user-info', {
  method: 'GET',
  path: '/api/users/user-info',
  role: 'customer',
});

export const usersUpdateLocationRoute = /* @__PURE__ */ route<LocationAnswer>()('users/update-location', {
  method: 'PUT',
  path: '/api/users/update-location',
  role: 'customer',
  schemas: { body: updateLocationBodySchema },
});

/** Logout ends every session of the account, so a token copied before it is refused too. */
export const usersLogoutRoute = /* @__PURE__ */ route<MessageAnswer>()('users/logout', {
  method: 'POST',
  path: '/api/users/logout',
  role: 'customer',
});

/** The group, for THE route table (routes.ts). A handler imports its own route's const, never the group, so its bundle builds no other route's schemas. */
export const usersRoutes = {
  'users/login': usersLoginRoute,
  'users/register': usersRegisterRoute,
  'users/verify': usersVerifyRoute,
  'users/forgot-password': usersForgotPasswordRoute,
  'users/verify-reset-otp': usersVerifyResetOtpRoute,
  'users/reset-password': usersResetPasswordRoute,
  'users/user-info': usersUserInfoRoute,
  'users/update-location': usersUpdateLocationRoute,
  'users/logout': usersLogoutRoute,
} as const satisfies Record<string, RouteDef>;
