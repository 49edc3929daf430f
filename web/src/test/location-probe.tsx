import { useLocation } from 'react-router';

/** Stands in for the next screen: shows where the app navigated and the state it passed. */
export function LocationProbe() {
  const { pathname, search, state } = useLocation();
  return (
    <>
      <output data-testid="location">{pathname + search}</output>
      <output data-testid="location-state">{JSON.stringify(state ?? null)}</output>
    </>
  );
}

export function probedState(element: HTMLElement): unknown {
  return JSON.parse(element.textContent ?? 'null');
}
