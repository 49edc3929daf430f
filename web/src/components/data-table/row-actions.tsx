import { Button, Group, Stack, type ButtonVariant, type MantineColor, type MantineSize } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { Link } from 'react-router';

/** One thing a user can do to a row (approve a seller, edit a dish, move an order on). */
export interface RowAction {
  /** What the button says. */
  label: string;
  /** Its accessible name when the label alone is ambiguous in a list ('Delete Masala Dosa'). */
  name?: string;
  icon?: Icon;
  color?: MantineColor;
  variant?: ButtonVariant;
  /** A link to another screen instead of a button. */
  to?: string;
  onClick?: () => void;
  disabled?: boolean;
  loading?: boolean;
  /** The id of the element that says why the action is as it is (why it is disabled, say). */
  describedBy?: string;
  /** A tooltip-like hint for pointer users. */
  title?: string;
}

interface RowActionsProps {
  actions: RowAction[];
  /**
   * 'inline': compact buttons side by side, ending at the row's edge (a table's actions cell).
   * 'stacked': one full-width button a line, a thumb's height each (a row's card on a phone).
   */
  layout: 'inline' | 'stacked';
  /** The inline buttons' size. */
  size?: MantineSize;
  /** Names the group for assistive technology ('Status of order TF-...'). */
  label?: string;
}

/** Tall enough for a thumb (WCAG 2.5.5's 44 CSS px). */
const THUMB_HEIGHT = 44;

/** A row's actions: compact in a table, full-width and thumb-sized in a card. */
export function RowActions({ actions, layout, size = 'xs', label }: RowActionsProps) {
  if (actions.length === 0) return null;
  const stacked = layout === 'stacked';
  const buttons = actions.map(({ label: text, name, icon: ActionIcon, to, onClick, describedBy, ...look }) => {
    const common = {
      ...look,
      size: stacked ? 'md' : size,
      fullWidth: stacked,
      h: stacked ? THUMB_HEIGHT : undefined,
      leftSection: ActionIcon && <ActionIcon size={stacked ? 18 : 14} aria-hidden />,
      'aria-label': name,
      'aria-describedby': describedBy,
    };
    return to && !look.disabled ? (
      <Button key={text} component={Link} to={to} {...common}>
        {text}
      </Button>
    ) : (
      <Button key={text} onClick={onClick} {...common}>
        {text}
      </Button>
    );
  });
  return stacked ? (
    <Stack gap="xs" role={label ? 'group' : undefined} aria-label={label}>
      {buttons}
    </Stack>
  ) : (
    <Group gap="xs" justify="flex-end" wrap="nowrap" role={label ? 'group' : undefined} aria-label={label}>
      {buttons}
    </Group>
  );
}
