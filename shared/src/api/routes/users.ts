/** The users routes of THE route table (routes.ts assembles every group). */
import { LIMITS, routesOf, type RouteDef } from '../route-def.ts';
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
  limits: LIMITS.login,
  needs: ['passwords', 'signing'],
  schemas: { body: loginBodySchema },
});

export const usersRegisterRoute = /* @__PURE__ */ route<CodeRequestAnswer>()('users/register', {
  limits: LIMITS.otpSend,
  needs: ['mail', 'passwords'],
  schemas: { body: registerBodySchema },
});

export const usersVerifyRoute = /* @__PURE__ */ route<MessageAnswer>()('users/verify', {
  limits: LIMITS.otpCheck,
  schemas: { body: verifyBodySchema },
});

export const usersForgotPasswordRoute = /* @__PURE__ */ route<CodeRequestAnswer>()('users/forgotPassword', {
  limits: LIMITS.otpSend,
  needs: ['mail'],
  schemas: { body: forgotPasswordBodySchema },
});

export const usersVerifyResetOtpRoute = /* @__PURE__ */ route<ResetOtpAnswer>()('users/verifyResetOtp', {
  limits: LIMITS.otpCheck,
  schemas: { body: verifyResetOtpBodySchema },
});

export const usersResetPasswordRoute = /* @__PURE__ */ route<MessageAnswer>()('users/resetPassword', {
  limits: LIMITS.otpCheck,
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
