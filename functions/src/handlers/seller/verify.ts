import { routes } from '@tiffin/shared/api/routes';
import { httpHandler } from '#platform/http';
import { verifyEmail } from '#domain/users/accounts';

export const handler = httpHandler(routes['seller/verify'], ({ body }) =>
  verifyEmail(body.email, body.verificationEmail, 'seller'),
);
