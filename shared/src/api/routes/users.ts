/** The users routes of THE route table (routes.ts assembles every group). */
import { LIMITS, routesOf, type RouteDef } from '../route-def.ts';
import { usersEndpoints } from '../endpoints.ts';
import {
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

export const usersRoutes = {
  // 7.1 customer accounts
  'users/login': route<LoginAnswer>()('users/login', {
    limits: LIMITS.login,
    needs: ['passwords', 'signing'],
    schemas: { body: loginBodySchema },
  }),
  'users/register': route<MessageAnswer>()('users/register', {
    limits: LIMITS.otpSend,
    needs: ['mail', 'passwords'],
    schemas: { body: registerBodySchema },
  }),
  'users/verify': route<MessageAnswer>()('users/verify', {
    limits: LIMITS.otpCheck,
    schemas: { body: verifyBodySchema },
  }),
  'users/forgotPassword': route<MessageAnswer>()('users/forgotPassword', {
    limits: LIMITS.otpSend,
    needs: ['mail'],
    schemas: { body: forgotPasswordBodySchema },
  }),
  'users/verifyResetOtp': route<ResetOtpAnswer>()('users/verifyResetOtp', {
    limits: LIMITS.otpCheck,
    schemas: { body: verifyResetOtpBodySchema },
  }),
  'users/resetPassword': route<MessageAnswer>()('users/resetPassword', {
    limits: LIMITS.otpCheck,
    needs: ['passwords'],
    schemas: { body: resetPasswordBodySchema },
  }),
  'users/userInfo': route<UserInfo>()('users/userInfo', {}),
  'users/updateLocation': route<LocationAnswer>()('users/updateLocation', {
    schemas: { body: updateLocationBodySchema },
  }),
} as const satisfies Record<string, RouteDef>;
