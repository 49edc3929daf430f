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

export const geoCoordsRoute = /* @__PURE__ */ route<Coordinates>()('geo/coords', {
  data: 'none',
  schemas: { query: coordsQuerySchema },
});

export const geoReverseRoute = /* @__PURE__ */ route<ReverseGeocodeResult>()('geo/reverse', {
  data: 'none',
  schemas: { query: reverseGeocodeQuerySchema },
});

export const geoPincodeRoute = /* @__PURE__ */ route<PincodeResult>()('geo/pincode', {
  data: 'none',
  schemas: { params: pincodeParamsSchema },
});

/** The group, for THE route table (routes.ts). A handler imports its own route's const, never the group, so its bundle builds no other route's schemas. */
export const geoRoutes = {
  'geo/coords': geoCoordsRoute,
  'geo/reverse': geoReverseRoute,
  'geo/pincode': geoPincodeRoute,
} as const satisfies Record<string, RouteDef>;
