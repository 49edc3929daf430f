import { routes } from '@tiffin/shared/api/routes';
import { httpHandler } from '#platform/http';
import { allOrders } from '#domain/admin/revenue';

export const handler = httpHandler(routes['orders/all'], ({ query }) => allOrders(query));
