import { describe, expect, it } from 'vitest';
import type { CfnElement } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { routeList, type RouteDef, type RouteId } from '@tiffin/shared/api/routes';
import { ROUTE_WRITES } from '@tiffin/functions/data/route-writes';
import { leadingKeyPattern } from '../lib/route-function.ts';
import { functionId } from '../lib/api-stack.ts';
import { buildTiffin, templateOf } from './build-app.ts';

const { api } = buildTiffin('dev');
const template = templateOf(api);
const served = routeList;
const routeKey = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

const writeActions = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];

interface Statement {
  Action: string | string[];
  Condition?: Record<string, Record<string, string | string[]>>;
}

/** Every statement of the IAM policies attached to the handler's role. */
function statementsOf(handler: string): Statement[] {
  const role = api.functions.get(handler)?.role;
  if (!role) throw new Error(`no function for ${handler}`);
  const roleId = api.getLogicalId(role.node.defaultChild as CfnElement);
  const policies = template.findResources('AWS::IAM::Policy', {
    Properties: { Roles: Match.arrayWith([{ Ref: roleId }]) },
  });
  return Object.values(policies).flatMap((policy) => policy.Properties.PolicyDocument.Statement as Statement[]);
}

/** Every action any IAM policy attached to the handler's role allows. */
const actionsOf = (handler: string): string[] =>
  statementsOf(handler).flatMap((statement) => [statement.Action].flat());

/** What each secret-reading statement of the handler's role names: the cursor key, the origin secret, or any other secret. */
function secretsReadBy(handler: string): { cursorKey: boolean; originSecret: boolean; other: boolean } {
  const role = api.functions.get(handler)!.role!;
  const roleId = api.getLogicalId(role.node.defaultChild as CfnElement);
  const policies = template.findResources('AWS::IAM::Policy', {
    Properties: { Roles: Match.arrayWith([{ Ref: roleId }]) },
  });
  const resources = Object.values(policies).flatMap((policy) =>
    (policy.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[])
      .filter((statement) => [statement.Action].flat().includes('secretsmanager:GetSecretValue'))
      // CDK merges statements of the same actions: one statement may name several secrets.
      .flatMap((statement) => [statement.Resource].flat().map((resource) => JSON.stringify(resource))),
  );
  const shared = (resource: string) => resource.includes('CursorKey') || resource.includes('OriginSecret');
  return {
    cursorKey: resources.some((resource) => resource.includes('CursorKey')),
    originSecret: resources.some((resource) => resource.includes('OriginSecret')),
    other: resources.some((resource) => !shared(resource)),
  };
}

