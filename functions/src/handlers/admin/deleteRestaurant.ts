import { routes } from '@tiffin/shared/api/routes';
import { httpHandler } from '#platform/http';
import { deleteRestaurant } from '#domain/admin/restaurants';

export const handler = httpHandler(routes['admin/deleteRestaurant'], ({ params }) => deleteRestaurant(params.id));
