import type { OtpPurpose, OtpRecord } from '#domain/model';
import { dynamo, DeleteCommand, PutCommand, UpdateCommand } from '#adapters/dynamo';
import { keys } from './keys.ts';
import { getItem, tableName, writeIf } from './operations.ts';

/** One-time codes (TTL): one live code per code request, `OTP#<purpose>#<email>` / `REQUEST#<requestId>`. */

/** Replaces the request's live code unless one was sent after `cooldownStartMs`; false inside the cooldown. */
export function putOtp(
  purpose: OtpPurpose,
  email: string,
  requestId: string,
  record: OtpRecord,
  cooldownStartMs: number,
) {
  return writeIf(() =>
    dynamo.send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.otp(purpose, email, requestId),
          entity: 'Otp',
          ...record,
          expiresAt: Math.ceil(record.expiresAtMs / 1000),
        },
        ConditionExpression: 'attribute_not_exists(PK) OR sentAtMs < :cooldownStart',
        ExpressionAttributeValues: { ':cooldownStart': cooldownStartMs },
      }),
    ),
  );
}

export function getOtp(purpose: OtpPurpose, email: string, requestId: string): Promise<OtpRecord | undefined> {
  return getItem<OtpRecord>(keys.otp(purpose, email, requestId), true);
}

/** Counts a wrong try; answers the tries so far, or undefined if the code is gone or already dead. */
export async function countWrongTry(purpose: OtpPurpose, email: string, requestId: string, maxAttempts: number) {
  let attempts: number | undefined;
  await writeIf(async () => {
    const output = await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.otp(purpose, email, requestId),
        UpdateExpression: 'ADD attempts :one',
        ConditionExpression: 'attribute_exists(PK) AND attempts < :max',
        ExpressionAttributeValues: { ':one': 1, ':max': maxAttempts },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    attempts = output.Attributes?.attempts as number;
  });
  return attempts;
}

/** Deletes the code; with `codeHash`, only if it is still that live code (single use under races). */
export function deleteOtp(
  purpose: OtpPurpose,
  email: string,
  requestId: string,
  codeHash?: string,
  maxAttempts?: number,
) {
  return writeIf(() =>
    dynamo.send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keys.otp(purpose, email, requestId),
        ...(codeHash
          ? {
              ConditionExpression: 'codeHash = :hash AND attempts < :max',
              ExpressionAttributeValues: { ':hash': codeHash, ':max': maxAttempts ?? 1 },
            }
          : {}),
      }),
    ),
  );
}
