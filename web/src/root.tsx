// Mantine's styles per component (its documented alternative to the whole styles.css, which holds every
// component's rules and blocks the first paint): the global ones first, then the components the app uses, in styles.css's own order so
// each one's dependencies come before it. A component used anywhere needs its line here (app/first-paint.test.ts).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Chip.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Rating.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Stepper.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Timeline.css';
import '@mantine/core/styles/Title.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { ColorSchemeScript, mantineHtmlProps } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts } from 'react-router';
import { ErrorPage } from '@/components/error-page';
import { LoadingShell } from '@/components/layout/loading-shell';
import { AppProvider } from './app/provider';
import { EarlyData } from './app/early-data';

/**
 * The document around every page, on the build machine (the prerendered pages and the SPA fallback) and in the
 * browser. Mantine draws on the server too: its colour scheme attribute is on <html> from the start.
 */
export function Layout({ children }: { children: ReactNode }) {
  // Marks the document once React has hydrated it: before, a prerendered page is only drawn and its buttons do
  // nothing. The e2e tests wait for the mark after each page load, as a person waits for a page to be ready.
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);
  return (
    <html lang="en-IN" {...mantineHtmlProps}>
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        <meta name="description" content="Tiffin: order food from the local restaurants of your city." />
        <meta name="theme-color" content="#2f9e44" />
        <link rel="icon" type="image/svg+xml" href="/logo.svg" />
        <title>Tiffin</title>
        <ColorSchemeScript forceColorScheme="light" />
        <Meta />
        <Links />
        {/* The stage's API URL (the deploy writes this file); deferred, it still runs before the app's modules. */}
        <script src="/config.js" defer />
        <EarlyData />
      </head>
      <body>
        <AppProvider>{children}</AppProvider>
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** The SPA fallback's body: the bare bar and a loader, until the page's modules have loaded. */
export function HydrateFallback() {
  return <LoadingShell />;
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
