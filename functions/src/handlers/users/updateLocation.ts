import { routes } from '@tiffin/shared/api/routes';
import { httpHandler } from '#wiring/http';
import { updateLocation } from '#domain/users/accounts';
import * as accounts from '#data/accounts';

export const handler = httpHandler(routes['users/updateLocation'], ({ caller, body }) =>
  updateLocation({ accounts }, caller.sub, body.lat, body.lon, caller.account?.location),
);
