import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Food } from '@tiffin/shared/api/catalogue';

/** docs/product.md#roles: deleting a dish asks first, in these words. */
export const DELETE_QUESTION = 'Are you sure you want to delete this item?';

interface DeleteFoodDialogProps {
  food: Food | null;
  deleting: boolean;
  onConfirm: (food: Food) => void;
  onCancel: () => void;
}

export function DeleteFoodDialog({ food, deleting, onConfirm, onCancel }: DeleteFoodDialogProps) {
  return (
    <Modal opened={food !== null} onClose={onCancel} title={food ? `Delete ${food.name}?` : ''} centered>
      <Stack gap="md">
        <Text>{DELETE_QUESTION}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={deleting}>
            Cancel
          </Button>
          <Button color="red" loading={deleting} onClick={() => food && onConfirm(food)}>
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
