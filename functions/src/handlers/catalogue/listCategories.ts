import { routes } from '@tiffin/shared/api/routes';
import { httpHandler } from '#platform/http';
import { listCategories } from '#domain/catalogue/listings';

export const handler = httpHandler(routes['catalogue/listCategories'], () => listCategories());
