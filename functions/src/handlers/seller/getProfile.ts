import { routes } from '@tiffin/shared/api/routes';
import { httpHandler } from '#platform/http';
import { sellerProfile } from '#domain/seller/accounts';

export const handler = httpHandler(routes['seller/getProfile'], ({ caller }) => sellerProfile(caller));
