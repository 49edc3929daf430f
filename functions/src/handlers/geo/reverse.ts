import { geoReverseRoute } from '@tiffin/shared/api/routes/geo';
import { httpHandler } from '#wiring/http';
import { cityAt } from '#domain/geo/places';

export const handler = httpHandler(geoReverseRoute, async ({ query }) => cityAt(query.lat, query.lon));
