import { routes } from '@tiffin/shared/api/routes';
import { httpHandler } from '#platform/http';
import { sellerStats } from '#domain/seller/stats';

export const handler = httpHandler(routes['seller/stats'], ({ caller }) => sellerStats(caller));
