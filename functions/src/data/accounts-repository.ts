import { GetCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '#platform/dynamo';
import { NO_PASSWORD, accountItem, emailItem, type AccountRecord } from './account-items.ts';
import { isConditionFailure } from './conditions.ts';
import { keys } from './keys.ts';

export async function getAccount(id: string): Promise<AccountRecord | undefined> {
  const output = await dynamo.send(new GetCommand({ TableName: tableName, Key: keys.user(id), ConsistentRead: true }));
  return output.Item as AccountRecord | undefined;
}

/** The account of this role with this email (a customer's and an admin's emails share one namespace). */
export async function getAccountByEmail(
  email: string,
  role: AccountRecord['role'],
): Promise<AccountRecord | undefined> {
  const output = await dynamo.send(
    new GetCommand({ TableName: tableName, Key: keys.email(email, role), ConsistentRead: true }),
  );
  const userId = output.Item?.userId as string | undefined;
  const account = userId ? await getAccount(userId) : undefined;
  return account?.role === role ? account : undefined;
}

/** Which marketplace counter an account of a role moves. */
const COUNTER_OF_ROLE = { customer: 'totalUsers', seller: 'totalSellers' } as const;

/**
 * The account, its email's uniqueness item and its counter in one transaction: however many
 * registrations of one email race, one account is made. Answers false when the email is taken.
 */
export async function createAccount(record: AccountRecord): Promise<boolean> {
  try {
    await dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: tableName, Item: accountItem(record), ConditionExpression: 'attribute_not_exists(PK)' } },
          { Put: { TableName: tableName, Item: emailItem(record), ConditionExpression: 'attribute_not_exists(PK)' } },
          ...(record.role === 'admin'
            ? []
            : [
                {
                  Update: {
                    TableName: tableName,
                    Key: keys.marketplaceStats(),
                    UpdateExpression: `ADD ${COUNTER_OF_ROLE[record.role]} :one`,
                    ExpressionAttributeValues: { ':one': 1 },
                  },
                },
              ]),
        ],
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * A repeated sign-up of a pending email with another password marks it disputed and changes nothing else;
 * false when the account is verified by now.
 */
export async function markDisputed(id: string): Promise<boolean> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.user(id),
        UpdateExpression: 'SET disputed = :true',
        ConditionExpression: 'attribute_exists(PK) AND verified = :false',
        ExpressionAttributeValues: { ':true': true, ':false': false },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Marks a pending account verified. A disputed one loses its password: neither registrant's password
 * opens it; its owner sets one through the reset flow. Answers whether it was disputed, or undefined
 * when it is verified already.
 */
export async function markVerified(id: string): Promise<{ disputed: boolean } | undefined> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.user(id),
        UpdateExpression: 'SET verified = :true',
        ConditionExpression: 'attribute_exists(PK) AND verified = :false AND attribute_not_exists(disputed)',
        ExpressionAttributeValues: { ':true': true, ':false': false },
      }),
    );
    return { disputed: false };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.user(id),
        UpdateExpression: 'SET verified = :true, passwordHash = :none REMOVE disputed',
        ConditionExpression: 'attribute_exists(PK) AND verified = :false AND disputed = :true',
        ExpressionAttributeValues: { ':true': true, ':false': false, ':none': NO_PASSWORD },
      }),
    );
    return { disputed: true };
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

export async function saveLocation(id: string, location: { city: string; pincode?: string }): Promise<void> {
  await dynamo.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.user(id),
      UpdateExpression: 'SET #location = :location',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeNames: { '#location': 'location' },
      ExpressionAttributeValues: { ':location': location },
    }),
  );
}

/** Stores a reset token (by hash) that allows one password change for one email until it expires. */
export async function saveResetToken(tokenHash: string, email: string, expiresAtMs: number): Promise<void> {
  await dynamo.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...keys.resetToken(tokenHash),
        entity: 'ResetToken',
        email,
        expiresAtMs,
        expiresAt: Math.ceil(expiresAtMs / 1000),
      },
    }),
  );
}

/** The live reset token of this hash, or undefined: checked before any password is hashed. */
export async function getResetToken(tokenHash: string): Promise<{ email: string; expiresAtMs: number } | undefined> {
  const output = await dynamo.send(
    new GetCommand({ TableName: tableName, Key: keys.resetToken(tokenHash), ConsistentRead: true }),
  );
  return output.Item as { email: string; expiresAtMs: number } | undefined;
}

/**
 * Consumes the reset token and sets the new password together, raising the token version so every
 * earlier session ends; false when the token is not valid now.
 */
export async function resetPasswordWithToken(
  tokenHash: string,
  email: string,
  userId: string,
  passwordHash: string,
  now: number,
): Promise<boolean> {
  try {
    await dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName: tableName,
              Key: keys.resetToken(tokenHash),
              ConditionExpression: 'attribute_exists(PK) AND email = :email AND expiresAtMs > :now',
              ExpressionAttributeValues: { ':email': email, ':now': now },
            },
          },
          {
            Update: {
              TableName: tableName,
              Key: keys.user(userId),
              UpdateExpression: 'SET passwordHash = :passwordHash ADD tokenVersion :one',
              ConditionExpression: 'attribute_exists(PK)',
              ExpressionAttributeValues: { ':passwordHash': passwordHash, ':one': 1 },
            },
          },
        ],
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
