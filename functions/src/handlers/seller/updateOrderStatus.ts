import { routes } from '@tiffin/shared/api/routes';
import { httpHandler } from '#platform/http';
import { updateOrderStatus } from '#domain/seller/orders';

export const handler = httpHandler(routes['seller/updateOrderStatus'], ({ caller, params, body }) =>
  updateOrderStatus(caller, params.id, body.status),
);
