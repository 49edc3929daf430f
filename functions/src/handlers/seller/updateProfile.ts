import { routes } from '@tiffin/shared/api/routes';
import { httpHandler } from '#platform/http';
import { updateSellerProfile } from '#domain/seller/accounts';

export const handler = httpHandler(routes['seller/updateProfile'], ({ caller, body }) =>
  updateSellerProfile(caller, body),
);
