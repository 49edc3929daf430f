import { routes } from '@tiffin/shared/api/routes';
import { httpHandler } from '#platform/http';
import { getOwnFood } from '#domain/seller/menu';

export const handler = httpHandler(routes['seller/getFood'], ({ caller, params }) => getOwnFood(caller, params.id));
