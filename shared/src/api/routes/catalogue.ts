/** The catalogue routes of THE route table (routes.ts assembles every group). */
import { routesOf, type RouteDef } from '../route-def.ts';
import { catalogueEndpoints } from '../endpoints.ts';
import {
  type CategoryList,
  type FoodDetail,
  type FoodPage,
  listCategoriesQuerySchema,
  listFoodsQuerySchema,
  listRestaurantsQuerySchema,
  restaurantFoodsQuerySchema,
  type RestaurantMenu,
  type RestaurantPage,
  type ReviewPage,
} from '../catalogue.ts';
import { idParamsSchema, pageQuerySchema } from '../common.ts';

const route = routesOf(catalogueEndpoints);

// 7.2 catalogue and the offline geography (DESIGN section 9)
export const catalogueListRestaurantsRoute = /* @__PURE__ */ route<RestaurantPage>()('catalogue/listRestaurants', {
  schemas: { query: listRestaurantsQuerySchema },
});

export const catalogueListCategoriesRoute = /* @__PURE__ */ route<CategoryList>()('catalogue/listCategories', {
  schemas: { query: listCategoriesQuerySchema },
});

export const catalogueListFoodsRoute = /* @__PURE__ */ route<FoodPage>()('catalogue/listFoods', {
  schemas: { query: listFoodsQuerySchema },
});

export const catalogueGetFoodRoute = /* @__PURE__ */ route<FoodDetail>()('catalogue/getFood', {
  schemas: { params: idParamsSchema },
});

export const catalogueListFoodReviewsRoute = /* @__PURE__ */ route<ReviewPage>()('catalogue/listFoodReviews', {
  schemas: { params: idParamsSchema, query: pageQuerySchema },
});

export const catalogueListRestaurantFoodsRoute = /* @__PURE__ */ route<RestaurantMenu>()(
  'catalogue/listRestaurantFoods',
  {
    schemas: { params: idParamsSchema, query: restaurantFoodsQuerySchema },
  },
);

/** The group, for THE route table (routes.ts). A handler imports its own route's const, never the group, so its bundle builds no other route's schemas. */
export const catalogueRoutes = {
  'catalogue/listRestaurants': catalogueListRestaurantsRoute,
  'catalogue/listCategories': catalogueListCategoriesRoute,
  'catalogue/listFoods': catalogueListFoodsRoute,
  'catalogue/getFood': catalogueGetFoodRoute,
  'catalogue/listFoodReviews': catalogueListFoodReviewsRoute,
  'catalogue/listRestaurantFoods': catalogueListRestaurantFoodsRoute,
} as const satisfies Record<string, RouteDef>;
