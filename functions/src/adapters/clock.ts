import type { Clock } from '#domain/ports';

/** The Clock port: the system's time. */
export const systemClock: Clock = { now: () => new Date() };
