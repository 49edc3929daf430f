import { routes } from '@tiffin/shared/api/routes';
import { httpHandler } from '#platform/http';
import { verifyResetCode } from '#domain/users/accounts';

export const handler = httpHandler(routes['users/verifyResetOtp'], ({ body }) => verifyResetCode(body.email, body.otp));
