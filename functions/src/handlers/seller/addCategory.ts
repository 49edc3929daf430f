import { routes } from '@tiffin/shared/api/routes';
import { httpHandler, respond } from '#wiring/http';
import { addCategory } from '#domain/seller/menu';
import * as categories from '#data/categories';

export const handler = httpHandler(routes['seller/addCategory'], async ({ body }) =>
  respond(await addCategory({ categories }, body), 201),
);
