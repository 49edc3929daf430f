import { normalizeEmail } from '@tiffin/shared/rules/account';
import { NO_PASSWORD, signupExpired, type AccountRecord, type SavedLocation } from '#domain/model';
import { dynamo, UpdateCommand } from '#adapters/dynamo';
import { addToMarketplace } from './counters.ts';
import { keys, partitions } from './keys.ts';
import { batchGet, getItem, tableName, transactIf, writeIf, type TransactItem } from './operations.ts';
import { queryPage } from './query.ts';

/**
 * Accounts (customers, sellers, the admin) and their emails' uniqueness items: `USER#<id>` / `PROFILE`,
 * `EMAIL#<email>` (customers and the admin) or `SELLEREMAIL#<email>` / `EMAIL`, and GSI3
 * `ACCOUNTS#<role>` for the admin's lists.
 */

export function accountItem(record: AccountRecord) {
  return {
    ...keys.user(record.id),
    ...keys.accountInRole(record.role, record.createdAt, record.id),
    entity: 'Account',
    ...record,
    email: normalizeEmail(record.email),
  };
}

export function emailItem(record: Pick<AccountRecord, 'id' | 'email' | 'role' | 'expiresAt'>) {
  return {
    ...keys.email(record.email, record.role),
    entity: 'Email',
    userId: record.id,
    ...(record.expiresAt === undefined ? {} : { expiresAt: record.expiresAt }),
  };
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

export function getAccount(id: string): Promise<AccountRecord | undefined> {
  return getItem<AccountRecord>(keys.user(id), true);
}

/**
 * The account of this role with this email (a customer's and an admin's emails share one namespace); a
 * pending sign-up past its lifetime is gone, though TTL may not have deleted it yet.
 */
export async function getAccountByEmail(
  email: string,
  role: AccountRecord['role'],
): Promise<AccountRecord | undefined> {
  const userId = (await getItem<{ userId?: string }>(keys.email(email, role), true))?.userId;
  const account = userId ? await getAccount(userId) : undefined;
  return account?.role === role && !signupExpired(account, Date.now()) ? account : undefined;
}

/** Accounts by id in BatchGets. */
export async function getAccounts(ids: readonly string[]): Promise<Map<string, AccountRecord>> {
  const accounts = await batchGet<AccountRecord>([...new Set(ids)].map((id) => keys.user(id)));
  return new Map(accounts.map((account) => [account.id, account]));
}

/** Accounts of one role, newest first (a new seller waiting for approval is on the first page). */
export function accountsInRole(role: AccountRecord['role'], limit: number, cursor?: string) {
  return queryPage<AccountRecord>(
    {
      IndexName: 'GSI3',
      KeyConditionExpression: 'GSI3PK = :pk',
      ExpressionAttributeValues: { ':pk': partitions.accountsInRole(role) },
      ScanIndexForward: false,
    },
    limit,
    cursor,
  );
}

/** Which marketplace counter an account of a role moves. */
const COUNTER_OF_ROLE = { customer: 'totalUsers', seller: 'totalSellers' } as const;

/**
 * The transaction items of a new account: the account, only if new, and its email's uniqueness item, if
 * the email is free or held by a pending sign-up past its lifetime.
 */
export function newAccountItems(record: AccountRecord): TransactItem[] {
  return [
    { Put: { TableName: tableName(), Item: accountItem(record), ConditionExpression: 'attribute_not_exists(PK)' } },
    {
      Put: {
        TableName: tableName(),
        Item: emailItem(record),
        ConditionExpression: 'attribute_not_exists(PK) OR expiresAt <= :now',
        ExpressionAttributeValues: { ':now': nowSeconds() },
      },
    },
  ];
}

/**
 * The account, its email's uniqueness item and its counter in one transaction: however many
 * registrations of one email race, one account is made. Answers false when the email is taken.
 */
export function createAccount(record: AccountRecord): Promise<boolean> {
  return transactIf([
    ...newAccountItems(record),
    ...(record.role === 'admin' ? [] : [addToMarketplace({ [COUNTER_OF_ROLE[record.role]]: 1 })]),
  ]);
}

/** Updates one account; false when its condition failed (or it is gone). */
function updateAccount(id: string, update: Omit<ConstructorParameters<typeof UpdateCommand>[0], 'TableName' | 'Key'>) {
  return writeIf(() => dynamo.send(new UpdateCommand({ TableName: tableName(), Key: keys.user(id), ...update })));
}

/**
 * A repeated sign-up of a pending email with another password marks it disputed and changes nothing else;
 * false when the account is verified by now.
 */
export function markDisputed(id: string): Promise<boolean> {
  return updateAccount(id, {
    UpdateExpression: 'SET disputed = :true',
    ConditionExpression: 'attribute_exists(PK) AND verified = :false',
    ExpressionAttributeValues: { ':true': true, ':false': false },
  });
}

/**
 * Marks a pending, unexpired account verified; a seller's sign-up stops expiring (its account, email and
 * restaurant, in one transaction). A disputed one loses its password: neither registrant's password opens
 * it; its owner sets one through the reset flow. Answers whether it was disputed, or undefined when it is
 * verified already or expired.
 */
export async function markVerified(account: AccountRecord): Promise<{ disputed: boolean } | undefined> {
  const now = nowSeconds();
  const keepItems: TransactItem[] =
    account.expiresAt === undefined
      ? []
      : [
          {
            Update: {
              TableName: tableName(),
              Key: keys.email(account.email, account.role),
              UpdateExpression: 'REMOVE expiresAt',
              ConditionExpression: 'userId = :id',
              ExpressionAttributeValues: { ':id': account.id },
            },
          },
          ...(account.restaurantId
            ? [
                {
                  Update: {
                    TableName: tableName(),
                    Key: keys.restaurant(account.restaurantId),
                    UpdateExpression: 'REMOVE expiresAt',
                    ConditionExpression: 'attribute_exists(PK)',
                  },
                },
              ]
            : []),
        ];
  const verify = (disputed: boolean) =>
    transactIf([
      {
        Update: {
          TableName: tableName(),
          Key: keys.user(account.id),
          UpdateExpression: disputed
            ? 'SET verified = :true, passwordHash = :none REMOVE disputed, expiresAt'
            : 'SET verified = :true REMOVE expiresAt',
          ConditionExpression: `attribute_exists(PK) AND verified = :false AND ${
            disputed ? 'disputed = :true' : 'attribute_not_exists(disputed)'
          } AND (attribute_not_exists(expiresAt) OR expiresAt > :now)`,
          ExpressionAttributeValues: {
            ':true': true,
            ':false': false,
            ':now': now,
            ...(disputed ? { ':none': NO_PASSWORD } : {}),
          },
        },
      },
      ...keepItems,
    ]);
  if (await verify(false)) return { disputed: false };
  return (await verify(true)) ? { disputed: true } : undefined;
}

export async function saveLocation(id: string, location: SavedLocation): Promise<void> {
  await dynamo.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.user(id),
      UpdateExpression: 'SET #location = :location',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeNames: { '#location': 'location' },
      ExpressionAttributeValues: { ':location': location },
    }),
  );
}

