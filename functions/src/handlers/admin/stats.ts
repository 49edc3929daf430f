import { routes } from '@tiffin/shared/api/routes';
import { httpHandler } from '#wiring/http';
import { dashboardStats } from '#domain/admin/revenue';
import * as counters from '#data/counters';

export const handler = httpHandler(routes['admin/stats'], () => dashboardStats({ counters }));
