import { routes } from '@tiffin/shared/api/routes';
import { httpHandler } from '#platform/http';
import { editFood } from '#domain/seller/menu';

export const handler = httpHandler(routes['seller/editFood'], ({ caller, params, body }) =>
  editFood(caller, params.id, body),
);
