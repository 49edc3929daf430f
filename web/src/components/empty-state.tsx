import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { pages } from '@/lib/pages';

interface EmptyStateProps {
  icon: Icon;
  /** What is missing, said plainly: 'No orders yet.' */
  children: ReactNode;
  /** The way on: 'Browse dishes', 'Add Food'. */
  action?: ReactNode;
}

/** A list with nothing in it yet: a large icon, one sentence, and where to go next. */
export function EmptyState({ icon: EmptyIcon, children, action }: EmptyStateProps) {
  return (
    <Stack align="center" gap="md" py={48} ta="center">
      <ThemeIcon size={64} radius="xl" variant="light">
        <EmptyIcon size={34} aria-hidden />
      </ThemeIcon>
      <Text size="lg">{children}</Text>
      {action}
    </Stack>
  );
}

/** The way on from an empty cart or order list: the dishes on the home page. */
export function BrowseDishesButton() {
  return (
    <Button component={Link} to={pages.home()}>
      Browse dishes
    </Button>
  );
}
