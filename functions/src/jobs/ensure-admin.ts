import { randomUUID } from 'node:crypto';
import type { CdkCustomResourceEvent, CdkCustomResourceResponse } from 'aws-lambda';
import { emailSchema, passwordSchema } from '@tiffin/shared/rules/account';
import { hashPassword } from '#platform/passwords';
import { secretValue } from '#platform/secrets';
import { createAccount, getAccountByEmail } from '#data/accounts';
import { withTracing } from '#platform/tracer';

/**
 * Deploy-time custom resource: makes sure the admin account of ADMIN_EMAIL exists, with the initial
 * password from Secrets Manager and `isFirstLogin`, so the first login forces a password change.
 * An existing admin is never touched (a redeploy must not reset a changed password).
 */
async function handle(event: CdkCustomResourceEvent): Promise<CdkCustomResourceResponse> {
  const email = emailSchema.parse(process.env.ADMIN_EMAIL);
  const physicalId = `tiffin-admin#${email}`;
  if (event.RequestType === 'Delete') return { PhysicalResourceId: event.PhysicalResourceId };

  // An admin's email shares the customers' namespace: a customer's address cannot become the admin's.
  const existing = (await getAccountByEmail(email, 'admin')) ?? (await getAccountByEmail(email, 'customer'));
  if (!existing) {
    const password = passwordSchema.parse(await secretValue(process.env.ADMIN_PASSWORD_SECRET_ARN ?? ''));
    await createAccount({
      id: `u-admin-${randomUUID().slice(0, 8)}`,
      role: 'admin',
      username: 'Admin',
      email,
      phoneno: '',
      passwordHash: await hashPassword(password),
      verified: true,
      isFirstLogin: true,
      createdAt: new Date().toISOString(),
    });
  } else if (existing.role !== 'admin') {
    throw new Error(`${email} already belongs to a ${existing.role} account`);
  }
  return { PhysicalResourceId: physicalId };
}

export const handler = withTracing('jobs/ensure-admin', handle);
