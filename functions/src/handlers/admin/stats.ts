import { adminStatsRoute } from '@tiffin/shared/api/routes/admin';
import { httpHandler } from '#wiring/http';
import { adminStats } from '#domain/admin/revenue';
import * as counters from '#data/counters';

export const handler = httpHandler(adminStatsRoute, () => adminStats({ counters }));
