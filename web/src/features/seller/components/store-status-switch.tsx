import { Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { serverMessageOr } from '@/lib/api-error';
import { useSellerProfile, useUpdateHours } from '../api/profile';

const PAUSE_FALLBACK = 'The store status could not be changed. Please try again.';

/**
 * The store's status, always in the seller's header: Open takes orders (within its hours), Paused takes none.
 * It goes through the pause route with the hours as saved, so only the pause changes.
 */
export function StoreStatusSwitch() {
  const profile = useSellerProfile().data;
  const save = useUpdateHours();
  if (!profile) return null;
  const open = !profile.paused;

  return (
    <Switch
      label={open ? 'Open' : 'Paused'}
      checked={open}
      color="green"
      size="md"
      disabled={save.isPending}
      onChange={(event) =>
        save.mutate(
          { hours: profile.hours, paused: !event.currentTarget.checked },
          {
            onSuccess: ({ message }) => notifications.show({ color: open ? 'orange' : 'green', message }),
            onError: (error) => notifications.show({ color: 'red', message: serverMessageOr(error, PAUSE_FALLBACK) }),
          },
        )
      }
      styles={{ label: { fontWeight: 700 } }}
    />
  );
}
