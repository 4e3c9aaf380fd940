import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { renderWithProviders } from './render.tsx';

/** Pages at `url` in a memory router (route path → element), with Mantine and a fresh cache. */
export function renderPagesAt(url: string, pages: Record<string, ReactNode>) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        {Object.entries(pages).map(([path, element]) => (
          <Route key={path} path={path} element={element} />
        ))}
      </Routes>
    </MemoryRouter>,
  );
}

/** A stand-in sign-in screen saying where it leads back (the `returnTo` the app gave it). */
export function ReturnToLogin() {
  const location = useLocation();
  return <p>Connexion, retour vers {(location.state as { returnTo: string }).returnTo}</p>;
}
