/** The catalogue routes of THE route table, each declared once here: method, path, role, schemas, limits and needs (routes.ts assembles every group). */
import { route, type RouteDef } from '../route-def.ts';
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

// docs/product.md#catalogue-calls and the offline geography (docs/architecture.md#geography-offline)
export const catalogueListRestaurantsRoute = /* @__PURE__ */ route<RestaurantPage>()('catalogue/list-restaurants', {
  method: 'GET',
  path: '/api/restaurant/get',
  role: 'public',
  schemas: { query: listRestaurantsQuerySchema },
});

export const catalogueListCategoriesRoute = /* @__PURE__ */ route<CategoryList>()('catalogue/list-categories', {
  method: 'GET',
  path: '/api/categories/get',
  role: 'public',
  schemas: { query: listCategoriesQuerySchema },
});

export const catalogueListFoodsRoute = /* @__PURE__ */ route<FoodPage>()('catalogue/list-foods', {
  method: 'GET',
  path: '/api/foods/get',
  role: 'public',
  schemas: { query: listFoodsQuerySchema },
});

export const catalogueGetFoodRoute = /* @__PURE__ */ route<FoodDetail>()('catalogue/get-food', {
  method: 'GET',
  path: '/api/foods/get/{id}',
  role: 'public',
  schemas: { params: idParamsSchema },
});

export const catalogueListFoodReviewsRoute = /* @__PURE__ */ route<ReviewPage>()('catalogue/list-food-reviews', {
  method: 'GET',
  path: '/api/foods/reviews/{id}',
  role: 'public',
  schemas: { params: idParamsSchema, query: pageQuerySchema },
});

export const catalogueListRestaurantFoodsRoute = /* @__PURE__ */ route<RestaurantMenu>()(
  'catalogue/list-restaurant-foods',
  {
    method: 'GET',
    path: '/api/foods/get/byRestaurant/{id}',
    role: 'public',
    schemas: { params: idParamsSchema, query: restaurantFoodsQuerySchema },
  },
);

/** The group, for THE route table (routes.ts). A handler imports its own route's const, never the group, so its bundle builds no other route's schemas. */
export const catalogueRoutes = {
  'catalogue/list-restaurants': catalogueListRestaurantsRoute,
  'catalogue/list-categories': catalogueListCategoriesRoute,
  'catalogue/list-foods': catalogueListFoodsRoute,
  'catalogue/get-food': catalogueGetFoodRoute,
  'catalogue/list-food-reviews': catalogueListFoodReviewsRoute,
  'catalogue/list-restaurant-foods': catalogueListRestaurantFoodsRoute,
} as const satisfies Record<string, RouteDef>;
