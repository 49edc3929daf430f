import type { Category } from '@tiffin/shared/api/catalogue';
import { nameKey } from '@tiffin/shared/text';
import { keys, partitions } from './keys.ts';
import { getItem, tableName, transact } from './operations.ts';
import { queryAll } from './query.ts';

/**
 * Categories: `CATEGORY` / `CATEGORY#<id>` (one partition, read whole), and the uniqueness item of each
 * name by its normal form (`nameKey`), `CATEGORYNAME#<key>` / `CATEGORYNAME`, written with it.
 */

/** The uniqueness item's key of a category name. */
export const categoryNameKey = (name: string) => keys.categoryName(nameKey(name));

export function categoryItem(category: Category) {
  return { ...keys.category(category._id), entity: 'Category', ...category };
}

export function categoryNameItem(category: Category) {
  return { ...categoryNameKey(category.cat), entity: 'CategoryName', categoryId: category._id };
}

export function listCategories() {
  return queryAll<Category>({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': partitions.categories },
  });
}

export function getCategory(id: string): Promise<Category | undefined> {
  return getItem<Category>(keys.category(id));
}

/**
 * The category, its name's uniqueness item and the adding seller's count of categories in one transaction:
 * however many adds of one name race, one category is made, and however many adds of one seller race, the seller
 * adds at most `maxPerSeller`. 'taken' when the name is taken, 'limit' when the seller has added that many.
 */
export async function insertCategory(
  category: Category,
  sellerId: string,
  maxPerSeller: number,
): Promise<'added' | 'taken' | 'limit'> {
  const outcome = await transact([
    {
      Put: {
        TableName: tableName(),
        Item: categoryNameItem(category),
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    { Put: { TableName: tableName(), Item: categoryItem(category), ConditionExpression: 'attribute_not_exists(PK)' } },
    {
      Update: {
        TableName: tableName(),
        Key: keys.categoriesAdded(sellerId),
        UpdateExpression: 'ADD added :one SET entity = :entity',
        ConditionExpression: 'attribute_not_exists(added) OR added < :max',
        ExpressionAttributeValues: { ':one': 1, ':max': maxPerSeller, ':entity': 'CategoriesAdded' },
      },
    },
  ]);
  if (outcome.written) return 'added';
  return outcome.codes[2] === 'ConditionalCheckFailed' ? 'limit' : 'taken';
}
