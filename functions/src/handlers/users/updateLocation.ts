import { routes } from '@tiffin/shared/api/routes';
import { httpHandler } from '#platform/http';
import { updateLocation } from '#domain/users/accounts';

export const handler = httpHandler(routes['users/updateLocation'], ({ caller, body }) =>
  updateLocation(caller.sub, body.lat, body.lon),
);
