import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it, vi } from 'vitest';
import '../test/setup.ts';
import { ROUTE_ERROR_TEXT, RouteErrorBoundary } from './route-error-boundary.tsx';

function Broken(): never {
  throw new Error('chunk introuvable');
}

function at(pathname: string, broken: boolean) {
  return (
    <MantineProvider>
      <RouteErrorBoundary pathname={pathname}>
        {broken ? <Broken /> : <p>Page</p>}
      </RouteErrorBoundary>
    </MantineProvider>
  );
}

describe('a page that fails to render', () => {
  it('shows a French message with a reload button, and clears it on another page', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(at('/missions', true));
    expect(screen.getByRole('alert')).toHaveTextContent(ROUTE_ERROR_TEXT.title);
    expect(screen.getByRole('button', { name: ROUTE_ERROR_TEXT.reload })).toBeInTheDocument();
    rerender(at('/missions', false));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    rerender(at('/profil', false));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Page')).toBeInTheDocument();
    quiet.mockRestore();
  });
});
