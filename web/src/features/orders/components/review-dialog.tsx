import { Alert, Button, Group, Modal, Rating, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { messages } from '@tiffin/shared/rules/messages';
import { reviewInputSchema } from '@tiffin/shared/rules/review';
import { useId, useState } from 'react';
import { isApiError, serverMessageOr } from '@/lib/api-error';
import { useSubmitReview } from '../api/submit-review';

export const REVIEW_FALLBACK = 'Failed to submit review.';

/** What is being reviewed: a dish of an order, or the order's restaurant. */
export interface ReviewTarget {
  orderId: string;
  type: 'food' | 'restaurant';
  /** The dish's or the restaurant's id. */
  id: string;
  name: string;
}

const starLabel = (value: number) => `${value} ${value === 1 ? 'star' : 'stars'}`;

function ReviewForm({ target, onDone }: { target: ReviewTarget; onDone: () => void }) {
  const review = useSubmitReview();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const ratingLabel = useId();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = reviewInputSchema.safeParse({ rating, comment });
    if (!parsed.success) {
      setProblem(messages.review);
      return;
    }
    setProblem(null);
    review.mutate(
      {
        orderId: target.orderId,
        type: target.type,
        ...(target.type === 'food' ? { foodId: target.id } : { restaurantId: target.id }),
        ...parsed.data,
      },
      {
        onSuccess: ({ message }) => {
          notifications.show({ color: 'green', message });
          onDone();
        },
        onError: (error) => {
          if (isApiError(error, 401)) return;
          setProblem(serverMessageOr(error, REVIEW_FALLBACK));
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Stack gap={4}>
          <Text fw={500} size="sm" id={ratingLabel}>
            Rating
          </Text>
          <Rating
            value={rating}
            onChange={setRating}
            size="lg"
            role="radiogroup"
            aria-labelledby={ratingLabel}
            getSymbolLabel={starLabel}
          />
        </Stack>
        <Textarea
          label="Comment"
          autosize
          minRows={3}
          maxLength={1000}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
        />
        {problem && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {problem}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={review.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={review.isPending}>
            Submit review
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The review dialog of docs/product.md#review-dialog: a rating from 1 to 5 and a comment. */
export function ReviewDialog({ target, onClose }: { target: ReviewTarget | null; onClose: () => void }) {
  return (
    <Modal opened={target !== null} onClose={onClose} title={target ? `Review ${target.name}` : ''} centered>
      {target && <ReviewForm key={`${target.orderId}:${target.type}:${target.id}`} target={target} onDone={onClose} />}
    </Modal>
  );
}
