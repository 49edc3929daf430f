import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { SigningKey } from './signing-key.ts';
import type { Stage } from './stage.ts';

/** Secrets the functions read at run time; none of their values is in a template. */
export class SecretsStack extends Stack {
  readonly signingKey: SigningKey;

  constructor(scope: Construct, id: string, props: StackProps & { stage: Stage }) {
    super(scope, id, props);
    this.signingKey = new SigningKey(this, 'SigningKey', { stage: props.stage });
  }
}
