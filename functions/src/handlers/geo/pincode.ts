import { routes } from '@tiffin/shared/api/routes';
import { httpHandler } from '#wiring/http';
import { pincodeDetails } from '#domain/geo/places';

export const handler = httpHandler(routes['geo/pincode'], async ({ params }) => pincodeDetails(params.pincode));
