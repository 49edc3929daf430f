import { routes } from '@tiffin/shared/api/routes';
import { httpHandler } from '#wiring/http';
import { latestShipping } from '#domain/orders/history';
import * as orders from '#data/orders';

export const handler = httpHandler(routes['orders/latestShipping'], ({ caller }) =>
  latestShipping({ orders }, caller.sub),
);
