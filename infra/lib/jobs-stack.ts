import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { Grant } from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';
import { jobEntry } from './paths.ts';
import { RouteFunction } from './route-function.ts';
import type { SecretsStack } from './secrets-stack.ts';
import type { Stage } from './stage.ts';

export interface JobsStackProps extends StackProps {
  readonly stage: Stage;
  readonly table: ITable;
  /** The Stripe secret key, for reconciliation. */
  readonly secrets: SecretsStack;
  /** The sender of mails (reconciliation's order and refund mails), and the site the mails link to. */
  readonly mailFrom: string;
  readonly webOrigin: string;
}

/** How often the seller dashboard's figures are recomputed. */
export const WEEKLY_STATS_RATE = Duration.minutes(15);
/** How often Stripe's recent payments are reconciled with the orders. */
export const RECONCILE_RATE = Duration.minutes(15);

/**
 * Scheduled jobs (docs/architecture.md#the-cloud): the weekly seller stats, recomputed from the orders by EventBridge
 * every 15 minutes and stored for the seller dashboard; and payment reconciliation, which settles every
 * 15 minutes the recent Stripe payments whose order or refund is missing.
 */
export class JobsStack extends Stack {
  readonly weeklySellerStats: RouteFunction;
  readonly reconcilePayments: RouteFunction;

  constructor(scope: Construct, id: string, props: JobsStackProps) {
    super(scope, id, props);
    const { stage, table, secrets, mailFrom, webOrigin } = props;

    this.weeklySellerStats = new RouteFunction(this, 'WeeklySellerStats', {
      entry: jobEntry('weekly-seller-stats'),
      stage,
      memorySize: 512,
      // Well inside the 15-minute rate, so two runs never overlap.
      timeout: Duration.minutes(5),
    });
    this.weeklySellerStats.addEnvironment('TABLE_NAME', table.tableName);
    // Least privilege: it Queries restaurants and orders (GSI3) and dishes (GSI2) and Puts weeks, nothing else.
    // The weeks go in TransactWriteItems, which is no IAM action of its own: IAM checks each Put of a
    // transaction as dynamodb:PutItem (as for the API's transactional routes, which get no more).
    Grant.addToPrincipal({
      grantee: this.weeklySellerStats,
      actions: ['dynamodb:Query'],
      resourceArns: [`${table.tableArn}/index/GSI2`, `${table.tableArn}/index/GSI3`],
    });
    Grant.addToPrincipal({
      grantee: this.weeklySellerStats,
      actions: ['dynamodb:PutItem'],
      resourceArns: [table.tableArn],
    });

    new Rule(this, 'WeeklySellerStatsSchedule', {
      description: 'Recomputes every seller week for the seller dashboard',
      schedule: Schedule.rate(WEEKLY_STATS_RATE),
      // A failed run is safe to repeat: the job is idempotent.
      targets: [new LambdaFunction(this.weeklySellerStats, { retryAttempts: 2, maxEventAge: Duration.minutes(10) })],
    });

    this.reconcilePayments = new RouteFunction(this, 'ReconcilePayments', {
      entry: jobEntry('reconcile-payments'),
      stage,
      // A run may overlap the next (it is safe to), but well inside the rate it rarely does.
      timeout: Duration.minutes(5),
    });
    const reconcile = this.reconcilePayments;
    reconcile.addEnvironment('TABLE_NAME', table.tableName);
    // Least privilege: it reads checkouts, orders, accounts and dishes by key and writes the order transaction
    // (Puts, Updates and the cart's Delete, each checked as its own action) and the refunded flags; no Query or
    // Scan. Of the Stripe secrets only the API key: it checks no webhook signature.
    Grant.addToPrincipal({
      grantee: reconcile,
      actions: [
        'dynamodb:GetItem',
        'dynamodb:BatchGetItem',
        'dynamodb:PutItem',
        'dynamodb:UpdateItem',
        'dynamodb:DeleteItem',
      ],
      resourceArns: [table.tableArn],
    });
    secrets.stripeSecretKey.grantRead(reconcile);
    reconcile.addEnvironment('STRIPE_SECRET_KEY_ARN', secrets.stripeSecretKey.secretArn);
    reconcile.bindMail(mailFrom, webOrigin);

    new Rule(this, 'ReconcilePaymentsSchedule', {
      description: 'Settles recent Stripe payments whose order or refund is missing',
      schedule: Schedule.rate(RECONCILE_RATE),
      // A failed run is safe to repeat: every fix is idempotent.
      targets: [new LambdaFunction(reconcile, { retryAttempts: 2, maxEventAge: Duration.minutes(10) })],
    });
  }
}
