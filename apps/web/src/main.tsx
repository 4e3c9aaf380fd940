import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, useNavigate } from 'react-router';
import '@mantine/core/styles.css';
import './styles.css';
import { AppProvider } from './app/provider.tsx';
import { PRERENDERED_ATTRIBUTE, renderMode, SIGNED_IN_SHELL_ATTRIBUTE } from './app/render-mode.ts';
import { AppRoutes, preloadRoute } from './app/router.tsx';
import { isAppBusy } from './lib/activity.ts';
import { logger } from './lib/logger.ts';
import { navigateTo, setNavigator } from './lib/navigation.ts';
import { getPlatform, isNativeApp } from './lib/platform.ts';
import { scheduleServiceWorkerRegistration, whenAppStable } from './lib/service-worker.ts';
import type * as PushModuleNamespace from './lib/push.ts';
import { getUser, subscribeSession } from './lib/session.ts';

type PushModule = typeof PushModuleNamespace;

const root = document.getElementById('root');
if (!root) throw new Error('Élément #root introuvable dans index.html');

const nativeApp = isNativeApp(window.location.origin, getPlatform());

async function start(container: HTMLElement): Promise<void> {
  const mode = renderMode({
    prerendered: container.getAttribute(PRERENDERED_ATTRIBUTE),
    pathname: window.location.pathname,
    hasStoredUser: getUser() !== null,
  });
  // The page's modules (layouts included) all at once; before hydrating, so that the first
  // render is the prerendered page.
  const preloaded = preloadRoute(window.location.pathname);
  // A painted signed-in shell (header, heading, skeleton: app/signed-in-shell.tsx) stays until the
  // page's modules are there, rather than giving way to a loader; signed out, the guard sends the
  // visitor to the sign-in page at once.
  const keepShell = container.hasAttribute(SIGNED_IN_SHELL_ATTRIBUTE) && getUser() !== null;
  if (mode === 'hydrate' || keepShell) {
    await preloaded.catch((error: unknown) => {
      if (mode === 'hydrate') throw error;
      logger.warn('Page non préchargée', error);
    });
  } else preloaded.catch((error: unknown) => logger.warn('Page non préchargée', error));
  startDevice((path) => navigateTo(path, { replace: false }));
  const app = (
    <StrictMode>
      <AppProvider>
        <BrowserRouter>
          <RouterNavigator />
          <AppRoutes />
        </BrowserRouter>
      </AppProvider>
    </StrictMode>
  );
  if (mode === 'hydrate') {
    // In a transition, React hydrates in short slices: the painted page stays responsive.
    startTransition(() => {
      hydrateRoot(container, app, {
        // React then renders the page afresh; the page works, the log says why it did not match.
        onRecoverableError: (error) => logger.warn('Page préchargée rendue à nouveau', error),
      });
    });
  } else {
    // React empties the container at its first commit: a shell stays painted until then.
    if (!keepShell) container.replaceChildren();
    const reactRoot = createRoot(container);
    // In a transition too: the first render runs in short slices (less blocking time).
    startTransition(() => reactRoot.render(app));
  }
}

/** Hands the router's `navigate` to the code outside React (lib/navigation.ts). */
function RouterNavigator() {
  const navigate = useNavigate();
  useEffect(() => setNavigator((to, options) => void navigate(to, options)), [navigate]);
  return null;
}

/**
 * Deep links and FCM in the native app; Web Push elsewhere, once the service worker is
 * registered. Loaded apart: the sign-in page of a first visit does not need them.
 */
function startDevice(navigate: (path: string) => void): void {
  if (nativeApp) {
    import('./lib/deep-links.ts')
      .then(({ listenToDeepLinks }) => listenToDeepLinks((path) => navigate(path)))
      .catch((error: unknown) => logger.warn('Liens profonds indisponibles', error));
    import('./lib/native-push.ts')
      .then(({ startNativePush }) => startNativePush())
      .catch((error: unknown) => logger.warn('Notifications push indisponibles', error));
  } else {
    // Web Push follows the signed-in user: its code is loaded once a user is stored.
    const startWhenSignedIn = () => {
      if (getUser() === null) return;
      loadPush()
        .then(({ startWebPush, setPushRegistration }) => {
          startWebPush();
          if (swRegistration) setPushRegistration(swRegistration);
        })
        .catch((error: unknown) => logger.warn('Notifications push indisponibles', error));
    };
    subscribeSession(startWhenSignedIn);
    startWhenSignedIn();
  }
}

let pushModule: Promise<PushModule> | null = null;
/** The service worker's registration, handed to Web Push when it starts. */
let swRegistration: ServiceWorkerRegistration | null = null;
function loadPush() {
  pushModule ??= import('./lib/push.ts');
  return pushModule;
}

start(root).catch((error: unknown) => logger.error('Application non démarrée', error));

scheduleServiceWorkerRegistration({
  isProduction: import.meta.env.PROD,
  isSupported: 'serviceWorker' in navigator,
  whenStable: whenAppStable(isAppBusy),
  register: () => {
    import('virtual:pwa-register')
      .then(({ registerSW }) => {
        const updateSW = registerSW({
          immediate: true,
          // The waiting version opens at the next launch (registerType 'prompt', vite.config.ts),
          // or at once from the newappversion push's « Ok » (components/push-alert.tsx).
          onNeedRefresh: () => {
            console.info('Nouvelle version de Maisonnée prête au prochain lancement.');
            void loadPush().then(({ setAppUpdate }) => setAppUpdate(() => void updateSW(true)));
          },
          // Kept here until Web Push starts (a user is stored), or handed over at once.
          onRegisteredSW: (_url, registration) => {
            if (nativeApp || !registration) return;
            swRegistration = registration;
            void pushModule?.then(({ setPushRegistration }) => setPushRegistration(registration));
          },
        });
      })
      .catch((error: unknown) => logger.warn('Service worker non enregistré', error));
  },
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
});
