import { CfnOutput, Duration, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  HttpMethod,
  HttpRoute,
  HttpRouteKey,
  HttpStage,
  LogGroupLogDestination,
  type HttpApi,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { routeList, type RouteDef, type RouteId } from '@tiffin/shared/api/routes';
import { ROUTE_WRITES } from '@tiffin/functions/data/route-writes';
import { handlerEntry } from './paths.ts';
import { RouteFunction } from './route-function.ts';
import type { Photos } from './photos.ts';
import type { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { SecretsStack } from './secrets-stack.ts';
import type { SigningKey } from './signing-key.ts';
import type { Stage } from './stage.ts';

export interface ApiStackProps extends StackProps {
  readonly stage: Stage;
  readonly table: ITable;
  /** The HTTP API the site's CloudFront sends `/x/*` to (the web stack's); this stack adds its routes and stage. */
  readonly httpApi: HttpApi;
  /** The site's own origin (the web stack's), for the links in mails and as the tokens' issuer. */
  readonly webOrigin: string;
  /** The address mail is sent from; its domain must be an SES identity verified in the account. */
  readonly mailFrom: string;
  readonly signingKey: SigningKey;
  readonly secrets: SecretsStack;
  /** Stripe's publishable key for the browser (context `stripePublishableKey`); not a secret. */
  readonly stripePublishableKey: string;
  /** The photos bucket, for the upload routes. */
  readonly photos: Photos;
  /** What CloudFront sends in every API request (the web stack's); a request without it is refused. */
  readonly originSecret: Secret;
}

/** scrypt with N=2^17 needs 128 MiB for itself, and Lambda's CPU share grows with memory. */
const PASSWORD_HASHING_MEMORY_MB = 1024;

/**
 * Construct ids a deployed stage already has, for routes whose id says its action in other words than the id it
 * was deployed under: a new construct id would make CloudFormation create a second API route with the same method
 * and path before deleting the first, which API Gateway refuses, so these keep theirs.
 */
const DEPLOYED_IDS: Readonly<Record<string, string>> = {
  'cart/delete': 'CartRemove',
  'orders/list-mine': 'OrdersMine',
  'orders/get': 'OrdersOne',
  'orders/list-all': 'OrdersAll',
  'payment/create': 'PaymentCreateOrder',
};

/** `catalogue/get-food` -> `CatalogueGetFood`: a readable, stable construct id per handler. */
export function functionId(handler: string): string {
  const deployed = DEPLOYED_IDS[handler];
  if (deployed) return deployed;
  return handler
    .split(/[/-]/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

/**
 * The HTTP API's routes, generated from the route table (docs/architecture.md#one-route-table): one Lambda and one route per entry, and
 * the stage. The API resource itself is the web stack's (its CloudFront sends `/x/*` there); the browser calls it
 * on the site's own origin, so it answers no CORS.
 */
export class ApiStack extends Stack {
  readonly api: HttpApi;
  /** The route functions by handler id. */
  readonly functions = new Map<string, RouteFunction>();

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { stage } = props;
    this.api = props.httpApi;

    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: stage.logRetention,
      removalPolicy: stage.removalPolicy,
    });
    const defaultStage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.api,
      stageName: '$default',
      autoDeploy: true,
      // Stage-wide throttling; the abuse limits per email and IP live in the route table.
      throttle: { rateLimit: stage.isProd ? 500 : 50, burstLimit: stage.isProd ? 1000 : 100 },
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.jsonWithStandardFields(),
      },
    });

    for (const route of routeList) {
      this.addRoute(route, props);
    }

    new CfnOutput(this, 'ApiUrl', {
      value: defaultStage.url,
      description: "The HTTP API's own URL; the site calls it as <WebUrl>/x/...",
    });
  }

  private addRoute(
    route: RouteDef,
    {
      stage,
      table,
      webOrigin,
      mailFrom,
      signingKey,
      secrets,
      stripePublishableKey,
      photos,
      originSecret,
    }: ApiStackProps,
  ): void {
    const id = functionId(route.handler);
    const needs = new Set(route.needs ?? []);
    const fn = new RouteFunction(this, id, {
      entry: handlerEntry(route.handler),
      stage,
      memorySize: needs.has('passwords') ? PASSWORD_HASHING_MEMORY_MB : undefined,
      // An import fetches a picture (at most 5 s) and waits for the resize step (at most 15 s).
      timeout: needs.has('photoImports') ? Duration.seconds(25) : undefined,
      environment: {
        JWT_PUBLIC_JWK: signingKey.publicJwk,
        // Tokens name the site that issued them and the stage they are for; both are checked on every call.
        TOKEN_ISSUER: webOrigin,
        TOKEN_AUDIENCE: `tiffin-${stage.name}`,
        STRIPE_PUBLISHABLE_KEY: stripePublishableKey,
        ORIGIN_SECRET_ARN: originSecret.secretArn,
      },
    });
    originSecret.grantRead(fn);
    const access = route.data ?? (route.method === 'GET' ? 'read' : 'readWrite');
    if (access !== 'none') {
      fn.bindTable(table, access, ROUTE_WRITES[route.handler as RouteId]);
      // Every function that reads the table may answer a page of it.
      secrets.grantCursors(fn);
    }
    if (needs.has('signing')) signingKey.grantSigning(fn);
    if (needs.has('mail')) fn.bindMail(mailFrom, webOrigin);
    if (needs.has('payments')) secrets.grantStripeApi(fn);
    if (needs.has('stripeWebhook')) secrets.grantStripeWebhook(fn);
    if (needs.has('photoUploads')) photos.grantUploads(fn);
    if (needs.has('photoStatus')) photos.grantStatus(fn);
    if (needs.has('photoImports')) photos.grantImports(fn, webOrigin);
    this.functions.set(route.handler, fn);
    // In this stack, beside its function: the API resource's own addRoutes would put it in the web stack.
    const apiRoute = new HttpRoute(this, `${id}Route`, {
      httpApi: this.api,
      routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
      integration: new HttpLambdaIntegration(`${id}Integration`, fn),
    });
    // Gateway auth is deliberately absent: the Middy preset verifies the JWT and the route's role.
    Validations.of(apiRoute).acknowledge({
      id: 'AwsSolutions-APIG4',
      reason:
        'Each Lambda verifies the bearer JWT and the route role in its Middy preset (docs/architecture.md#a-request-through-a-handler); public routes need no token.',
    });
  }
}
