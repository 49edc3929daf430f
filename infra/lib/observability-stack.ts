import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  MathExpression,
  Metric,
  TextWidget,
  TreatMissingData,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Construct } from 'constructs';
import type { Stage } from './stage.ts';

export interface ObservabilityStackProps extends StackProps {
  readonly stage: Stage;
  readonly api: HttpApi;
  readonly functions: ReadonlyMap<string, IFunction>;
  readonly table: ITable;
  /** The payment reconciliation job: its failing runs mean a paid payment is left unsettled. */
  readonly reconcileJob?: IFunction;
  /** Who is told when an alarm fires (context `alarmEmail`). */
  readonly alarmEmail?: string;
}

/** Alarms a team would page on, and one dashboard for the API, the functions and the table. */
export class ObservabilityStack extends Stack {
  readonly alarms: Alarm[] = [];
  readonly topic: Topic;

  constructor(scope: Construct, id: string, props: ObservabilityStackProps) {
    super(scope, id, props);
    const { stage, api, functions, table } = props;
    this.topic = new Topic(this, 'Alarms', {
      displayName: `Tiffin ${stage.name} alarms`,
      enforceSSL: true,
      masterKey: undefined,
    });
    if (props.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.alarmEmail));
    const action = new SnsAction(this.topic);
    const alarm = (name: string, metric: IMetric, threshold: number, description: string) => {
      const created = new Alarm(this, name, {
        alarmDescription: description,
        metric,
        threshold,
        evaluationPeriods: 3,
        datapointsToAlarm: 2,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
      created.addAlarmAction(action);
      this.alarms.push(created);
      return created;
    };
    const period = Duration.minutes(5);

    const apiMetric = (metricName: string, statistic = 'Sum') =>
      new Metric({ namespace: 'AWS/ApiGateway', metricName, dimensionsMap: { ApiId: api.apiId }, statistic, period });
    const serverErrorRate = new MathExpression({
      expression: '100 * errors / MAX([requests, 1])',
      usingMetrics: { errors: apiMetric('5xx'), requests: apiMetric('Count') },
      label: 'API 5xx %',
      period,
    });
    alarm('Api5xxRate', serverErrorRate, 1, 'More than 1% of API requests answered 5xx');

    const lambdaSum = (metricName: string) =>
      new MathExpression({
        expression: `SUM(SEARCH('{AWS/Lambda,FunctionName} MetricName="${metricName}" Tiffin-${stage.name}-Api', 'Sum', 300))`,
        label: `Lambda ${metricName}`,
        period,
      });
    // An alarm's metric math takes at most 10 metrics: one alarm per ten functions, not one per function.
    const groups: IFunction[][] = [];
    [...functions.values()].forEach((fn, i) => (groups[Math.floor(i / 10)] ??= []).push(fn));
    const sumOf = (metrics: IMetric[], label: string) =>
      new MathExpression({
        expression: metrics.map((_, i) => `m${i}`).join(' + ') || '0',
        usingMetrics: Object.fromEntries(metrics.map((metric, i) => [`m${i}`, metric])),
        label,
        period,
      });
    groups.forEach((group, i) => {
      const names = group.map((fn) => fn.node.id).join(', ');
      alarm(
        `LambdaErrors${i + 1}`,
        sumOf(
          group.map((fn) => fn.metricErrors({ period })),
          'Lambda errors',
        ),
        5,
        `Errors in ${names}`,
      );
      alarm(
        `LambdaThrottles${i + 1}`,
        sumOf(
          group.map((fn) => fn.metricThrottles({ period })),
          'Lambda throttles',
        ),
        1,
        `Throttles in ${names}`,
      );
    });

    if (props.reconcileJob) {
      // It runs every 15 minutes and fails when a payment could not be settled; one failure may be Stripe's blip.
      const failed = new Alarm(this, 'ReconcilePaymentsFailed', {
        alarmDescription: 'Payment reconciliation failed two runs in a row',
        metric: props.reconcileJob.metricErrors({ period: Duration.minutes(15) }),
        threshold: 1,
        evaluationPeriods: 2,
        datapointsToAlarm: 2,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
      failed.addAlarmAction(action);
      this.alarms.push(failed);
    }
    // Reconciliation counts each payment that is both a live order and refunded in Stripe (Powertools EMF, service
    // dimension): the customer may get the food and the money, so one such payment pages a person at once.
    const orderAndRefund = new Alarm(this, 'OrderAndRefund', {
      alarmDescription: 'A payment is both a live order and refunded in Stripe',
      metric: new Metric({
        namespace: 'Tiffin',
        metricName: 'OrderAndRefund',
        dimensionsMap: { service: 'tiffin' },
        statistic: 'Sum',
        period: Duration.minutes(15),
      }),
      threshold: 1,
      evaluationPeriods: 1,
      datapointsToAlarm: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    orderAndRefund.addAlarmAction(action);
    this.alarms.push(orderAndRefund);
    const tableMetric = (metricName: string) =>
      new Metric({
        namespace: 'AWS/DynamoDB',
        metricName,
        dimensionsMap: { TableName: table.tableName },
        statistic: 'Sum',
        period,
      });
    alarm(
      'TableThrottles',
      sumOf([tableMetric('ReadThrottleEvents'), tableMetric('WriteThrottleEvents')], 'DynamoDB throttles'),
      1,
      'DynamoDB throttled reads or writes',
    );

    new Dashboard(this, 'Dashboard', {
      dashboardName: `tiffin-${stage.name}`,
      widgets: [
        [new TextWidget({ markdown: `# Tiffin ${stage.name}`, width: 24, height: 1 })],
        [
          new GraphWidget({
            title: 'API requests and errors',
            left: [apiMetric('Count'), apiMetric('4xx'), apiMetric('5xx')],
            width: 12,
          }),
          new GraphWidget({
            title: 'API latency (p50, p99)',
            left: [apiMetric('Latency', 'p50'), apiMetric('Latency', 'p99')],
            width: 12,
          }),
        ],
        [
          new GraphWidget({
            title: 'Lambda errors and throttles',
            left: [lambdaSum('Errors'), lambdaSum('Throttles')],
            width: 12,
          }),
          new GraphWidget({
            title: 'DynamoDB throttles',
            left: [tableMetric('ReadThrottleEvents'), tableMetric('WriteThrottleEvents')],
            width: 12,
          }),
        ],
      ],
    });
  }
}
