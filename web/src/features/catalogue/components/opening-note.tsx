import { Badge } from '@mantine/core';
import type { Restaurant } from '@tiffin/shared/api/catalogue';
import { closedNote, openingState } from '@tiffin/shared/opening-hours';

/** Whether the restaurant takes orders now (opening hours, beyond the spec), from the server's own rule. */
export function restaurantState(restaurant: Pick<Restaurant, 'hours' | 'paused'>, now = new Date()) {
  return openingState(restaurant.hours, restaurant.paused, now);
}

/**
 * 'Closed · Opens at 7:00 am' on a closed restaurant; 'Open now' only where the restaurant keeps hours
 * (one without hours is always open and says nothing).
 */
export function OpeningNote({ restaurant }: { restaurant: Pick<Restaurant, 'hours' | 'paused'> }) {
  const now = new Date();
  const state = restaurantState(restaurant, now);
  if (state.open)
    return restaurant.hours ? (
      <Badge color="green" variant="light" size="sm">
        Open now
      </Badge>
    ) : null;
  return (
    <Badge color="gray" variant="light" size="sm" data-testid="closed-note" style={{ textTransform: 'none' }}>
      Closed · {closedNote(state, now)}
    </Badge>
  );
}
