import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from './provider';

describe('the app shell', () => {
  it("the page's static bar gives way to the app's own as soon as the app draws", () => {
    document.body.insertAdjacentHTML('afterbegin', '<header id="static-shell"><a href="/">Tiffin</a></header>');
    render(
      <AppProvider>
        <p>the app</p>
      </AppProvider>,
    );

    expect(screen.getByText('the app')).toBeInTheDocument();
    expect(document.getElementById('static-shell')).toBeNull();
  });
});

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
