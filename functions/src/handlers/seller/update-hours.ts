import { sellerUpdateHoursRoute } from '@tiffin/shared/api/routes/seller';
import { httpHandler } from '#wiring/http';
import { updateHours } from '#domain/seller/restaurant';
import * as accounts from '#data/accounts';
import * as restaurants from '#data/restaurants';

export const handler = httpHandler(sellerUpdateHoursRoute, ({ caller, body }) =>
  updateHours({ accounts, restaurants }, caller, body),
);
