import { Button, Fieldset, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import type { Category } from '@tiffin/shared/api/catalogue';
import { addCategorySchema } from '@tiffin/shared/rules/seller';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ErrorAlert, RetryAlert } from '@/components/alerts';
import { serverMessageOr } from '@/lib/api-error';
import { useAddCategory, useCategories } from '../api/categories';

/** docs/product.md#failures: adding a category failed without a message from the server. */
export const ADD_CATEGORY_FALLBACK = 'Add category failed';

interface CategoryFieldProps {
  value: string;
  onChange: (categoryId: string) => void;
  error?: ReactNode;
  /** The dish's category while editing, so it shows even before the list arrives. */
  current?: Category;
}

/** docs/product.md#seller-dish-form: a new category needs a name and an image URL. Its own small form, not nested in the dish's. */
function NewCategory({ onAdded, onCancel }: { onAdded: (category: Category) => void; onCancel: () => void }) {
  const add = useAddCategory();
  const form = useForm({
    initialValues: { cat: '', catimg: '' },
    validate: zod4Resolver(addCategorySchema),
  });

  const save = () => {
    if (form.validate().hasErrors) return;
    add.mutate(addCategorySchema.parse(form.values), { onSuccess: onAdded });
  };

  // Enter in these fields adds the category instead of submitting the dish.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      save();
    }
  };

  return (
    <Fieldset legend="New category">
      <Stack gap="sm">
        {add.isError && <ErrorAlert>{serverMessageOr(add.error, ADD_CATEGORY_FALLBACK)}</ErrorAlert>}
        <TextInput label="Category name" required onKeyDown={onKeyDown} {...form.getInputProps('cat')} />
        <TextInput
          label="Category image URL"
          type="url"
          inputMode="url"
          placeholder="https://…"
          required
          onKeyDown={onKeyDown}
          {...form.getInputProps('catimg')}
        />
        <Group gap="sm">
          <Button onClick={save} loading={add.isPending}>
            Add category
          </Button>
          <Button variant="default" onClick={onCancel} disabled={add.isPending}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}

/** docs/product.md#seller-screens: the seller chooses an existing category or adds a new one without leaving the dish. */
export function CategoryField({ value, onChange, error, current }: CategoryFieldProps) {
  const categories = useCategories();
  const [adding, setAdding] = useState(false);
  // Kept here too: the list may be reloaded before it includes the new category.
  const [added, setAdded] = useState<Category | null>(null);
  const statusId = useId();

  const items = categories.data?.items ?? [];
  const known = [current, added].reduce<Category[]>(
    (list, extra) => (extra && !list.some((item) => item._id === extra._id) ? [extra, ...list] : list),
    items,
  );
  const options = [
    { value: '', label: categories.isPending ? 'Loading categories…' : 'Choose a category', disabled: true },
    ...[...known]
      .sort((a, b) => a.cat.localeCompare(b.cat))
      .map((category) => ({ value: category._id, label: category.cat })),
  ];

  return (
    <Stack gap="xs">
      <NativeSelect
        label="Category"
        required
        data={options}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        error={error}
        aria-describedby={added ? statusId : undefined}
      />
      {categories.isError && (
        <RetryAlert onRetry={() => void categories.refetch()}>The categories could not be loaded.</RetryAlert>
      )}
      {added && (
        <span id={statusId} role="status" style={{ fontSize: 'var(--mantine-font-size-sm)' }}>
          Category {added.cat} added and chosen.
        </span>
      )}
      {adding ? (
        <NewCategory
          onAdded={(category) => {
            onChange(category._id);
            setAdded(category);
            setAdding(false);
          }}
          onCancel={() => setAdding(false)}
        />
      ) : (
        <Group>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => {
              setAdded(null);
              setAdding(true);
            }}
          >
            Add a new category
          </Button>
        </Group>
      )}
    </Stack>
  );
}
