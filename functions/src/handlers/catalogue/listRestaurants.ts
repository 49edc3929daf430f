import { routes } from '@tiffin/shared/api/routes';
import { httpHandler } from '#platform/http';
import { listRestaurants } from '#domain/catalogue/listings';

export const handler = httpHandler(routes['catalogue/listRestaurants'], ({ query, caller }) =>
  listRestaurants(query, caller),
);
