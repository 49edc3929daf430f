import { catalogueListCategoriesRoute } from '@tiffin/shared/api/routes/catalogue';
import { httpHandler } from '#wiring/http';
import { listCategories } from '#domain/catalogue/listings';
import * as categories from '#data/categories';
import * as dishes from '#data/dishes';
import * as restaurants from '#data/restaurants';

export const handler = httpHandler(catalogueListCategoriesRoute, ({ query }) =>
  listCategories({ categories, dishes, restaurants }, query),
);
