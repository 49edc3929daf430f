import { Button, Group, Modal, Stack, Text, type ButtonProps } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconShoppingCartPlus } from '@tabler/icons-react';
import { CART_CODES } from '@tiffin/shared/api/cart';
import type { Food } from '@tiffin/shared/api/catalogue';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isApiError, serverMessageOr } from '@/lib/api-error';
import { LOGIN_PATHS, useToken } from '@/lib/session';
import type { LoginRedirectState } from '@/lib/use-session';
import { useAddToCart } from '../api/change-cart';

export const ADD_TO_CART_FALLBACK = 'Failed to add item to cart.';

interface AddToCartButtonProps extends Pick<ButtonProps, 'size' | 'fullWidth' | 'maw'> {
  food: Pick<Food, '_id' | 'name' | 'quantity' | 'restaurant'>;
  /** The short 'Add' of a dish row's photo, named for the dish ('Add Masala Dosa to cart'). */
  compact?: boolean;
}

/**
 * Add to Cart (docs/product.md#cart and docs/product.md#one-restaurant-per-cart). A visitor signs in first and comes back; a dish of another restaurant
 * asks to clear the cart first (declining changes nothing); at quantity 0 the button says 'Out of Stock'.
 */
export function AddToCartButton({ food, size = 'sm', fullWidth = true, maw, compact = false }: AddToCartButtonProps) {
  const token = useToken('customer');
  const navigate = useNavigate();
  const { pathname, search, hash, state } = useLocation();
  const add = useAddToCart();
  const [question, setQuestion] = useState<string | null>(null);

  if (food.quantity === 0) {
    return (
      <Button
        size={size}
        fullWidth={fullWidth}
        maw={maw}
        variant="default"
        disabled
        {...(compact ? { px: 4, fz: 'xs' } : {})}
      >
        Out of Stock
      </Button>
    );
  }

  const send = (replace: boolean) =>
    add.mutate(replace ? { foodId: food._id, replace: true } : { foodId: food._id }, {
      onSuccess: (change) => {
        setQuestion(null);
        notifications.show({
          color: 'green',
          title: change.message,
          message: `${food.name} (${change.quantity} in your cart)`,
        });
      },
      onError: (error) => {
        if (!replace && isApiError(error, 409) && error.code === CART_CODES.otherRestaurant) {
          setQuestion(error.message);
          return;
        }
        setQuestion(null);
        // A 401 already sends the customer to sign in; nothing to add.
        if (isApiError(error, 401)) return;
        notifications.show({ color: 'red', title: 'Not added', message: serverMessageOr(error, ADD_TO_CART_FALLBACK) });
      },
    });

  const onClick = () => {
    if (!token) {
      const redirect: LoginRedirectState = { from: { pathname, search, hash, state } };
      void navigate(LOGIN_PATHS.customer, { state: redirect });
      return;
    }
    send(false);
  };

  return (
    <>
      {compact ? (
        <Button
          size={size}
          fullWidth={fullWidth}
          variant="white"
          fw={700}
          aria-label={`Add ${food.name} to cart`}
          leftSection={<IconPlus size={16} aria-hidden />}
          loading={add.isPending && question === null}
          onClick={onClick}
        >
          Add
        </Button>
      ) : (
        <Button
          size={size}
          fullWidth={fullWidth}
          maw={maw}
          leftSection={<IconShoppingCartPlus size={16} aria-hidden />}
          loading={add.isPending && question === null}
          onClick={onClick}
        >
          Add to Cart
        </Button>
      )}
      {/* Mounted only while it asks: a closed Modal still keeps a portal and its transition per dish row. */}
      {question !== null && (
        <Modal opened onClose={() => setQuestion(null)} title="Clear the cart first?" centered>
          <Stack gap="md">
            <Text>{question}</Text>
            <Text size="sm" c="dimmed">
              {food.name} is from {food.restaurant.name}. A cart holds the dishes of one restaurant.
            </Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setQuestion(null)} disabled={add.isPending}>
                Cancel
              </Button>
              <Button color="red" onClick={() => send(true)} loading={add.isPending}>
                Clear cart and add
              </Button>
            </Group>
          </Stack>
        </Modal>
      )}
    </>
  );
}
