import { sellerAddCategoryRoute } from '@tiffin/shared/api/routes/seller';
import { httpHandler, respond } from '#wiring/http';
import { addCategory } from '#domain/seller/menu';
import * as categories from '#data/categories';

export const handler = httpHandler(sellerAddCategoryRoute, async ({ caller, body }) =>
  respond(await addCategory({ categories }, caller, body), 201),
);
