import { routes } from '@tiffin/shared/api/routes';
import { httpHandler } from '#wiring/http';
import { listCategories } from '#domain/catalogue/listings';
import * as categories from '#data/categories';

export const handler = httpHandler(routes['catalogue/listCategories'], () => listCategories({ categories }));
