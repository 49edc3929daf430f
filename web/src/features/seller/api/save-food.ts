import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type * as z from '@tiffin/shared/zod';
import type { addFoodBodySchema, editFoodBodySchema } from '@tiffin/shared/api/seller';
import { api } from '@/lib/api-client';
import { sellerKeys } from './query-keys';
import { sellerAddFoodRoute, sellerDeleteFoodRoute, sellerEditFoodRoute } from '@tiffin/shared/api/routes/seller';

export type AddFoodInput = z.input<typeof addFoodBodySchema>;
export type EditFoodInput = z.input<typeof editFoodBodySchema>;

export function addFood(body: AddFoodInput) {
  return api(sellerAddFoodRoute, { body });
}

export function editFood({ id, body }: { id: string; body: EditFoodInput }) {
  return api(sellerEditFoodRoute, { params: { id }, body });
}

export function deleteFood(id: string) {
  return api(sellerDeleteFoodRoute, { params: { id } });
}

/** A dish changed: the list and the dashboard's menu figures are stale. */
function useMenuMutation<Input, Answer>(
  mutationFn: (input: Input) => Promise<Answer>,
  onSaved?: (queryClient: QueryClient, answer: Answer, input: Input) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (answer, input) => {
      onSaved?.(queryClient, answer, input);
      void queryClient.invalidateQueries({ queryKey: sellerKeys.foodList() });
      void queryClient.invalidateQueries({ queryKey: sellerKeys.stats() });
    },
  });
}

export function useAddFood() {
  return useMenuMutation(addFood);
}

/** The answer is the saved dish: the edit screen needs no second read. */
export function useEditFood() {
  return useMenuMutation(editFood, (queryClient, { food }, { id }) =>
    queryClient.setQueryData(sellerKeys.food(id), food),
  );
}

export function useDeleteFood() {
  return useMenuMutation(deleteFood, (queryClient, _answer, id) =>
    queryClient.removeQueries({ queryKey: sellerKeys.food(id) }),
  );
}
