import { Text } from '@mantine/core';
import type { Restaurant } from '@tiffin/shared/api/catalogue';
import { closedNote, openingState } from '@tiffin/shared/opening-hours';

/** Whether the restaurant takes orders now (opening hours, beyond the spec), from the server's own rule. */
export function restaurantState(restaurant: Pick<Restaurant, 'hours' | 'paused'>, now = new Date()) {
  return openingState(restaurant.hours, restaurant.paused, now);
}

/**
 * 'Open now', or 'Closed · Opens at 7:00 am' / 'Closed · Not taking orders right now': a line of text at the
 * card's reading size, so the state is seen at a glance (a restaurant without hours is always open).
 */
export function OpeningNote({ restaurant }: { restaurant: Pick<Restaurant, 'hours' | 'paused'> }) {
  const now = new Date();
  const state = restaurantState(restaurant, now);
  if (state.open)
    return (
      <Text size="sm" fw={600} c="green.9">
        Open now
      </Text>
    );
  return (
    <Text size="sm" fw={600} c="red.9" data-testid="closed-note">
      Closed · {closedNote(state, now)}
    </Text>
  );
}
