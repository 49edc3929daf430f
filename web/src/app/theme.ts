import { createTheme, type MantineColorsTuple, type MantineThemeColors } from '@mantine/core';

/*
 * Colours that meet WCAG 2.1 AA contrast (4.5:1 for text) wherever Mantine draws text with them in the light
 * scheme: white text on the filled shade (7, `primaryShade`), that shade as text (anchors, outline badges) on
 * white and gray.0, shade 9 as the text of the light variant on shades 1 and 2 (badges, alerts, light buttons),
 * and gray.6 as the dimmed text (`c="dimmed"`, input descriptions) on white, gray.0 and the brand tint. Mantine's
 * own palettes fall short there (its green.7 under white text is 2.7:1, gray.6 on white 3.3:1); the lighter
 * shades stay Mantine's so tints and borders look the same. The e2e specs check every screen with axe.
 */

/** Tiffin green, lightest to darkest: 7 carries white text at 5.4:1; 9 reads at 7:1 on shade 1. */
const brand: MantineColorsTuple = [
  '#ebfbee',
  '#d3f9d8',
  '#b2f2bb',
  '#8ce99a',
  '#69db7c',
  '#40c057',
  '#2f9e44',
  '#237a36',
  '#1b6a2d',
  '#185c27',
];

/** Mantine's grays with a darker 6, the dimmed text: 5.2:1 on white, 5.0:1 on gray.0. */
const gray: MantineColorsTuple = [
  '#f8f9fa',
  '#f1f3f5',
  '#e9ecef',
  '#dee2e6',
  '#ced4da',
  '#adb5bd',
  '#666d75',
  '#495057',
  '#343a40',
  '#212529',
];

/** Reds: 6 is the error text (4.9:1 on white); 7 carries white text at 5.5:1. */
const red: MantineColorsTuple = [
  '#fff5f5',
  '#ffe3e3',
  '#ffc9c9',
  '#ffa8a8',
  '#ff8787',
  '#fa5252',
  '#d63031',
  '#c92a2a',
  '#b02525',
  '#962020',
];

/** Mantine's yellow with a dark amber 9, the text of light badges and alerts (5.0:1 on yellow.1). */
const yellow: MantineColorsTuple = [
  '#fff9db',
  '#fff3bf',
  '#ffec99',
  '#ffe066',
  '#ffd43b',
  '#fcc419',
  '#fab005',
  '#f59f00',
  '#f08c00',
  '#8a5700',
];

/** Mantine's orange with a darker 9, the text of light buttons (4.8:1 on orange.2, their hover). */
const orange: MantineColorsTuple = [
  '#fff4e6',
  '#ffe8cc',
  '#ffd8a8',
  '#ffc078',
  '#ffa94d',
  '#ff922b',
  '#fd7e14',
  '#f76707',
  '#e8590c',
  '#a63c0c',
];

const colors: Partial<MantineThemeColors> = {
  brand,
  // Screens that say green (Veg, Delivered, Pay) mean Tiffin green.
  green: brand,
  gray,
  red,
  yellow,
  orange,
};

/** The one theme of the app. */
export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 6 },
  colors,
  // Filled light colours (yellow badges) take dark text rather than white.
  autoContrast: true,
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  focusRing: 'auto',
  cursorType: 'pointer',
  components: {
    // Mantine's close buttons are an icon only; each needs a name.
    // A dialog's <header> is no page banner (Chromium exposes it as a second one).
    // Plain objects rather than Modal.extend(): that would pull Modal into the first-load bundle.
    Modal: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close' }, attributes: { header: { role: 'none' } } },
    },
    Drawer: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close' }, attributes: { header: { role: 'none' } } },
    },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } } },
  },
});
