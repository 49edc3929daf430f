import { describe, expect, it } from 'vitest';
import { Stack } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { routeList } from '@tiffin/shared/api/routes';
import { buildTiffin, nagFindings, templateOf } from './build-app.ts';

/** Every stack of a built app, whatever stacks later issues add. */
const stacksOf = (built: ReturnType<typeof buildTiffin>) =>
  Object.values(built as Record<string, unknown>).filter((value): value is Stack => value instanceof Stack);

// Dev and prod differ in removal policies and the photos bucket's CORS; a built web app adds the upload machinery.
const variants = {
  dev: () => buildTiffin('dev'),
  'dev with a built web app': () => buildTiffin('dev', { web: 'built' }),
  prod: () => buildTiffin('prod', { web: 'built' }),
};

describe('the whole app', () => {
  it('stacks are named Tiffin-<stage>-Data, -Secrets, -Api and -Web', () => {
    for (const stage of ['dev', 'prod'] as const) {
      const { data, secrets, api, web } = buildTiffin(stage);
      expect([data, secrets, api, web].map((stack) => stack.stackName)).toEqual([
        `Tiffin-${stage}-Data`,
        `Tiffin-${stage}-Secrets`,
        `Tiffin-${stage}-Api`,
        `Tiffin-${stage}-Web`,
      ]);
    }
  });

  it.each(Object.entries(variants))('cdk-nag finds no unsuppressed AwsSolutions errors (%s)', (_, build) => {
    expect(stacksOf(build()).flatMap((stack) => nagFindings(stack, 'error'))).toEqual([]);
  });

  // cdk-nag v3 marks its report failed on any finding, so an unacknowledged warning fails `cdk synth` too.
  it.each(Object.entries(variants))('cdk-nag warnings are fixed or acknowledged as well (%s)', (_, build) => {
    expect(stacksOf(build()).flatMap((stack) => nagFindings(stack, 'warning'))).toEqual([]);
  });

  it('every stack stays under 500 CloudFormation resources', () => {
    for (const stack of stacksOf(variants.prod())) {
      const count = Object.keys(templateOf(stack).toJSON().Resources as object).length;
      console.log(`${stack.stackName}: ${count} CloudFormation resources`);
      expect(count, stack.stackName).toBeLessThan(500);
    }
  });
});

describe('secrets', () => {
  it('no secret value appears in any synthesized template', () => {
    for (const stack of stacksOf(buildTiffin('prod'))) {
      const text = JSON.stringify(templateOf(stack).toJSON());
      expect(text, stack.stackName).not.toMatch(/"d"\s*:\s*"|PRIVATE KEY|"kty"\s*:/);
      expect(text, stack.stackName).not.toMatch(/SecretString"\s*:\s*"[^"]/);
    }
  });
});

describe('observability', () => {
  const { observability } = buildTiffin('prod');
  const template = templateOf(observability);

  it('alarms watch the API 5xx rate, function errors and throttles, and table throttles', () => {
    const descriptions = Object.values(template.findResources('AWS::CloudWatch::Alarm')).map(
      (alarm) => alarm.Properties.AlarmDescription as string,
    );
    expect(descriptions).toContain('More than 1% of API requests answered 5xx');
    expect(descriptions.some((d) => d.startsWith('Errors in'))).toBe(true);
    expect(descriptions.some((d) => d.startsWith('Throttles in'))).toBe(true);
    expect(descriptions).toContain('DynamoDB throttled reads or writes');
  });

  it('every route function is covered by an error alarm, ten at most per alarm', () => {
    const alarms = Object.values(template.findResources('AWS::CloudWatch::Alarm')).filter((alarm) =>
      String(alarm.Properties.AlarmDescription).startsWith('Errors in'),
    );
    const metrics = alarms.map((alarm) => (alarm.Properties.Metrics as unknown[]).length - 1);
    expect(metrics.every((count) => count <= 10)).toBe(true);
    expect(metrics.reduce((a, b) => a + b, 0)).toBe(routeList.length);
  });

  it('an alarm fires when payment reconciliation fails two runs in a row (a paid payment stays unsettled)', () => {
    const alarms = Object.values(template.findResources('AWS::CloudWatch::Alarm')).filter(
      (alarm) => alarm.Properties.AlarmDescription === 'Payment reconciliation failed two runs in a row',
    );
    expect(alarms).toHaveLength(1);
    expect(alarms[0]!.Properties).toMatchObject({
      MetricName: 'Errors',
      Namespace: 'AWS/Lambda',
      Period: 900,
      EvaluationPeriods: 2,
      DatapointsToAlarm: 2,
      Threshold: 1,
    });
    expect(alarms[0]!.Properties.AlarmActions).toHaveLength(1);
  });

  it('an alarm fires the first time reconciliation finds a payment that is both a live order and a refund', () => {
    const alarms = Object.values(template.findResources('AWS::CloudWatch::Alarm')).filter(
      (alarm) => alarm.Properties.AlarmDescription === 'A payment is both a live order and refunded in Stripe',
    );
    expect(alarms).toHaveLength(1);
    expect(alarms[0]!.Properties).toMatchObject({
      MetricName: 'OrderAndRefund',
      Namespace: 'Tiffin',
      Dimensions: [{ Name: 'service', Value: 'tiffin' }],
      Statistic: 'Sum',
      EvaluationPeriods: 1,
      DatapointsToAlarm: 1,
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      TreatMissingData: 'notBreaching',
    });
    expect(alarms[0]!.Properties.AlarmActions).toHaveLength(1);
  });

  it('a dashboard shows the API, the functions and the table', () => {
    template.resourceCountIs('AWS::CloudWatch::Dashboard', 1);
  });
});

describe('password hashes', () => {
  it.each(Object.keys(variants))(
    'no deployed function lowers the scrypt cost (%s): every one hashes at the production N=2^17',
    (variant) => {
      const functions = stacksOf(variants[variant as keyof typeof variants]()).flatMap((stack) =>
        Object.values(templateOf(stack).findResources('AWS::Lambda::Function')),
      );
      expect(functions.length).toBeGreaterThan(0);
      for (const fn of functions) {
        expect(Object.keys(fn.Properties.Environment?.Variables ?? {})).not.toContain('PASSWORD_HASH_COST');
      }
    },
  );
});

describe('the first admin', () => {
  it('is created at deploy for the context email, with a generated initial password that meets the rule', () => {
    const { secrets } = buildTiffin('prod', { adminEmail: 'owner@tiffin.example' });
    const template = templateOf(secrets);
    template.hasResourceProperties('AWS::CloudFormation::CustomResource', { Email: 'owner@tiffin.example' });
    const [secret] = Object.values(
      template.findResources('AWS::SecretsManager::Secret', {
        Properties: { GenerateSecretString: Match.objectLike({ ExcludeCharacters: Match.anyValue() }) },
      }),
    );
    const generated = secret!.Properties.GenerateSecretString as {
      ExcludeCharacters: string;
      RequireEachIncludedType: boolean;
    };
    expect(generated.RequireEachIncludedType).toBe(true);
    // Only the rule's specials can appear: every other punctuation mark is excluded.
    const punctuation = [...'!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~'];
    expect(
      punctuation
        .filter((c) => !generated.ExcludeCharacters.includes(c))
        .sort()
        .join(''),
    ).toBe([...'@$!%*?&'].sort().join(''));
  });
});
