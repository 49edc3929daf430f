import { Badge, type BadgeProps, type MantineColor } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface StatusBadgeProps extends Omit<BadgeProps, 'color' | 'leftSection'> {
  color: MantineColor;
  icon?: Icon;
  children: ReactNode;
}

/** A status (an order's, a seller's approval, a listing), never cut short however narrow its column gets. */
export function StatusBadge({ color, icon: StatusIcon, children, ...props }: StatusBadgeProps) {
  return (
    <Badge
      color={color}
      data-color={color}
      variant="light"
      miw="max-content"
      leftSection={StatusIcon && <StatusIcon size={12} aria-hidden />}
      {...props}
    >
      {children}
    </Badge>
  );
}
