import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NotFoundPage } from './not-found-page.tsx';

describe('the page of an unknown address', () => {
  it('says the page is not found, links home, and announces no screen to come', () => {
    render(
      <MantineProvider>
        <MemoryRouter initialEntries={['/nulle-part']}>
          <NotFoundPage />
        </MemoryRouter>
      </MantineProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
    expect(document.body).not.toHaveTextContent(/bientôt/i);
    expect(document.body).not.toHaveTextContent(/arrive/i);
  });
});
