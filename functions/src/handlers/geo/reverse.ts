import { geoRoutes } from '@tiffin/shared/api/routes/geo';
import { httpHandler } from '#wiring/http';
import { cityAt } from '#domain/geo/places';

export const handler = httpHandler(geoRoutes['geo/reverse'], async ({ query }) => cityAt(query.lat, query.lon));