describe('api stack', () => {
  it('every route of the route table has an API route and a Lambda', () => {
    expect(served.length).toBeGreaterThan(0);
    for (const route of served) {
      template.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: routeKey(route) });
    }
    template.resourceCountIs('AWS::ApiGatewayV2::Route', served.length);
    template.resourceCountIs('AWS::Lambda::Function', served.length);
  });

  it('the API has exactly the routes of the table, none from elsewhere', () => {
    const deployed = Object.values(template.findResources('AWS::ApiGatewayV2::Route')).map(
      (route) => route.Properties.RouteKey as string,
    );
    expect(deployed.sort()).toEqual(served.map(routeKey).sort());
  });

  it('each handler gets its own function named after its handler id', () => {
    expect([...api.functions.keys()].sort()).toEqual(served.map((route) => route.handler).sort());
    expect(functionId('catalogue/get-food')).toBe('CatalogueGetFood');
    // A deployed stage updates in place: a new construct id would add a second API route for the same key.
    expect(functionId('orders/list-mine')).toBe('OrdersMine');
    expect(new Set(served.map((route) => functionId(route.handler))).size).toBe(served.length);
    for (const route of served) {
      expect(api.node.tryFindChild(functionId(route.handler))).toBe(api.functions.get(route.handler));
    }
  });

  const accessOf = (route: RouteDef) => route.data ?? (route.method === 'GET' ? 'read' : 'readWrite');

  it('routes that need no data get no table permission at all', () => {
    const dataless = served.filter((route) => accessOf(route) === 'none');
    expect(dataless.length).toBeGreaterThan(0);
    for (const route of dataless) {
      expect(
        actionsOf(route.handler).filter((action) => action.startsWith('dynamodb:')),
        route.handler,
      ).toEqual([]);
    }
  });

  it('read-only routes get no write permission on the table', () => {
    const readOnly = served.filter((route) => accessOf(route) === 'read');
    expect(readOnly.length).toBeGreaterThan(0);
    for (const route of readOnly) {
      const actions = actionsOf(route.handler);
      expect(actions, route.handler).toContain('dynamodb:Query');
      expect(
        actions.filter((action) => writeActions.includes(action) || action === 'dynamodb:*'),
        route.handler,
      ).toEqual([]);
    }
  });

  it('a route may write only the partitions it owns: every write of its function is held to them by dynamodb:LeadingKeys', () => {
    for (const route of served) {
      const writes = statementsOf(route.handler).filter((statement) =>
        [statement.Action].flat().some((action) => writeActions.includes(action)),
      );
      const owned = ROUTE_WRITES[route.handler as RouteId];
      if (accessOf(route) !== 'readWrite' || owned.length === 0) {
        expect(writes, route.handler).toEqual([]);
        continue;
      }
      expect(writes.length, route.handler).toBeGreaterThan(0);
      for (const statement of writes) {
        expect(statement.Condition, route.handler).toEqual({
          'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': owned.map(leadingKeyPattern) },
        });
      }
    }
  });

  it('an unconditioned write grant would let a cart function write any order or counter: none has one', () => {
    const unconditioned = served.filter((route) =>
      statementsOf(route.handler).some(
        (statement) =>
          [statement.Action].flat().some((action) => writeActions.includes(action)) && !statement.Condition,
      ),
    );
    expect(unconditioned.map((route) => route.handler)).toEqual([]);
  });

  it('routes that change data may write items, and only items', () => {
    const writing = served.filter(
      (route) => accessOf(route) === 'readWrite' && ROUTE_WRITES[route.handler as RouteId].length > 0,
    );
    expect(writing.length).toBeGreaterThan(0);
    for (const route of writing) {
      const actions = actionsOf(route.handler);
      expect(actions, route.handler).toEqual(expect.arrayContaining(writeActions));
      expect(
        actions.filter((action) => action.startsWith('dynamodb:') && action.endsWith('*')),
        route.handler,
      ).toEqual([]);
    }
  });

  const needing = (need: 'mail' | 'passwords' | 'signing' | 'payments' | 'stripeWebhook') =>
    served.filter((route) => route.needs?.includes(need));

  it('only the routes that send mail may call SES', () => {
    expect(needing('mail').length).toBeGreaterThan(0);
    for (const route of served) {
      expect(actionsOf(route.handler).includes('ses:SendEmail'), route.handler).toBe(needing('mail').includes(route));
    }
  });

  it("the links in mails open the site: every route that sends mail is told the site's origin (WEB_ORIGIN, the web stack's), no other route is", () => {
    const resources = template.findResources('AWS::Lambda::Function') as Record<
      string,
      { Properties: { Environment: { Variables: Record<string, unknown> } } }
    >;
    for (const route of served) {
      const fn = api.functions.get(route.handler)!;
      const variables =
        resources[api.getLogicalId(fn.node.defaultChild as CfnElement)]!.Properties.Environment.Variables;
      if (needing('mail').includes(route)) {
        // The token issuer is the web stack's origin too (tiffin-app.ts); neither is a local address.
        expect(variables.WEB_ORIGIN, route.handler).toEqual(variables.TOKEN_ISSUER);
        expect(JSON.stringify(variables.WEB_ORIGIN), route.handler).not.toMatch(/localhost|127\.0\.0\.1/);
      } else {
        expect(variables.WEB_ORIGIN, route.handler).toBeUndefined();
      }
    }
  });

  it('only the routes that issue tokens or take payments may read a secret beyond the page-cursor key', () => {
    expect(needing('signing').length).toBeGreaterThan(0);
    expect(needing('payments').length).toBeGreaterThan(0);
    for (const route of served) {
      expect(secretsReadBy(route.handler).other, route.handler).toBe(
        needing('signing').includes(route) ||
          needing('payments').includes(route) ||
          needing('stripeWebhook').includes(route),
      );
    }
  });

  /** The secrets' references (cross-stack imports) each statement of the handler's role lets it read. */
  const readsSecretNamed = (handler: string, name: string) => {
    const role = api.functions.get(handler)!.role!;
    const roleId = api.getLogicalId(role.node.defaultChild as CfnElement);
    const policies = template.findResources('AWS::IAM::Policy', {
      Properties: { Roles: Match.arrayWith([{ Ref: roleId }]) },
    });
    return Object.values(policies).some((policy) =>
      (policy.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[]).some(
        (statement) =>
          [statement.Action].flat().includes('secretsmanager:GetSecretValue') &&
          JSON.stringify(statement.Resource).includes(name),
      ),
    );
  };

  it("only the Stripe webhook function can read the webhook signing secret, and only it is told the secret's ARN", () => {
    const resources = template.findResources('AWS::Lambda::Function') as Record<
      string,
      { Properties: { Environment: { Variables: Record<string, unknown> } } }
    >;
    for (const route of served) {
      const fn = api.functions.get(route.handler)!;
      const variables =
        resources[api.getLogicalId(fn.node.defaultChild as CfnElement)]!.Properties.Environment.Variables;
      const isWebhook = route.handler === 'payment/webhook';
      expect(readsSecretNamed(route.handler, 'StripeWebhookSecret'), route.handler).toBe(isWebhook);
      expect('STRIPE_WEBHOOK_SECRET_ARN' in variables, route.handler).toBe(isWebhook);
    }
    expect(needing('stripeWebhook').map((route) => route.handler)).toEqual(['payment/webhook']);
  });

  it("only the routes that call Stripe's API can read Stripe's API secret key (the webhook too: it retrieves the intent and may refund)", () => {
    expect(needing('payments').map((route) => route.handler)).toContain('payment/webhook');
    for (const route of served) {
      expect(readsSecretNamed(route.handler, 'StripeSecretKey'), route.handler).toBe(
        needing('payments').includes(route),
      );
    }
  });

  it('a request that did not come through CloudFront is refused: every route function is told the origin secret and may read it', () => {
    const resources = template.findResources('AWS::Lambda::Function') as Record<
      string,
      { Properties: { Environment: { Variables: Record<string, unknown> } } }
    >;
    for (const route of served) {
      const fn = api.functions.get(route.handler)!;
      const variables =
        resources[api.getLogicalId(fn.node.defaultChild as CfnElement)]!.Properties.Environment.Variables;
      expect(JSON.stringify(variables.ORIGIN_SECRET_ARN), route.handler).toMatch(/OriginSecret/);
      expect(secretsReadBy(route.handler).originSecret, route.handler).toBe(true);
    }
  });

  it('every route that reads the table can seal and open page cursors with the generated cursor key', () => {
    for (const route of served) {
      expect(secretsReadBy(route.handler).cursorKey, route.handler).toBe(accessOf(route) !== 'none');
    }
  });

  it('the API answers no CORS headers: the site calls it on its own origin, no other site is granted anything', () => {
    for (const stage of ['dev', 'prod'] as const) {
      const built = buildTiffin(stage);
      for (const stack of [built.web, built.api]) {
        for (const resource of Object.values(templateOf(stack).findResources('AWS::ApiGatewayV2::Api'))) {
          expect(resource.Properties.CorsConfiguration, stage).toBeUndefined();
        }
        const functions = Object.values(templateOf(stack).findResources('AWS::Lambda::Function'));
        for (const fn of functions) {
          expect(JSON.stringify(fn.Properties.Environment ?? {}), stage).not.toContain('CORS_ORIGIN');
        }
      }
    }
  });

  it('the Stripe webhook is a public route, outside any token check', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Route', {
      RouteKey: 'POST /api/payment/webhook',
      AuthorizationType: 'NONE',
    });
  });

  it('password-hashing routes get 1 GB of memory for scrypt, the rest stay small', () => {
    const resources = template.toJSON().Resources as Record<string, { Properties: { MemorySize: number } }>;
    for (const route of served) {
      const fn = api.functions.get(route.handler)!;
      const memory = resources[api.getLogicalId(fn.node.defaultChild as CfnElement)]!.Properties.MemorySize;
      expect(memory, route.handler).toBe(route.needs?.includes('passwords') ? 1024 : 256);
    }
  });

  it('no function may scan the table', () => {
    for (const route of served) {
      expect(actionsOf(route.handler), route.handler).not.toContain('dynamodb:Scan');
    }
  });

  it('the API functions run Node.js 22 on ARM64', () => {
    const functions = Object.values(template.findResources('AWS::Lambda::Function'));
    expect(functions).toHaveLength(served.length);
    for (const fn of functions) {
      expect(fn.Properties.Runtime).toBe('nodejs22.x');
      expect(fn.Properties.Architectures).toEqual(['arm64']);
    }
  });

  it('the functions know their table, service name, public key and source maps', () => {
    const resources = template.toJSON().Resources as Record<
      string,
      { Properties: { Environment: { Variables: Record<string, unknown> } } }
    >;
    for (const route of served) {
      const fn = api.functions.get(route.handler)!;
      const variables =
        resources[api.getLogicalId(fn.node.defaultChild as CfnElement)]!.Properties.Environment.Variables;
      expect('TABLE_NAME' in variables, route.handler).toBe(accessOf(route) !== 'none');
    }
    template.allResourcesProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: {
          JWT_PUBLIC_JWK: Match.anyValue(),
          POWERTOOLS_SERVICE_NAME: 'tiffin',
          NODE_OPTIONS: '--enable-source-maps',
        },
      },
      LoggingConfig: { LogGroup: Match.anyValue() },
    });
  });

  it('function logs are kept one week in dev', () => {
    template.allResourcesProperties('AWS::Logs::LogGroup', { RetentionInDays: 7 });
  });

  it('the API stage is throttled', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      DefaultRouteSettings: Match.objectLike({
        ThrottlingRateLimit: Match.anyValue(),
        ThrottlingBurstLimit: Match.anyValue(),
      }),
    });
  });

  it('the API URL is an output', () => {
    template.hasOutput('ApiUrl', { Value: Match.anyValue() });
  });
});
