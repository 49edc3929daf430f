import { App, Tags, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { parseStageName } from '../lib/stage.ts';
import { addTiffinStacks } from '../lib/tiffin-app.ts';

const app = new App();
const stageName = parseStageName(app.node.tryGetContext('stage'));
addTiffinStacks(app, stageName, {
  mailFrom: app.node.tryGetContext('mailFrom') as string | undefined,
  stripePublishableKey: app.node.tryGetContext('stripePublishableKey') as string | undefined,
  alarmEmail: app.node.tryGetContext('alarmEmail') as string | undefined,
  adminEmail: app.node.tryGetContext('adminEmail') as string | undefined,
});

Tags.of(app).add('project', 'tiffin');
Tags.of(app).add('stage', stageName);
// cdk-nag v3 is a policy-validation plugin: synth fails on any unacknowledged AwsSolutions error.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
