import { routes } from '@tiffin/shared/api/routes';
import { httpHandler } from '#platform/http';
import { listSellers } from '#domain/admin/sellers';

export const handler = httpHandler(routes['admin/listSellers'], ({ query }) => listSellers(query));
