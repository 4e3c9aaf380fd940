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
import { startNativePush } from './lib/native-push.ts';
import { setNavigator } from './lib/navigation.ts';
import { getPlatform, isNativeApp } from './lib/platform.ts';
import { setAppUpdate, setPushRegistration, startWebPush } from './lib/push.ts';
import { createQueryClient } from './lib/query-client.ts';
import { scheduleServiceWorkerRegistration, whenAppStable } from './lib/service-worker.ts';

const root = document.getElementById('root');
if (!root) throw new Error('Élément #root introuvable dans index.html');

const queryClient = createQueryClient();
const router = createAppRouter();
setNavigator((to, options) => void router.navigate(to, options));
const nativeApp = isNativeApp(window.location.origin, getPlatform());
if (nativeApp) {
  listenToDeepLinks((path) => void router.navigate(path));
}
// Push: FCM in the native app; Web Push elsewhere, once the service worker is registered.
if (nativeApp) {
  startNativePush().catch((error: unknown) =>
    logger.warn('Notifications push indisponibles', error),
  );
} else {
  startWebPush();
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
      .then(({ registerSW }) => {
        const updateSW = registerSW({
          immediate: true,
          // The waiting version opens at the next launch (registerType 'prompt', vite.config.ts),
          // or at once from the newappversion push's « Ok » (components/push-alert.tsx).
          onNeedRefresh: () => {
            console.info('Nouvelle version de Maisonnée prête au prochain lancement.');
            setAppUpdate(() => void updateSW(true));
          },
          onRegisteredSW: (_url, registration) => {
            if (!nativeApp && registration) setPushRegistration(registration);
          },
        });
      })
      .catch((error: unknown) => logger.warn('Service worker non enregistré', error));
  },
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
});