/** The password change of a reset, as one item of the transaction that consumes the reset token. */
export function passwordResetItem(userId: string, passwordHash: string): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.user(userId),
      UpdateExpression: 'SET passwordHash = :passwordHash ADD tokenVersion :one',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':passwordHash': passwordHash, ':one': 1 },
    },
  };
}

/** Raises the token version, so every token issued before it is refused, and forgets the logged-out tokens. */
export async function endSessions(id: string): Promise<void> {
  await updateAccount(id, {
    UpdateExpression: 'REMOVE loggedOut ADD tokenVersion :one',
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeValues: { ':one': 1 },
  });
}

/** The logout's write: the logged-out tokens become `after`, conditioned on what the caller read. */
export function saveLoggedOut(
  id: string,
  ver: number,
  before: Record<string, number> | undefined,
  after: Record<string, number>,
): Promise<boolean> {
  const unchanged = before === undefined ? 'attribute_not_exists(loggedOut)' : 'loggedOut = :before';
  // An account that never changed its password has no tokenVersion attribute: version 0.
  const sameVersion = ver === 0 ? '(attribute_not_exists(tokenVersion) OR tokenVersion = :ver)' : 'tokenVersion = :ver';
  return updateAccount(id, {
    UpdateExpression: 'SET loggedOut = :after',
    ConditionExpression: `attribute_exists(PK) AND ${sameVersion} AND ${unchanged}`,
    ExpressionAttributeValues: { ':after': after, ':ver': ver, ...(before === undefined ? {} : { ':before': before }) },
  });
}

