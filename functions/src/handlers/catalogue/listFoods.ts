import { routes } from '@tiffin/shared/api/routes';
import { httpHandler } from '#platform/http';
import { listFoods } from '#domain/catalogue/listings';

export const handler = httpHandler(routes['catalogue/listFoods'], ({ query, caller }) => listFoods(query, caller));
