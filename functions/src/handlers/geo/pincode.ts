import { geoPincodeRoute } from '@tiffin/shared/api/routes/geo';
import { httpHandler } from '#wiring/http';
import { pincodeDetails } from '#domain/geo/places';

export const handler = httpHandler(geoPincodeRoute, async ({ params }) => pincodeDetails(params.pincode));
