import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '#platform/dynamo';
import { isConditionFailure } from './conditions.ts';
import { keys } from './keys.ts';

/** A seller's sign-up has its own code, as the same email may sign up as a customer too. */
export type OtpPurpose = 'signup' | 'seller-signup' | 'reset';

export interface OtpRecord {
  codeHash: string;
  salt: string;
  attempts: number;
  sentAtMs: number;
  expiresAtMs: number;
}

/** Replaces the live code unless one was sent after `cooldownStartMs`; false inside the cooldown. */
export async function putOtp(
  purpose: OtpPurpose,
  email: string,
  record: OtpRecord,
  cooldownStartMs: number,
): Promise<boolean> {
  try {
    await dynamo.send(
      new PutCommand({
        TableName: tableName,
        Item: {
          ...keys.otp(purpose, email),
          entity: 'Otp',
          ...record,
          expiresAt: Math.ceil(record.expiresAtMs / 1000),
        },
        ConditionExpression: 'attribute_not_exists(PK) OR sentAtMs < :cooldownStart',
        ExpressionAttributeValues: { ':cooldownStart': cooldownStartMs },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export async function getOtp(purpose: OtpPurpose, email: string): Promise<OtpRecord | undefined> {
  const output = await dynamo.send(
    new GetCommand({ TableName: tableName, Key: keys.otp(purpose, email), ConsistentRead: true }),
  );
  return output.Item as OtpRecord | undefined;
}

/** Counts a wrong try; answers the tries so far, or undefined if the code is gone or already dead. */
export async function countWrongTry(
  purpose: OtpPurpose,
  email: string,
  maxAttempts: number,
): Promise<number | undefined> {
  try {
    const output = await dynamo.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.otp(purpose, email),
        UpdateExpression: 'ADD attempts :one',
        ConditionExpression: 'attribute_exists(PK) AND attempts < :max',
        ExpressionAttributeValues: { ':one': 1, ':max': maxAttempts },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return output.Attributes?.attempts as number;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** Deletes the code; with `codeHash`, only if it is still that live code (single use under races). */
export async function deleteOtp(
  purpose: OtpPurpose,
  email: string,
  codeHash?: string,
  maxAttempts?: number,
): Promise<boolean> {
  try {
    await dynamo.send(
      new DeleteCommand({
        TableName: tableName,
        Key: keys.otp(purpose, email),
        ...(codeHash
          ? {
              ConditionExpression: 'codeHash = :hash AND attempts < :max',
              ExpressionAttributeValues: { ':hash': codeHash, ':max': maxAttempts ?? 1 },
            }
          : {}),
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
