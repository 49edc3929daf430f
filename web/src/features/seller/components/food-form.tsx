import { Button, Group, NumberInput, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Category, Food, FoodType } from '@tiffin/shared/api/catalogue';
import { addFoodSchema, editFoodSchema } from '@tiffin/shared/rules/seller';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type * as z from '@tiffin/shared/zod';
import { CategoryField } from './category-field';
import { DescriptionField } from './fields';
import { PhotoField } from './photo-field';
import { pages } from '@/lib/pages';

type FoodValues = {
  name: string;
  /** '' until typed. */
  price: number | string;
  category: string;
  type: FoodType;
  quantity: number | string;
  image: string;
  description: string;
};

export type FoodFormOutput = z.output<typeof addFoodSchema>;

interface FoodFormProps {
  /** docs/product.md#seller-dish-form: a new dish needs a stock of at least 1; an edit may set it to 0 (sold out). */
  mode: 'add' | 'edit';
  /** The dish being edited. */
  food?: Food;
  submitting: boolean;
  /** The failure banner of the last submit, shown above the fields. */
  banner?: ReactNode;
  onSubmit: (body: FoodFormOutput) => void;
}

const valuesOf = (food?: Food): FoodValues => ({
  name: food?.name ?? '',
  price: food?.price ?? '',
  category: food?.category._id ?? '',
  type: food?.type ?? 'veg',
  quantity: food?.quantity ?? 1,
  image: food?.image ?? '',
  description: food?.description ?? '',
});

/** The add and edit dish form (docs/product.md#seller-dish-form): name, price and category required; type veg unless chosen. */
export function FoodForm({ mode, food, submitting, banner, onSubmit }: FoodFormProps) {
  const schema = mode === 'add' ? addFoodSchema : editFoodSchema;
  const form = useForm<FoodValues>({ initialValues: valuesOf(food), validate: zod4Resolver(schema) });
  const current: Category | undefined = food?.category;

  const submit = form.onSubmit((values) => {
    // The resolver has checked the values; parsing again trims them and fills the defaults.
    onSubmit(schema.parse(values));
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {banner}
        <TextInput label="Name" required maxLength={120} {...form.getInputProps('name')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NumberInput
            label="Price (₹)"
            required
            min={0}
            decimalScale={2}
            clampBehavior="none"
            hideControls
            {...form.getInputProps('price')}
          />
          <NumberInput
            label="Quantity in stock"
            description={mode === 'add' ? 'At least 1' : '0 marks the dish Out of Stock'}
            required
            min={mode === 'add' ? 1 : 0}
            allowDecimal={false}
            clampBehavior="none"
            {...form.getInputProps('quantity')}
          />
        </SimpleGrid>
        <CategoryField
          value={form.values.category}
          onChange={(id) => form.setFieldValue('category', id)}
          error={form.errors.category}
          current={current}
        />
        <Radio.Group label="Type" {...form.getInputProps('type')}>
          <Group gap="lg" mt={6}>
            <Radio value="veg" label="Veg" />
            <Radio value="non-veg" label="Non-veg" />
          </Group>
        </Radio.Group>
        <PhotoField
          {...form.getInputProps('image')}
          value={form.values.image}
          onUploaded={(url) => form.setFieldValue('image', url)}
        />
        <DescriptionField description="Optional" {...form.getInputProps('description')} />
        <Group justify="flex-end" gap="sm">
          <Button component={Link} to={pages.sellerFoods()} variant="default">
            Cancel
          </Button>
          <Button type="submit" loading={submitting}>
            {mode === 'add' ? 'Add Food' : 'Save changes'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
