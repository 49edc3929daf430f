import { routes } from '@tiffin/shared/api/routes';
import { httpHandler } from '#wiring/http';
import { removeFood } from '#domain/seller/menu';
import * as accounts from '#data/accounts';
import * as dishes from '#data/dishes';
import * as reviews from '#data/reviews';

export const handler = httpHandler(routes['seller/deleteFood'], ({ caller, params }) =>
  removeFood({ accounts, dishes, reviews }, caller, params.id),
);
