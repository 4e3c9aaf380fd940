import type { ComponentType } from 'react';
import { Navigate, Outlet, createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader.tsx';
import { HomeRedirect, RedirectIfSignedIn, RequireBackOffice, RequireUser } from './guards.tsx';
import { RootEffects } from './root-effects.tsx';

/*
 * The route table of section 2 of the specification. Every page is loaded on demand, in its own
 * chunk; the guards (small) stay in the main chunk. The root view only hosts routed pages.
 */

/** A route module loaded on demand: `lazy` of React Router with the named component. */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

export const routes: RouteObject[] = [
  {
    path: '/',
    element: (
      <>
        <RootEffects />
        <Outlet />
      </>
    ),
    hydrateFallbackElement: <PageLoader />,
    children: [
      // Signed out, straight to the sign-in page: through /account the router would first load
      // the signed-in layout and page (lazy routes load before their guard renders).
      { index: true, element: <HomeRedirect /> },
      {
        path: 'auth',
        element: <RedirectIfSignedIn />,
        children: [
          { index: true, element: <Navigate to="login" replace /> },
          {
            path: 'login',
            lazy: page(
              () => import('../features/auth/pages/login-page.tsx'),
              (m) => m.LoginPage,
            ),
          },
          {
            path: 'register',
            lazy: page(
              () => import('../features/auth/pages/register-page.tsx'),
              (m) => m.RegisterPage,
            ),
          },
          {
            path: 'validation',
            lazy: page(
              () => import('../features/auth/pages/validation-page.tsx'),
              (m) => m.ValidationPage,
            ),
          },
          {
            path: 'forgot-password',
            lazy: page(
              () => import('../features/auth/pages/forgot-password-page.tsx'),
              (m) => m.ForgotPasswordPage,
            ),
          },
        ],
      },
      {
        element: <RequireUser />,
        children: [
          {
            lazy: page(
              () => import('./layouts/app-layout.tsx'),
              (m) => m.AppLayout,
            ),
            children: [
              {
                path: 'home',
                lazy: page(
                  () => import('../features/home/pages/home-page.tsx'),
                  (m) => m.HomePage,
                ),
              },
              {
                path: 'account',
                lazy: page(
                  () => import('../features/account/pages/account-page.tsx'),
                  (m) => m.AccountPage,
                ),
              },
              {
                path: 'account/agent',
                lazy: page(
                  () => import('../features/agent/pages/agent-page.tsx'),
                  (m) => m.AgentPage,
                ),
              },
              {
                path: 'profil',
                lazy: page(
                  () => import('../features/profil/pages/profil-page.tsx'),
                  (m) => m.ProfilPage,
                ),
              },
              {
                path: 'missions',
                lazy: page(
                  () => import('../features/missions/pages/missions-page.tsx'),
                  (m) => m.MissionsPage,
                ),
              },
              {
                path: 'besoin',
                lazy: page(
                  () => import('../features/besoin/pages/besoin-page.tsx'),
                  (m) => m.BesoinPage,
                ),
              },
              {
                path: 'besoin/:idmission',
                lazy: page(
                  () => import('../features/besoin/pages/besoin-page.tsx'),
                  (m) => m.BesoinPage,
                ),
              },
              {
                path: 'documents',
                lazy: page(
                  () => import('./routes/documents-page.tsx'),
                  (m) => m.DocumentsPage,
                ),
              },
              {
                path: 'messagerie',
                lazy: page(
                  () => import('../features/messagerie/pages/messagerie-page.tsx'),
                  (m) => m.MessageriePage,
                ),
              },
              {
                path: 'messagerie/:id',
                lazy: page(
                  () => import('../features/messagerie/pages/messagerie-page.tsx'),
                  (m) => m.MessageriePage,
                ),
              },
              {
                path: 'notifications',
                lazy: page(
                  () => import('../features/notifications/pages/notifications-page.tsx'),
                  (m) => m.NotificationsPage,
                ),
              },
            ],
          },
        ],
      },
      {
        path: 'facturation-planifies-modal',
        lazy: page(
          () => import('../features/facturation/pages/facturation-planifies-page.tsx'),
          (m) => m.FacturationPlanifiesPage,
        ),
      },
      {
        // The public application form (docs/recrutement.md): anyone may apply, signed in or not.
        path: 'candidature',
        lazy: page(
          () => import('../features/candidature/pages/candidature-page.tsx'),
          (m) => m.CandidaturePage,
        ),
      },
      {
        path: 'scenario-propositions',
        lazy: page(
          () => import('../features/scenarios/pages/scenario-propositions-page.tsx'),
          (m) => m.ScenarioPropositionsPage,
        ),
      },
      {
        path: 'admin',
        element: <RequireBackOffice />,
        children: [
          {
            // The back office's frame: its sections (per role) and sign-out around each page.
            lazy: page(
              () => import('../features/admin/shell/admin-layout.tsx'),
              (m) => m.AdminLayout,
            ),
            children: [
              {
                index: true,
                lazy: page(
                  () => import('../features/admin/pages/admin-page.tsx'),
                  (m) => m.AdminPage,
                ),
              },
              {
                path: 'messagerie',
                lazy: page(
                  () => import('../features/admin/pages/admin-messagerie-page.tsx'),
                  (m) => m.AdminMessageriePage,
                ),
              },
              {
                path: 'messagerie/:id',
                lazy: page(
                  () => import('../features/admin/pages/admin-messagerie-page.tsx'),
                  (m) => m.AdminMessageriePage,
                ),
              },
              {
                path: 'clients',
                lazy: page(
                  () => import('../features/admin/pages/admin-clients-page.tsx'),
                  (m) => m.AdminClientsPage,
                ),
              },
              {
                path: 'clients/:id',
                lazy: page(
                  () => import('../features/admin/pages/admin-client-page.tsx'),
                  (m) => m.AdminClientPage,
                ),
              },
              {
                path: 'planning',
                lazy: page(
                  () => import('../features/admin/pages/admin-planning-page.tsx'),
                  (m) => m.AdminPlanningPage,
                ),
              },
              {
                path: 'devis',
                lazy: page(
                  () => import('../features/admin/pages/admin-devis-page.tsx'),
                  (m) => m.AdminDevisListPage,
                ),
              },
              {
                path: 'devis/nouveau',
                lazy: page(
                  () => import('../features/admin/pages/admin-devis-page.tsx'),
                  (m) => m.AdminDevisPage,
                ),
              },
              {
                path: 'scenarios/nouveau',
                lazy: page(
                  () => import('../features/admin/pages/admin-scenarios-page.tsx'),
                  (m) => m.AdminScenariosPage,
                ),
              },
              {
                path: 'factures',
                lazy: page(
                  () => import('../features/admin/pages/admin-factures-page.tsx'),
                  (m) => m.AdminFacturesPage,
                ),
              },
              {
                path: 'releves',
                lazy: page(
                  () => import('../features/admin/pages/admin-releves-page.tsx'),
                  (m) => m.AdminRelevesPage,
                ),
              },
              {
                path: 'recrutement',
                lazy: page(
                  () => import('../features/admin/pages/admin-recrutement-page.tsx'),
                  (m) => m.AdminRecrutementPage,
                ),
              },
              {
                path: 'recrutement/candidats',
                lazy: page(
                  () => import('../features/admin/pages/admin-candidats-page.tsx'),
                  (m) => m.AdminCandidatsPage,
                ),
              },
              {
                path: 'recrutement/candidats/:id',
                lazy: page(
                  () => import('../features/admin/pages/admin-candidat-page.tsx'),
                  (m) => m.AdminCandidatPage,
                ),
              },
              {
                path: 'annonces',
                lazy: page(
                  () => import('../features/admin/pages/admin-annonces-page.tsx'),
                  (m) => m.AdminAnnoncesPage,
                ),
              },
              {
                path: '*',
                lazy: page(
                  () => import('../features/admin/shell/admin-not-found-page.tsx'),
                  (m) => m.AdminNotFoundPage,
                ),
              },
            ],
          },
        ],
      },
      {
        path: '*',
        lazy: page(
          () => import('./routes/not-found-page.tsx'),
          (m) => m.NotFoundPage,
        ),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
