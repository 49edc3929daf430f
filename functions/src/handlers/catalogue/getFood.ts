import { routes } from '@tiffin/shared/api/routes';
import { httpHandler } from '#platform/http';
import { getFoodDetail } from '#domain/catalogue/listings';

export const handler = httpHandler(routes['catalogue/getFood'], ({ params }) => getFoodDetail(params.id));
