import { routes } from '@tiffin/shared/api/routes';
import { httpHandler } from '#platform/http';
import { setSellerApproval } from '#domain/admin/sellers';

export const handler = httpHandler(routes['admin/approveSeller'], ({ params, body }) =>
  setSellerApproval(params.id, body.isApproved),
);
