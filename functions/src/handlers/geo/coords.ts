import { geoCoordsRoute } from '@tiffin/shared/api/routes/geo';
import { httpHandler } from '#wiring/http';
import { coordinatesOf } from '#domain/geo/places';

export const handler = httpHandler(geoCoordsRoute, async ({ query }) => coordinatesOf(query.address, query.pincode));
