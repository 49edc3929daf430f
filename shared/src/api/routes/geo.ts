/** The geo routes of THE route table (routes.ts assembles every group). */
import { routesOf, type RouteDef } from '../route-def.ts';
import { geoEndpoints } from '../endpoints.ts';
import {
  type Coordinates,
  coordsQuerySchema,
  pincodeParamsSchema,
  type PincodeResult,
  reverseGeocodeQuerySchema,
  type ReverseGeocodeResult,
} from '../catalogue.ts';

const route = routesOf(geoEndpoints);

export const geoRoutes = {
  'geo/coords': route<Coordinates>()('geo/coords', {
    data: 'none',
    schemas: { query: coordsQuerySchema },
  }),
  'geo/reverse': route<ReverseGeocodeResult>()('geo/reverse', {
    data: 'none',
    schemas: { query: reverseGeocodeQuerySchema },
  }),
  'geo/pincode': route<PincodeResult>()('geo/pincode', {
    data: 'none',
    schemas: { params: pincodeParamsSchema },
  }),
} as const satisfies Record<string, RouteDef>;
