import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { pages } from '@/lib/pages';

interface NotFoundProps {
  /** What is missing, the heading's first word: 'Dish' says 'Dish not found'. */
  thing?: string;
  /** Why, in a sentence. */
  message?: string;
  /** The way back home: 'Browse dishes'. */
  action?: string;
}

/** The one not-found screen: an unknown address, a dish or a restaurant that is gone. */
export function NotFound({
  thing = 'Page',
  message = 'There is nothing at this address.',
  action = 'Back to home',
}: NotFoundProps) {
  return (
    <Stack align="center" gap="md" py={64} ta="center">
      <title>{`${thing} not found · Tiffin`}</title>
      <Title order={1} size="h2">
        {thing} not found
      </Title>
      <Text c="dimmed" maw={420}>
        {message}
      </Text>
      <Button component={Link} to={pages.home()}>
        {action}
      </Button>
    </Stack>
  );
}
