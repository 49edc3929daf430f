import { routes } from '@tiffin/shared/api/routes';
import { httpHandler } from '#wiring/http';
import { coordinatesOf } from '#domain/geo/places';

export const handler = httpHandler(routes['geo/coords'], async ({ query }) => coordinatesOf(query.address));
