import { Tracer } from '@aws-lambda-powertools/tracer';

/**
 * X-Ray traces (Powertools Tracer): the preset opens a subsegment per invocation with the route and the caller's role
 * as annotations, and every AWS SDK client is captured, so each DynamoDB, SES, S3, Secrets Manager and API Gateway
 * call is a subsegment of its own. Outside Lambda (`npm start`, the tests) Powertools switches tracing off by itself,
 * and the local gateway and the tests also set POWERTOOLS_TRACE_ENABLED=false, so nothing tries to send segments.
 */
export const tracer = new Tracer({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'tiffin' });

/** An AWS SDK v3 client whose calls are traced (the same client, returned for chaining). */
export const traced = <T>(client: T): T => tracer.captureAWSv3Client(client);
