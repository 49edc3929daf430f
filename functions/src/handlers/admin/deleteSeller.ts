import { routes } from '@tiffin/shared/api/routes';
import { httpHandler } from '#platform/http';
import { deleteSeller } from '#domain/admin/sellers';

export const handler = httpHandler(routes['admin/deleteSeller'], ({ params }) => deleteSeller(params.id));
