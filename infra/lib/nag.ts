import { Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/** cdk-nag v3 takes one finding per call (no prefix matching); this gives several findings one reason. */
export function acknowledge(scope: IConstruct, reason: string, findings: readonly string[]): void {
  for (const id of findings) Validations.of(scope).acknowledge({ id, reason });
}
