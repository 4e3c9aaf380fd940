/** Version of the app, shown to users and compared with the published one. */
export const APP_VERSION = '0.0.21';

/** How long a toast stays on screen by default, in milliseconds. */
export const TOAST_DURATION_MS = 2000;

/** A loader hides itself after 4 s at most. */
export const LOADER_AUTO_HIDE_MS = 4000;

/** A loader's dismissal is delayed by 200 ms so that it does not flicker. */
export const LOADER_DISMISS_DELAY_MS = 200;

/** A mobile browser outside the native app tries to open the native app after 500 ms. */
export const NATIVE_APP_OPEN_DELAY_MS = 500;

/** Push topic every device subscribes to, announcing a new app version. */
export const PUSH_TOPIC = 'newappversion';
