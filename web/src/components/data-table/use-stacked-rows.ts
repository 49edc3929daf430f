import { em, getBreakpointValue, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/**
 * Whether rows are drawn as stacked cards: below Mantine's `md` breakpoint (phones and small tablets), where a
 * table's columns would not fit. Read on the first render, so a phone never flashes the table.
 */
export function useStackedRows(): boolean {
  const { breakpoints } = useMantineTheme();
  const below = em(getBreakpointValue('md', breakpoints) - 0.1);
  return useMediaQuery(`(max-width: ${below})`, false, { getInitialValueInEffect: false });
}
