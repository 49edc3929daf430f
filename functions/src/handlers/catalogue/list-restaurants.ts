import { catalogueListRestaurantsRoute } from '@tiffin/shared/api/routes/catalogue';
import { httpHandler } from '#wiring/http';
import { likelyDestination } from '#domain/cart/cart';
import { listRestaurants } from '#domain/catalogue/listings';
import * as accounts from '#data/accounts';
import * as restaurants from '#data/restaurants';
import * as dishes from '#data/dishes';
import * as orders from '#data/orders';
import * as cursors from '#data/cursor';

/** A signed-in customer's cards carry a delivery estimate to where their order would likely ship (the cart's rule). */
export const handler = httpHandler(catalogueListRestaurantsRoute, ({ query, caller }) =>
  listRestaurants(
    {
      accounts,
      restaurants,
      dishes,
      cursors,
      ...(caller?.role === 'customer' && {
        destination: likelyDestination({ orders }, caller.sub, caller.account?.location),
      }),
    },
    query,
    caller,
  ),
);
