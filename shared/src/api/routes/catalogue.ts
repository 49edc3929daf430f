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

export const catalogueRoutes = {
  // 7.2 catalogue and the offline geography (DESIGN section 9)
  'catalogue/listRestaurants': route<RestaurantPage>()('catalogue/listRestaurants', {
    schemas: { query: listRestaurantsQuerySchema },
  }),
  'catalogue/listCategories': route<CategoryList>()('catalogue/listCategories', {
    schemas: { query: listCategoriesQuerySchema },
  }),
  'catalogue/listFoods': route<FoodPage>()('catalogue/listFoods', {
    schemas: { query: listFoodsQuerySchema },
  }),
  'catalogue/getFood': route<FoodDetail>()('catalogue/getFood', {
    schemas: { params: idParamsSchema },
  }),
  'catalogue/listFoodReviews': route<ReviewPage>()('catalogue/listFoodReviews', {
    schemas: { params: idParamsSchema, query: pageQuerySchema },
  }),
  'catalogue/listRestaurantFoods': route<RestaurantMenu>()('catalogue/listRestaurantFoods', {
    schemas: { params: idParamsSchema, query: restaurantFoodsQuerySchema },
  }),
} as const satisfies Record<string, RouteDef>;
