import type { App } from 'aws-cdk-lib';
import { ApiStack } from './api-stack.ts';
import { DataStack } from './data-stack.ts';
import { JobsStack } from './jobs-stack.ts';
import { LiveStack } from './live-stack.ts';
import { ObservabilityStack } from './observability-stack.ts';
import { RuntimeConfigStack } from './runtime-config-stack.ts';
import { SecretsStack } from './secrets-stack.ts';
import { stageFor, type StageName } from './stage.ts';
import { WebStack } from './web-stack.ts';

export interface TiffinOptions {
  /** The built SPA folder (defaults to web/dist). */
  readonly webDistPath?: string;
  /** The sender of OTP and order mails (context `mailFrom`). */
  readonly mailFrom?: string;
  /** Stripe's publishable key (context `stripePublishableKey`). */
  readonly stripePublishableKey?: string;
  /** The first admin's email (context `adminEmail`). */
  readonly adminEmail?: string;
  /** Who is emailed when an alarm fires (context `alarmEmail`). */
  readonly alarmEmail?: string;
}

/** Adds the Tiffin stacks for one stage; bin/app.ts and the tests build exactly the same thing. */
export function addTiffinStacks(app: App, stageName: StageName, options: TiffinOptions = {}) {
  const stage = stageFor(stageName);
  const prefix = `Tiffin-${stage.name}`;

  const data = new DataStack(app, `${prefix}-Data`, { stage });
  const secrets = new SecretsStack(app, `${prefix}-Secrets`, {
    stage,
    table: data.table,
    adminEmail: options.adminEmail ?? 'admin@example.com',
  });
  const web = new WebStack(app, `${prefix}-Web`, { stage, distPath: options.webDistPath });
  // The site calls the API on its own origin (CloudFront's /x/*): no CORS, and the web needs no API address.
  const mailFrom = options.mailFrom ?? 'Tiffin <no-reply@example.com>';
  const api = new ApiStack(app, `${prefix}-Api`, {
    stage,
    table: data.table,
    httpApi: web.api,
    webOrigin: web.origin,
    mailFrom,
    signingKey: secrets.signingKey,
    secrets,
    stripePublishableKey: options.stripePublishableKey ?? 'pk_test_replace_me',
    photos: web.photos,
    originSecret: web.originSecret,
  });
  const jobs = new JobsStack(app, `${prefix}-Jobs`, {
    stage,
    table: data.table,
    secrets,
    mailFrom,
    webOrigin: web.origin,
  });
  const live = new LiveStack(app, `${prefix}-Live`, {
    stage,
    table: data.table,
    signingKey: secrets.signingKey,
    socketApiId: web.exportValue(web.socketApi.apiId, { name: `${prefix}-SocketApiId` }),
    socketApiExport: `${prefix}-SocketApiId`,
    tokenIssuer: web.origin,
  });
  live.addDependency(web);
  // The SPA learns the live socket's URL from /config.js; its own stack, since Live depends on Web.
  const config = web.isDeployed
    ? new RuntimeConfigStack(app, `${prefix}-Config`, { web, socketUrl: live.socketUrl })
    : undefined;
  const observability = new ObservabilityStack(app, `${prefix}-Observability`, {
    stage,
    api: api.api,
    functions: api.functions,
    table: data.table,
    reconcileJob: jobs.reconcilePayments,
    alarmEmail: options.alarmEmail,
  });
  return { stage, data, secrets, api, web, jobs, live, observability, config };
}
