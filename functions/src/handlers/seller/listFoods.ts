import { routes } from '@tiffin/shared/api/routes';
import { httpHandler } from '#platform/http';
import { listOwnFoods } from '#domain/seller/menu';

export const handler = httpHandler(routes['seller/listFoods'], ({ caller, query }) =>
  listOwnFoods(caller, query.limit, query.cursor),
);
