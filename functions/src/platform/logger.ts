import { Logger } from '@aws-lambda-powertools/logger';

/** Structured JSON logs with the request id (Powertools). Quiet in tests unless asked. */
export const logger = new Logger({
  serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'tiffin',
  logLevel: (process.env.POWERTOOLS_LOG_LEVEL ?? (process.env.VITEST ? 'SILENT' : 'INFO')) as 'INFO',
});
