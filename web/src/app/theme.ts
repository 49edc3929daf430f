import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** Tiffin green, lightest to darkest. */
const brand: MantineColorsTuple = [
  '#ebfbee',
  '#d3f9d8',
  '#b2f2bb',
  '#8ce99a',
  '#69db7c',
  '#51cf66',
  '#40c057',
  '#2f9e44',
  '#2b8a3e',
  '#1f6f31',
];

/** The one theme of the app. */
export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 6 },
  colors: { brand },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  focusRing: 'auto',
  cursorType: 'pointer',
});
