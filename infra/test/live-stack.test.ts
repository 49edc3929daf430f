import { describe, expect, it } from 'vitest';
import type { CfnElement } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { runtimeConfigJs } from '../lib/runtime-config.ts';
import { buildTiffin, nagFindings, templateOf } from './build-app.ts';

const { live, data, web } = buildTiffin('dev');
const template = templateOf(live);
const logicalId = (construct: { node: { defaultChild?: unknown } }) =>
  live.getLogicalId(construct.node.defaultChild as CfnElement);

type Statement = { Action: string | string[]; Resource: unknown };
const policyOf = (fn: { role?: { node: { id: string } } }) =>
  Object.entries(template.findResources('AWS::IAM::Policy'))
    .filter(([id]) => id.startsWith(fn.role!.node.id.replace(/[^A-Za-z0-9]/g, '')))
    .flatMap(([, policy]) => policy.Properties.PolicyDocument.Statement as Statement[]);
const actionsOf = (fn: { role?: { node: { id: string } } }) =>
  policyOf(fn)
    .flatMap((statement) => [statement.Action].flat())
    .filter((action) => !action.startsWith('xray:') && !action.startsWith('logs:'))
    .sort();

describe('live order updates stack', () => {
  it('is named Tiffin-<stage>-Live', () => {
    expect(live.stackName).toBe('Tiffin-dev-Live');
  });

  it("the table streams each item's old and new image", () => {
    templateOf(data).hasResourceProperties('AWS::DynamoDB::Table', {
      StreamSpecification: { StreamViewType: 'NEW_AND_OLD_IMAGES' },
    });
  });

  it('a WebSocket API sends $connect, $disconnect and $default to one socket function', () => {
    templateOf(web).hasResourceProperties('AWS::ApiGatewayV2::Api', { ProtocolType: 'WEBSOCKET' });
    const routes = Object.values(template.findResources('AWS::ApiGatewayV2::Route')).map(
      (route) => route.Properties.RouteKey as string,
    );
    expect(routes.sort()).toEqual(['$connect', '$default', '$disconnect']);
    template.resourceCountIs('AWS::ApiGatewayV2::Integration', 1);
    template.hasResourceProperties('AWS::Lambda::Function', {
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      Environment: {
        Variables: Match.objectLike({ JWT_PUBLIC_JWK: Match.anyValue(), TOKEN_AUDIENCE: 'tiffin-dev' }),
      },
    });
  });

  it('the stage logs every connect and throttles a flood of them', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: 'dev',
      AutoDeploy: true,
      AccessLogSettings: Match.objectLike({ DestinationArn: Match.anyValue() }),
      DefaultRouteSettings: Match.objectLike({ ThrottlingRateLimit: 20, ThrottlingBurstLimit: 40 }),
    });
  });

  it("the publisher reads the table's stream from now on, woken only by orders, accounts changed and sockets opened", () => {
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: logicalId(live.publisher) },
      StartingPosition: 'LATEST',
      FilterCriteria: {
        Filters: [
          { Pattern: JSON.stringify({ dynamodb: { NewImage: { entity: { S: ['Order'] } } } }) },
          { Pattern: JSON.stringify({ dynamodb: { OldImage: { entity: { S: ['Account'] } } } }) },
          {
            Pattern: JSON.stringify({
              eventName: ['INSERT'],
              dynamodb: { Keys: { PK: { S: [{ prefix: 'LISTENERS#' }] } } },
            }),
          },
        ],
      },
    });
  });

  it('the publisher may only Query sockets, delete gone ones and post to this API: no Scan', () => {
    expect(actionsOf(live.publisher)).toEqual(
      expect.arrayContaining(['dynamodb:DeleteItem', 'dynamodb:Query', 'execute-api:ManageConnections']),
    );
    const tableActions = actionsOf(live.publisher).filter(
      (a) => a.startsWith('dynamodb:') && !/Stream|Shard|Records/.test(a),
    );
    expect(tableActions).toEqual(['dynamodb:DeleteItem', 'dynamodb:Query']);
    expect(actionsOf(live.publisher)).not.toContain('dynamodb:Scan');
  });

  it('the socket function reads the account and writes its own records by key, nothing more', () => {
    expect(actionsOf(live.socketFunction)).toEqual(['dynamodb:DeleteItem', 'dynamodb:GetItem', 'dynamodb:PutItem']);
  });

  it("the site's Content-Security-Policy lets the page open its own live socket, and no other execute-api host", () => {
    const headers = JSON.stringify(templateOf(web).findResources('AWS::CloudFront::ResponseHeadersPolicy'));
    const socketApi = web.getLogicalId(web.socketApi.node.defaultChild as CfnElement);
    expect(headers).toContain(`wss://",{"Ref":"${socketApi}"},".execute-api.",{"Ref":"AWS::Region"}`);
    expect(headers).not.toContain('*.execute-api');
  });

  it("/config.js tells the web app the socket's address", () => {
    expect(runtimeConfigJs('wss://live.example/dev')).toContain('socketUrl: "wss://live.example/dev"');
    const deployed = buildTiffin('dev', { web: 'built' });
    expect(deployed.config).toBeDefined();
  });

  it.each(['dev', 'prod'] as const)('cdk-nag finds nothing unacknowledged (%s)', (stage) => {
    const stack = buildTiffin(stage).live;
    expect([...nagFindings(stack, 'error'), ...nagFindings(stack, 'warning')]).toEqual([]);
  });
});