/** Sets a seller's approval; false when the id is not a seller's account. */
export function setSellerApproved(sellerId: string, approved: boolean): Promise<boolean> {
  return updateAccount(sellerId, {
    UpdateExpression: 'SET approved = :approved',
    ConditionExpression: 'attribute_exists(PK) AND #role = :seller',
    ExpressionAttributeNames: { '#role': 'role' },
    ExpressionAttributeValues: { ':approved': approved, ':seller': 'seller' },
  });
}

/**
 * The admin's password change, conditioned on the password it replaces (a concurrent change wins
 * once). It ends the first login, keeps the initial password's hash so it is never reused, and raises
 * the token version, ending every earlier session. Answers the new version, or undefined when the
 * password changed meanwhile.
 */
export async function setAdminPassword(
  adminId: string,
  change: { currentHash: string; passwordHash: string; initialPasswordHash: string },
): Promise<number | undefined> {
  let tokenVersion: number | undefined;
  await writeIf(async () => {
    const output = await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.user(adminId),
        UpdateExpression:
          'SET passwordHash = :passwordHash, isFirstLogin = :false, initialPasswordHash = :initial ADD tokenVersion :one',
        ConditionExpression: 'attribute_exists(PK) AND #role = :admin AND passwordHash = :current',
        ExpressionAttributeNames: { '#role': 'role' },
        ExpressionAttributeValues: {
          ':passwordHash': change.passwordHash,
          ':current': change.currentHash,
          ':initial': change.initialPasswordHash,
          ':false': false,
          ':admin': 'admin',
          ':one': 1,
        },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    tokenVersion = output.Attributes?.tokenVersion as number;
  });
  return tokenVersion;
}

/** The seller keeps the account when the admin deletes the restaurant; a newer restaurant stays attached. */
export async function detachRestaurant(sellerId: string, restaurantId: string): Promise<void> {
  await updateAccount(sellerId, {
    UpdateExpression: 'REMOVE restaurantId',
    ConditionExpression: 'restaurantId = :restaurantId',
    ExpressionAttributeValues: { ':restaurantId': restaurantId },
  });
}

/** A seller's own details, as one item of the transaction that also saves the restaurant. */
export function sellerDetailsItem(accountId: string, sellerName: string, phone: string): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.user(accountId),
      UpdateExpression: 'SET username = :username, phoneno = :phoneno',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':username': sellerName, ':phoneno': phone },
    },
  };
}

/** A seller's account and its email's uniqueness item (if still its own), as items of the deletion's transaction. */
export function sellerRemovalItems(seller: AccountRecord): TransactItem[] {
  return [
    {
      Delete: {
        TableName: tableName(),
        Key: keys.user(seller.id),
        ConditionExpression: 'attribute_exists(PK) AND #role = :seller',
        ExpressionAttributeNames: { '#role': 'role' },
        ExpressionAttributeValues: { ':seller': 'seller' },
      },
    },
    {
      Delete: {
        TableName: tableName(),
        Key: keys.email(seller.email, 'seller'),
        ConditionExpression: 'attribute_not_exists(PK) OR userId = :id',
        ExpressionAttributeValues: { ':id': seller.id },
      },
    },
    // The count of categories the seller added goes with the account (the categories stay).
    { Delete: { TableName: tableName(), Key: keys.categoriesAdded(seller.id) } },
  ];
}
