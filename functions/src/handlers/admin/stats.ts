import { routes } from '@tiffin/shared/api/routes';
import { httpHandler } from '#platform/http';
import { dashboardStats } from '#domain/admin/revenue';

export const handler = httpHandler(routes['admin/stats'], () => dashboardStats());
