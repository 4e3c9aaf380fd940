import { useLocation, useRoutes, type RouteObject } from 'react-router';
import { RequireBackOffice, RequireUser } from './guards.tsx';
import { page, preloadMatches } from './lazy-page.tsx';
import { WithQueryClient } from './query-root.tsx';

/*
 * Every route but the root and the sign-in screens (app/router.tsx), as descendant routes of its
 * `*` route: this table, the guards of the signed-in spaces and TanStack Query's provider load with
 * the first of these pages, not with the sign-in page of a first visit. Paths are relative to `/`.
 */

export const restRoutes: RouteObject[] = [
  {
    element: <RequireUser />,
    children: [
      {
        ...page(
          () => import('./layouts/app-layout.tsx'),
          (m) => m.AppLayout,
        ),
        children: [
          {
            path: 'home',
            ...page(
              () => import('../features/home/pages/home-page.tsx'),
              (m) => m.HomePage,
            ),
          },
          {
            path: 'account',
            ...page(
              () => import('../features/account/pages/account-page.tsx'),
              (m) => m.AccountPage,
            ),
          },
          {
            path: 'account/agent',
            ...page(
              () => import('../features/agent/pages/agent-page.tsx'),
              (m) => m.AgentPage,
            ),
          },
          {
            path: 'account/agent/semaine',
            ...page(
              () => import('../features/agent/pages/agent-week-page.tsx'),
              (m) => m.AgentWeekPage,
            ),
          },
          {
            path: 'account/agent/documents',
            ...page(
              () => import('../features/agent/pages/agent-documents-page.tsx'),
              (m) => m.AgentDocumentsPage,
            ),
          },
          {
            path: 'account/agent/annonces',
            ...page(
              () => import('../features/agent/pages/agent-annonces-page.tsx'),
              (m) => m.AgentAnnoncesPage,
            ),
          },
          {
            path: 'account/agent/declarations',
            ...page(
              () => import('../features/agent/pages/agent-declarations-page.tsx'),
              (m) => m.AgentDeclarationsPage,
            ),
          },
          {
            path: 'account/agent/profil',
            ...page(
              () => import('../features/intervenants/pages/mon-profil-public-page.tsx'),
              (m) => m.MonProfilPublicPage,
            ),
          },
          {
            path: 'intervenants/:candidatId',
            ...page(
              () => import('../features/intervenants/pages/intervenant-profil-page.tsx'),
              (m) => m.IntervenantProfilPage,
            ),
          },
          {
            path: 'cahier/:missionId',
            ...page(
              () => import('./routes/cahier-page.tsx'),
              (m) => m.CahierRoutePage,
            ),
          },
          {
            path: 'proches',
            ...page(
              () => import('../features/proches/pages/proches-page.tsx'),
              (m) => m.ProchesPage,
            ),
          },
          {
            path: 'suivi',
            ...page(
              () => import('../features/proches/pages/suivi-page.tsx'),
              (m) => m.SuiviPage,
            ),
          },
          {
            path: 'profil',
            ...page(
              () => import('../features/profil/pages/profil-page.tsx'),
              (m) => m.ProfilPage,
            ),
          },
          {
            path: 'missions',
            ...page(
              () => import('../features/missions/pages/missions-page.tsx'),
              (m) => m.MissionsPage,
            ),
          },
          {
            path: 'besoin',
            ...page(
              () => import('../features/besoin/pages/besoin-page.tsx'),
              (m) => m.BesoinPage,
            ),
          },
          {
            path: 'besoin/:idmission',
            ...page(
              () => import('../features/besoin/pages/besoin-page.tsx'),
              (m) => m.BesoinPage,
            ),
          },
          {
            path: 'documents',
            ...page(
              () => import('./routes/documents-page.tsx'),
              (m) => m.DocumentsPage,
            ),
          },
          {
            path: 'documents/:section',
            ...page(
              () => import('./routes/documents-page.tsx'),
              (m) => m.DocumentsPage,
            ),
          },
          {
            path: 'messagerie',
            ...page(
              () => import('../features/messagerie/pages/messagerie-page.tsx'),
              (m) => m.MessageriePage,
            ),
          },
          {
            path: 'messagerie/:id',
            ...page(
              () => import('../features/messagerie/pages/messagerie-page.tsx'),
              (m) => m.MessageriePage,
            ),
          },
          {
            path: 'notifications',
            ...page(
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
    ...page(
      () => import('../features/facturation/pages/facturation-planifies-page.tsx'),
      (m) => m.FacturationPlanifiesPage,
    ),
  },
  {
    // The public application form (docs/recrutement.md): anyone may apply, signed in or not.
    path: 'candidature',
    ...page(
      () => import('../features/candidature/pages/candidature-page.tsx'),
      (m) => m.CandidaturePage,
    ),
  },
  {
    path: 'scenario-propositions',
    ...page(
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
        ...page(
          () => import('./layouts/admin/admin-layout.tsx'),
          (m) => m.AdminLayout,
        ),
        children: [
          {
            index: true,
            ...page(
              () => import('./routes/admin/admin-page.tsx'),
              (m) => m.AdminPage,
            ),
          },
          {
            path: 'messagerie',
            ...page(
              () => import('./routes/admin/admin-messagerie-page.tsx'),
              (m) => m.AdminMessageriePage,
            ),
          },
          {
            path: 'messagerie/:id',
            ...page(
              () => import('./routes/admin/admin-messagerie-page.tsx'),
              (m) => m.AdminMessageriePage,
            ),
          },
          {
            path: 'clients',
            ...page(
              () => import('./routes/admin/admin-clients-page.tsx'),
              (m) => m.AdminClientsPage,
            ),
          },
          {
            path: 'clients/:id',
            ...page(
              () => import('./routes/admin/admin-client-page.tsx'),
              (m) => m.AdminClientPage,
            ),
          },
          {
            path: 'planning',
            ...page(
              () => import('./routes/admin/admin-planning-page.tsx'),
              (m) => m.AdminPlanningPage,
            ),
          },
          {
            path: 'devis',
            ...page(
              () => import('./routes/admin/admin-devis-page.tsx'),
              (m) => m.AdminDevisListPage,
            ),
          },
          {
            path: 'devis/nouveau',
            ...page(
              () => import('./routes/admin/admin-devis-page.tsx'),
              (m) => m.AdminDevisPage,
            ),
          },
          {
            path: 'scenarios/nouveau',
            ...page(
              () => import('./routes/admin/admin-scenarios-page.tsx'),
              (m) => m.AdminScenariosPage,
            ),
          },
          {
            path: 'factures',
            ...page(
              () => import('./routes/admin/admin-factures-page.tsx'),
              (m) => m.AdminFacturesPage,
            ),
          },
          {
            path: 'factures/impayes',
            ...page(
              () => import('./routes/admin/admin-impayes-page.tsx'),
              (m) => m.AdminImpayesPage,
            ),
          },
          {
            path: 'factures/attestations',
            ...page(
              () => import('./routes/admin/admin-attestations-page.tsx'),
              (m) => m.AdminAttestationsPage,
            ),
          },
          {
            path: 'financeurs',
            ...page(
              () => import('./routes/admin/admin-financeurs-page.tsx'),
              (m) => m.AdminFinanceursPage,
            ),
          },
          {
            path: 'releves',
            ...page(
              () => import('./routes/admin/admin-releves-page.tsx'),
              (m) => m.AdminRelevesPage,
            ),
          },
          {
            path: 'recrutement',
            ...page(
              () => import('./routes/admin/admin-recrutement-page.tsx'),
              (m) => m.AdminRecrutementPage,
            ),
          },
          {
            path: 'recrutement/candidats',
            ...page(
              () => import('./routes/admin/admin-candidats-page.tsx'),
              (m) => m.AdminCandidatsPage,
            ),
          },
          {
            path: 'recrutement/candidats/:id',
            ...page(
              () => import('./routes/admin/admin-candidat-page.tsx'),
              (m) => m.AdminCandidatPage,
            ),
          },
          {
            path: 'annonces',
            ...page(
              () => import('./routes/admin/admin-annonces-page.tsx'),
              (m) => m.AdminAnnoncesPage,
            ),
          },
          {
            path: 'parametres',
            ...page(
              () => import('./routes/admin/admin-parametres-page.tsx'),
              (m) => m.AdminParametresPage,
            ),
          },
          {
            path: 'statistiques',
            ...page(
              () => import('./routes/admin/admin-statistiques-page.tsx'),
              (m) => m.AdminStatistiquesPage,
            ),
          },
          {
            path: 'exports',
            ...page(
              () => import('./routes/admin/admin-exports-page.tsx'),
              (m) => m.AdminExportsPage,
            ),
          },
          {
            path: 'equipe',
            ...page(
              () => import('./routes/admin/admin-equipe-page.tsx'),
              (m) => m.AdminEquipePage,
            ),
          },
          {
            path: '*',
            ...page(
              () => import('./layouts/admin/admin-not-found-page.tsx'),
              (m) => m.AdminNotFoundPage,
            ),
          },
        ],
      },
    ],
  },
  {
    path: '*',
    ...page(
      () => import('./routes/not-found-page.tsx'),
      (m) => m.NotFoundPage,
    ),
  },
];

/** The pages past the sign-in screens, with the app's query cache. */
export function RestRoutes() {
  const { pathname } = useLocation();
  // The layout's module and the page's at once, not one after the other (each lazy element only
  // asks for its own when it renders). A failed load is shown by the lazy element itself.
  preloadRestRoute(pathname).catch(() => undefined);
  return <WithQueryClient>{useRoutes(restRoutes)}</WithQueryClient>;
}

export function preloadRestRoute(pathname: string): Promise<void> {
  return preloadMatches(restRoutes, pathname);
}
