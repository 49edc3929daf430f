import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { Tracer } from '@aws-lambda-powertools/tracer';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';

/**
 * X-Ray traces (Powertools Tracer): the preset opens a subsegment per invocation with the route and the caller's role
 * as annotations, and every AWS SDK client is captured, so each DynamoDB, SES, S3, Secrets Manager and API Gateway
 * call is a subsegment of its own. Outside Lambda (`npm start`, the tests) Powertools switches tracing off by itself,
 * and the local gateway and the tests also set POWERTOOLS_TRACE_ENABLED=false, so nothing tries to send segments.
 */
export const tracer = new Tracer({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'tiffin' });

/** An AWS SDK v3 client whose calls are traced (the same client, returned for chaining). */
export const traced = <T>(client: T): T => tracer.captureAWSv3Client(client);

/**
 * A function that is not an HTTP route (the socket route, the stream publisher, the jobs, the photo resizer) traced as
 * the preset traces a route: a subsegment per invocation, annotated with its name.
 */
export function withTracing<Event, Result>(
  name: string,
  handler: (event: Event) => Promise<Result>,
): (event: Event, context?: Context) => Promise<Result> {
  const traced = middy<Event, Result>()
    .use(captureLambdaHandler(tracer, { captureResponse: false }))
    .before(() => tracer.putAnnotation('route', name))
    .handler((event) => handler(event));
  // The local stack calls these with the event alone.
  return (event, context) => traced(event, context ?? ({} as Context));
}
