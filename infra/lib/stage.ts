import { RemovalPolicy } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';

export const stageNames = ['dev', 'prod'] as const;
export type StageName = (typeof stageNames)[number];

/** What differs between a throwaway dev stack and production; every stack reads it from here. */
export interface Stage {
  readonly name: StageName;
  readonly isProd: boolean;
  /** Prod keeps data and logs when a stack is deleted; dev cleans up after itself. */
  readonly removalPolicy: RemovalPolicy;
  readonly logRetention: RetentionDays;
}

export function stageFor(name: StageName): Stage {
  const isProd = name === 'prod';
  return {
    name,
    isProd,
    removalPolicy: isProd ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    // Six months in prod outlasts a card chargeback window (120 days), so a disputed order can be traced.
    logRetention: isProd ? RetentionDays.SIX_MONTHS : RetentionDays.ONE_WEEK,
  };
}

/** Reads `-c stage=dev|prod`; anything else is a typo that must not deploy a surprise stack. */
export function parseStageName(value: unknown): StageName {
  const name = value ?? 'dev';
  if (!stageNames.includes(name as StageName)) {
    throw new Error(`Unknown stage ${JSON.stringify(name)}: use -c stage=${stageNames.join('|')}`);
  }
  return name as StageName;
}
