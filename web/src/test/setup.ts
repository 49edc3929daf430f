import '@testing-library/jest-dom/vitest';
import { cleanNotifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { appQueryClient } from '@/app/query-provider';
import { mediaQueryList } from './phone';

// Lazy screens load their chunk first; on a busy shared machine that can take longer than 1 s.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks the layout APIs Mantine touches.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => mediaQueryList(query, false),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;

// jsdom has no FontFaceSet; Mantine's autosize textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

window.HTMLElement.prototype.scrollIntoView = function scrollIntoView() {};
window.scrollTo = (() => {}) as typeof window.scrollTo;

// The files of a worker share their modules (isolate: false in vitest.config.ts): the app's own query client too,
// which a page's loader fills (app/screens/cart.tsx) even where a test renders with a client of its own.
afterEach(() => {
  cleanup();
  appQueryClient.clear();
  cleanNotifications();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
