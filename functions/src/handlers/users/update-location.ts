import { usersUpdateLocationRoute } from '@tiffin/shared/api/routes/users';
import { httpHandler } from '#wiring/http';
import { updateLocation } from '#domain/users/accounts';
import * as accounts from '#data/accounts';

export const handler = httpHandler(usersUpdateLocationRoute, ({ caller, body }) =>
  updateLocation({ accounts }, caller.sub, body.lat, body.lon, caller.account?.location),
);
