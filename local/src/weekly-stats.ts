import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { localClient } from './dynamodb.ts';
import { settings } from './settings.ts';

/**
 * `npm run job:weekly-stats`: runs the weekly seller stats job once, against the DynamoDB Local of
 * a running `npm start` (the same port and table settings).
 */
const endpoint = `http://127.0.0.1:${settings.ports.dynamodb}`;
const { tableName } = settings;
// The job reads these exactly as its Lambda reads its environment.
Object.assign(process.env, {
  DYNAMODB_ENDPOINT: endpoint,
  TABLE_NAME: tableName,
  AWS_REGION: 'ap-south-1',
  AWS_ACCESS_KEY_ID: 'local',
  AWS_SECRET_ACCESS_KEY: 'local',
  POWERTOOLS_LOG_LEVEL: process.env.POWERTOOLS_LOG_LEVEL ?? 'WARN',
  POWERTOOLS_TRACE_ENABLED: 'false',
});

try {
  await localClient(endpoint).send(new DescribeTableCommand({ TableName: tableName }));
} catch {
  console.error(`No DynamoDB Local with a table "${tableName}" at ${endpoint}. Start Tiffin with \`npm start\` first.`);
  process.exit(1);
}

const { runWeeklyStats } = await import('@tiffin/functions/jobs/weekly-seller-stats');
const run = await runWeeklyStats();
console.log(
  `Stored ${run.weeksStored} seller week(s) for ${run.restaurants} restaurant(s); this week began ${run.weekStart} (Monday, India time).`,
);
