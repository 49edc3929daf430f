import { useLayoutEffect, useState } from 'react';

/**
 * A prerendered page (the home page, login, sign-up, forgot password) shows its forms before its code has run, and a
 * visitor on a slow phone may type into them, or the browser fill them in. React hydrates those inputs as they are,
 * text and all, while the component's state starts from its initial values.
 */

/** The text of an input that holds something else than it was drawn with; undefined otherwise. */
export function typedBeforeHydration(input: Element | null): string | undefined {
  return input instanceof HTMLInputElement && input.value !== input.defaultValue ? input.value : undefined;
}

/**
 * Runs `adopt` once on mount, to take what was typed before hydration into the state, and answers true after it: a
 * form's submit button stays disabled until then, as the browser's own submit would reload the page and put the
 * fields (a password too) in its address. A layout effect, so a page rendered in the browser is ready before its
 * first paint.
 */
export function useReadyAfterAdopting(adopt: () => void): boolean {
  const [ready, setReady] = useState(false);
  useLayoutEffect(() => {
    adopt();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- 'ready' must be false in the hydrating render (it matches the prerendered page) and true right after.
    setReady(true);
    // Once, on mount: later typing reaches the state through the inputs' onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- adopt runs once, on mount; a new adopt of a later render has nothing left to adopt.
  }, []);
  return ready;
}
