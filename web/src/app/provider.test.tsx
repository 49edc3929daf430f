import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from './provider';

describe('the colour scheme', () => {
  it('is light without reading localStorage: the first read of a page loads the whole store, blocking the main thread', () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    try {
      render(
        <AppProvider>
          <p>the app</p>
        </AppProvider>,
      );

      expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'light');
      expect(getItem).not.toHaveBeenCalled();
    } finally {
      getItem.mockRestore();
    }
  });
});
