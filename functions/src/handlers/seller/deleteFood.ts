import { routes } from '@tiffin/shared/api/routes';
import { httpHandler } from '#platform/http';
import { removeFood } from '#domain/seller/menu';

export const handler = httpHandler(routes['seller/deleteFood'], ({ caller, params }) => removeFood(caller, params.id));
