import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './styles.css';
import { AppProvider } from './app/provider.tsx';
import { createAppRouter } from './app/router.tsx';
import { listenToDeepLinks } from './lib/deep-links.ts';
import { logger } from './lib/logger.ts';
import { setNavigator } from './lib/navigation.ts';
import { getPlatform, isNativeApp } from './lib/platform.ts';
import { createQueryClient } from './lib/query-client.ts';
import { scheduleServiceWorkerRegistration, whenAppStable } from './lib/service-worker.ts';

const root = document.getElementById('root');
if (!root) throw new Error('Élément #root introuvable dans index.html');

const queryClient = createQueryClient();
const router = createAppRouter();
setNavigator((to, options) => void router.navigate(to, options));
if (isNativeApp(window.location.origin, getPlatform())) {
  listenToDeepLinks((path) => void router.navigate(path));
}

createRoot(root).render(
  <StrictMode>
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);

scheduleServiceWorkerRegistration({
  isProduction: import.meta.env.PROD,
  isSupported: 'serviceWorker' in navigator,
  whenStable: whenAppStable(() => queryClient.isFetching() + queryClient.isMutating() > 0),
  register: () => {
    import('virtual:pwa-register')
      .then(({ registerSW }) =>
        registerSW({
          immediate: true,
          // The waiting version opens at the next launch (registerType 'prompt', vite.config.ts).
          onNeedRefresh: () =>
            console.info('Nouvelle version de Maisonnée prête au prochain lancement.'),
        }),
      )
      .catch((error: unknown) => logger.warn('Service worker non enregistré', error));
  },
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
});
