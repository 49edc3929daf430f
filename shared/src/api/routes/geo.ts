/** The geo routes of THE route table, each declared once here: method, path, role, schemas, limits and needs (routes.ts assembles every group). */
import { route, type RouteDef } from '../route-def.ts';
import {
  type Coordinates,
  coordsQuerySchema,
  pincodeParamsSchema,
  type PincodeResult,
  reverseGeocodeQuerySchema,
  type ReverseGeocodeResult,
} from '../catalogue.ts';

export const geoCoordsRoute = /* @__PURE__ */ route<Coordinates>()('geo/coords', {
  method: 'GET',
  path: '/api/geocode/coords',
  role: 'public',
  data: 'none',
  schemas: { query: coordsQuerySchema },
});

export const geoReverseRoute = /* @__PURE__ */ route<ReverseGeocodeResult>()('geo/reverse', {
  method: 'GET',
  path: '/api/geocode/reverse',
  role: 'public',
  data: 'none',
  schemas: { query: reverseGeocodeQuerySchema },
});

export const geoPincodeRoute = /* @__PURE__ */ route<PincodeResult>()('geo/pincode', {
  method: 'GET',
  path: '/api/geocode/pincode/{pincode}',
  role: 'public',
  data: 'none',
  schemas: { params: pincodeParamsSchema },
});

/** The group, for THE route table (routes.ts). A handler imports its own route's const, never the group, so its bundle builds no other route's schemas. */
export const geoRoutes = {
  'geo/coords': geoCoordsRoute,
  'geo/reverse': geoReverseRoute,
  'geo/pincode': geoPincodeRoute,
} as const satisfies Record<string, RouteDef>;
