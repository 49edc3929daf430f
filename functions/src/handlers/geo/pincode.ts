import { geoRoutes } from '@tiffin/shared/api/routes/geo';
import { httpHandler } from '#wiring/http';
import { pincodeDetails } from '#domain/geo/places';

export const handler = httpHandler(geoRoutes['geo/pincode'], async ({ params }) => pincodeDetails(params.pincode));
