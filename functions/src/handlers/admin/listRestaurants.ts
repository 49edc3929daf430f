import { routes } from '@tiffin/shared/api/routes';
import { httpHandler } from '#platform/http';
import { listRestaurants } from '#domain/admin/restaurants';

export const handler = httpHandler(routes['admin/listRestaurants'], ({ query }) => listRestaurants(query));
