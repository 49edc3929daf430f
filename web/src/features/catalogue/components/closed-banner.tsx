import { Alert } from '@mantine/core';
import { IconClockPause } from '@tabler/icons-react';
import type { OpeningState } from '@tiffin/shared/opening-hours';
import { closedNote } from '@tiffin/shared/opening-hours';

/**
 * Across the top of a closed restaurant's page: 'Closed now · Opens at 7:00 am' (India time), or 'Paused · Not
 * taking orders right now', so the customer learns it before reaching for a dish.
 */
export function ClosedBanner({ state, now }: { state: OpeningState; now: Date }) {
  return (
    <Alert
      color={state.paused ? 'orange' : 'red'}
      variant="light"
      icon={<IconClockPause aria-hidden />}
      title={state.paused ? 'Paused' : 'Closed now'}
      styles={{
        title: { fontSize: 'var(--mantine-font-size-lg)' },
        message: { fontSize: 'var(--mantine-font-size-md)' },
      }}
    >
      {closedNote(state, now)}
    </Alert>
  );
}
