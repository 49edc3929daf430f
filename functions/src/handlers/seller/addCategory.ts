import { routes } from '@tiffin/shared/api/routes';
import { httpHandler, respond } from '#platform/http';
import { addCategory } from '#domain/seller/menu';

export const handler = httpHandler(routes['seller/addCategory'], async ({ body }) =>
  respond(await addCategory(body), 201),
);
