import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';

/**
 * Toasts where they hide nothing: at the bottom, centred on a phone, at the right on a wider screen (the
 * navbar with the cart badge stays visible above them). Its own chunk: Mantine's notifications bring their
 * transition and scroll-lock libraries, which no page needs for its first paint; a toast shown before this
 * loads waits in the notifications store and appears once it has.
 */
export function Toasts() {
  const phone = useMediaQuery('(max-width: 48em)');
  return <Notifications position={phone ? 'bottom-center' : 'bottom-right'} />;
}
