import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { pages } from '@/lib/pages';

function describeError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return 'Something went wrong while showing this page.';
}

/**
 * The same words and actions without Mantine, for when the error screen's own code cannot load either (the
 * network is gone, which is also why a screen failed): the user still learns what happened and can reload.
 */
function PlainErrorScreen({ message }: { message: string }) {
  return (
    <div role="alert" style={{ textAlign: 'center', padding: '64px 16px' }}>
      <title>Error · Tiffin</title>
      <h1>Unexpected Application Error!</h1>
      <pre style={{ whiteSpace: 'pre-wrap' }}>{message}</pre>
      <p>Try again, or go back to the home page.</p>
      <button type="button" onClick={() => window.location.reload()}>
        Reload
      </button>{' '}
      <a href={pages.home()}>Go to home</a>
    </div>
  );
}

// The screen's Mantine parts (Button brings Mantine's transitions, Title, Code) are in no first paint: they load
// when an error is shown, not with every page.
const ErrorScreen = lazy(() =>
  import('./error-screen').then(
    (m) => ({ default: m.ErrorScreen }),
    () => ({ default: PlainErrorScreen }),
  ),
);

/** The routing error element (docs/product.md#silent-failures): unhandled errors land here. */
export function ErrorPage() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);

  return (
    <Suspense fallback={null}>
      <ErrorScreen message={describeError(error)} />
    </Suspense>
  );
}
