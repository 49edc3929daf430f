/** The users routes of THE route table (routes.ts assembles every group). */
import { LOGIN_LIMITS, OTP_CHECK_LIMITS, OTP_SEND_LIMITS, routesOf, type RouteDef } from '../route-def.ts';
import { usersEndpoints } from '../endpoints.ts';
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

const route = routesOf(usersEndpoints);

// 7.1 customer accounts
export const usersLoginRoute = /* @__PURE__ */ route<LoginAnswer>()('users/login', {
  limits: LOGIN_LIMITS,
  needs: ['passwords', 'signing'],
  schemas: { body: loginBodySchema },
});

export const usersRegisterRoute = /* @__PURE__ */ route<CodeRequestAnswer>()('users/register', {
  limits: OTP_SEND_LIMITS,
  needs: ['mail', 'passwords'],
  schemas: { body: registerBodySchema },
});

export const usersVerifyRoute = /* @__PURE__ */ route<MessageAnswer>()('users/verify', {
  limits: OTP_CHECK_LIMITS,
  schemas: { body: verifyBodySchema },
});

export const usersForgotPasswordRoute = /* @__PURE__ */ route<CodeRequestAnswer>()('users/forgotPassword', {
  limits: OTP_SEND_LIMITS,
  needs: ['mail'],
  schemas: { body: forgotPasswordBodySchema },
});

export const usersVerifyResetOtpRoute = /* @__PURE__ */ route<ResetOtpAnswer>()('users/verifyResetOtp', {
  limits: OTP_CHECK_LIMITS,
  schemas: { body: verifyResetOtpBodySchema },
});

export const usersResetPasswordRoute = /* @__PURE__ */ route<MessageAnswer>()('users/resetPassword', {
  limits: OTP_CHECK_LIMITS,
  needs: ['passwords'],
  schemas: { body: resetPasswordBodySchema },
});

export const usersUserInfoRoute = /* @__PURE__ */ route<UserInfo>()('users/userInfo', {});

export const usersUpdateLocationRoute = /* @__PURE__ */ route<LocationAnswer>()('users/updateLocation', {
  schemas: { body: updateLocationBodySchema },
});

/** The group, for THE route table (routes.ts). A handler imports its own route's const, never the group, so its bundle builds no other route's schemas. */
export const usersRoutes = {
  'users/login': usersLoginRoute,
  'users/register': usersRegisterRoute,
  'users/verify': usersVerifyRoute,
  'users/forgotPassword': usersForgotPasswordRoute,
  'users/verifyResetOtp': usersVerifyResetOtpRoute,
  'users/resetPassword': usersResetPasswordRoute,
  'users/userInfo': usersUserInfoRoute,
  'users/updateLocation': usersUpdateLocationRoute,
} as const satisfies Record<string, RouteDef>;
