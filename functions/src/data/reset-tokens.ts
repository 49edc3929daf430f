import type { ResetTokenRecord } from '#domain/ports';
import { dynamo, PutCommand } from '#adapters/dynamo';
import { passwordResetItem } from './accounts.ts';
import { keys } from './keys.ts';
import { getItem, tableName, transactIf } from './operations.ts';

/** Reset tokens (TTL), stored by their SHA-256, never in clear: `RESETTOKEN#<hash>` / `RESETTOKEN`. */

/** Stores a reset token (by hash) that allows one password change for one email and role until it expires. */
export async function saveResetToken(
  tokenHash: string,
  { email, role }: { email: string; role: 'customer' | 'seller' },
  expiresAtMs: number,
): Promise<void> {
  await dynamo.send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.resetToken(tokenHash),
        entity: 'ResetToken',
        email,
        role,
        expiresAtMs,
        expiresAt: Math.ceil(expiresAtMs / 1000),
      },
    }),
  );
}

/** The live reset token of this hash, or undefined: checked before any password is hashed. */
export function getResetToken(tokenHash: string): Promise<ResetTokenRecord | undefined> {
  return getItem<ResetTokenRecord>(keys.resetToken(tokenHash), true);
}

/**
 * Consumes the reset token and sets the new password together, raising the token version so every
 * earlier session ends; false when the token is not valid now.
 */
export function resetPasswordWithToken(
  tokenHash: string,
  email: string,
  userId: string,
  passwordHash: string,
  now: number,
): Promise<boolean> {
  return transactIf([
    {
      Delete: {
        TableName: tableName(),
        Key: keys.resetToken(tokenHash),
        ConditionExpression: 'attribute_exists(PK) AND email = :email AND expiresAtMs > :now',
        ExpressionAttributeValues: { ':email': email, ':now': now },
      },
    },
    passwordResetItem(userId, passwordHash),
  ]);
}
