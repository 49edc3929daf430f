import { routes } from '@tiffin/shared/api/routes';
import { httpHandler } from '#wiring/http';
import { cityAt } from '#domain/geo/places';

export const handler = httpHandler(routes['geo/reverse'], async ({ query }) => cityAt(query.lat, query.lon));
