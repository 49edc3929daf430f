import { CfnOutput, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IGrantable } from 'aws-cdk-lib/aws-iam';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { AdminAccount } from './admin-account.ts';
import { SigningKey } from './signing-key.ts';
import type { Stage } from './stage.ts';

/** Secrets the functions read at run time (none of their values is in a template), and the first admin. */
export class SecretsStack extends Stack {
  readonly signingKey: SigningKey;
  /** Set after the first deploy: `aws secretsmanager put-secret-value` with the Stripe dashboard's values. */
  readonly stripeSecretKey: Secret;
  readonly stripeWebhookSecret: Secret;
  /** Seals page cursors (AES-GCM): generated at deploy, never in a template. */
  readonly cursorKey: Secret;

  readonly admin: AdminAccount;

  constructor(scope: Construct, id: string, props: StackProps & { stage: Stage; table: ITable; adminEmail: string }) {
    super(scope, id, props);
    this.signingKey = new SigningKey(this, 'SigningKey', { stage: props.stage });
    this.admin = new AdminAccount(this, 'FirstAdmin', {
      stage: props.stage,
      table: props.table,
      email: props.adminEmail,
    });
    new CfnOutput(this, 'AdminInitialPasswordSecret', {
      value: this.admin.initialPassword.secretName,
      description: 'Read once with `aws secretsmanager get-secret-value`; the first login asks for a new password',
    });
    const stripeSecret = (name: string, description: string) => {
      const secret = new Secret(this, name, { description, removalPolicy: props.stage.removalPolicy });
      Validations.of(secret).acknowledge({
        id: 'AwsSolutions-SMG4',
        reason: 'Stripe keys are rolled in the Stripe dashboard, then put here by hand; AWS cannot rotate them.',
      });
      return secret;
    };
    this.stripeSecretKey = stripeSecret('StripeSecretKey', 'Stripe secret API key (sk_live_... or sk_test_...)');
    this.cursorKey = new Secret(this, 'CursorKey', {
      description: 'Seals the API page cursors (opaque, tamper-proof); generated at deploy',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy: props.stage.removalPolicy,
    });
    Validations.of(this.cursorKey).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason: 'A page cursor lives for minutes; a new value only makes open cursors invalid (a 400, then page 1).',
    });
    this.stripeWebhookSecret = stripeSecret(
      'StripeWebhookSecret',
      'Stripe webhook signing secret (whsec_...) of the /api/payment/webhook endpoint',
    );
  }

  /** Lets a function seal and open page cursors. */
  grantCursors(grantee: IGrantable & { addEnvironment(key: string, value: string): unknown }): void {
    this.cursorKey.grantRead(grantee);
    grantee.addEnvironment('CURSOR_KEY_ARN', this.cursorKey.secretArn);
  }

  /** Lets a function call Stripe's API with the secret key. */
  grantStripeApi(grantee: IGrantable & { addEnvironment(key: string, value: string): unknown }): void {
    this.stripeSecretKey.grantRead(grantee);
    grantee.addEnvironment('STRIPE_SECRET_KEY_ARN', this.stripeSecretKey.secretArn);
  }

  /** Lets a function check Stripe's webhook signatures with the signing secret (the webhook route only). */
  grantStripeWebhook(grantee: IGrantable & { addEnvironment(key: string, value: string): unknown }): void {
    this.stripeWebhookSecret.grantRead(grantee);
    grantee.addEnvironment('STRIPE_WEBHOOK_SECRET_ARN', this.stripeWebhookSecret.secretArn);
  }
}
