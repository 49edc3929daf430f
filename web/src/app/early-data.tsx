declare const __TIFFIN_EARLY_DATA__: string;

/**
 * The page's early data script (app/early-data-script.ts, built with the app by web/vite.config.ts), inline so it
 * needs no request of its own (its hash is in the CSP).
 */
export function EarlyData() {
  return <script type="module" dangerouslySetInnerHTML={{ __html: __TIFFIN_EARLY_DATA__ }} suppressHydrationWarning />;
}
