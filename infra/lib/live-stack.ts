import { Aws, CfnOutput, Duration, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  LogGroupLogDestination,
  WebSocketApi,
  WebSocketRoute,
  WebSocketStage,
  type IWebSocketApi,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Grant } from 'aws-cdk-lib/aws-iam';
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { liveEntry } from './paths.ts';
import { RouteFunction } from './route-function.ts';
import type { SigningKey } from './signing-key.ts';
import type { Stage } from './stage.ts';

export interface LiveStackProps extends StackProps {
  readonly stage: Stage;
  /** The one table, with its stream (NEW_AND_OLD_IMAGES). */
  readonly table: ITable;
  readonly signingKey: SigningKey;
  /**
   * The id of the WebSocket API, the Web stack's (its CSP names the API's host), as an import of that stack's named
   * export; its routes and stage are made here.
   */
  readonly socketApiId: string;
  /** That export's name: the publisher's connection grant names it. */
  readonly socketApiExport: string;
  /** The token issuer the HTTP API's functions check (the site's first origin). */
  readonly tokenIssuer: string;
}

/**
 * Live order updates (README "Live order updates"): an API Gateway WebSocket API whose $connect signs a socket in
 * with the HTTP API's own access token, and a publisher fed by the table's stream that posts each order change to
 * the sockets of the order's customer and restaurant.
 */
export class LiveStack extends Stack {
  readonly socketApi: IWebSocketApi;
  /** The browser's address for the socket (wss://). */
  readonly socketUrl: string;
  readonly socketFunction: RouteFunction;
  readonly publisher: RouteFunction;

  constructor(scope: Construct, id: string, props: LiveStackProps) {
    super(scope, id, props);
    const { stage, table, signingKey, tokenIssuer, socketApiId, socketApiExport } = props;
    const tokenSettings = {
      JWT_PUBLIC_JWK: signingKey.publicJwk,
      TOKEN_ISSUER: tokenIssuer,
      TOKEN_AUDIENCE: `tiffin-${stage.name}`,
    };

    // $connect, $disconnect and the keep-alive ($default) are one small function: one cold start to pay, not three.
    this.socketFunction = new RouteFunction(this, 'LiveSocket', {
      entry: liveEntry('socket'),
      stage,
      environment: tokenSettings,
    });
    this.socketFunction.addEnvironment('TABLE_NAME', table.tableName);
    // The account (standing) and its socket's two records: read, write and delete by key, nothing else.
    Grant.addToPrincipal({
      grantee: this.socketFunction,
      actions: ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:DeleteItem'],
      resourceArns: [table.tableArn],
    });

    const integration = new WebSocketLambdaIntegration('LiveSocketIntegration', this.socketFunction);
    const socketApi = WebSocketApi.fromWebSocketApiAttributes(this, 'SocketApi', {
      webSocketId: socketApiId,
      apiEndpoint: `wss://${socketApiId}.execute-api.${Aws.REGION}.${Aws.URL_SUFFIX}`,
    });
    this.socketApi = socketApi;
    // The routes live in this stack (a route made by the API's own addRoute would sit in the Web stack and point back
    // here: a cycle).
    for (const [id, routeKey] of [
      ['ConnectRoute', '$connect'],
      ['DisconnectRoute', '$disconnect'],
      ['DefaultRoute', '$default'],
    ] as const) {
      const route = new WebSocketRoute(this, id, { webSocketApi: socketApi, routeKey, integration });
      // The $connect function verifies the access token itself, with the HTTP API's own check (docs/architecture.md#a-request-through-a-handler).
      Validations.of(route).acknowledge({
        id: 'AwsSolutions-APIG4',
        reason:
          '$connect runs the HTTP API token check (functions/src/handlers/live/socket.ts): the token arrives as a subprotocol, which no API Gateway authorizer reads.',
      });
    }

    const accessLogs = new LogGroup(this, 'SocketAccessLogs', {
      retention: stage.logRetention,
      removalPolicy: stage.removalPolicy,
    });
    const socketStage = new WebSocketStage(this, 'SocketStage', {
      webSocketApi: this.socketApi,
      stageName: stage.name,
      autoDeploy: true,
      // A socket costs one $connect and a ping every 5 minutes; these bound a flood of connects.
      throttle: { rateLimit: stage.isProd ? 100 : 20, burstLimit: stage.isProd ? 200 : 40 },
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            ip: '$context.identity.sourceIp',
            requestTime: '$context.requestTime',
            eventType: '$context.eventType',
            routeKey: '$context.routeKey',
            status: '$context.status',
            connectionId: '$context.connectionId',
          }),
        ),
      },
    });
    this.socketUrl = socketStage.url;

    this.publisher = new RouteFunction(this, 'LivePublisher', {
      entry: liveEntry('publish'),
      stage,
      timeout: Duration.seconds(30),
      environment: { SOCKET_CALLBACK_URL: socketStage.callbackUrl },
    });
    this.publisher.addEnvironment('TABLE_NAME', table.tableName);
    // It Queries a customer's or a restaurant's sockets and deletes the gone ones: no Scan, no write else.
    Grant.addToPrincipal({
      grantee: this.publisher,
      actions: ['dynamodb:Query', 'dynamodb:DeleteItem'],
      resourceArns: [table.tableArn],
    });
    socketStage.grantManagementApiAccess(this.publisher);
    Validations.of(this.publisher.role!).acknowledge({
      id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:execute-api:<AWS::Region>:<AWS::AccountId>:${socketApiExport}/${stage.name}/*/@connections/*]`,
      reason: 'A socket connection id is known only at run time; the grant is this API and stage only.',
    });

    // Only what the publisher acts on wakes it (Lambda filters out carts, counters and the rest): an order written; an
    // account changed or deleted (a reset, a password change or a revoke closes its sockets); a socket opened (an
    // account's sockets beyond its cap close, oldest first).
    this.publisher.addEventSource(
      new DynamoEventSource(table, {
        startingPosition: StartingPosition.LATEST,
        batchSize: 100,
        maxBatchingWindow: Duration.millis(0),
        // A message is only worth sending while it is news.
        maxRecordAge: Duration.minutes(1),
        retryAttempts: 2,
        bisectBatchOnError: true,
        filters: [
          FilterCriteria.filter({ dynamodb: { NewImage: { entity: { S: FilterRule.isEqual('Order') } } } }),
          FilterCriteria.filter({ dynamodb: { OldImage: { entity: { S: FilterRule.isEqual('Account') } } } }),
          FilterCriteria.filter({
            eventName: FilterRule.isEqual('INSERT'),
            dynamodb: { Keys: { PK: { S: FilterRule.beginsWith('LISTENERS#') } } },
          }),
        ],
      }),
    );

    new CfnOutput(this, 'SocketUrl', { value: this.socketUrl, description: 'Live order updates (WebSocket)' });
  }
}
