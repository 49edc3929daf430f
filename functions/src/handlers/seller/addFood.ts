import { routes } from '@tiffin/shared/api/routes';
import { httpHandler, respond } from '#platform/http';
import { addFood } from '#domain/seller/menu';

export const handler = httpHandler(routes['seller/addFood'], async ({ caller, body }) =>
  respond(await addFood(caller, body), 201),
);
