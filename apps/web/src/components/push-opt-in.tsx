import { Alert, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { enableWebPush, useWebPushState, type WebPushState } from '../lib/push.ts';

export const PUSH_OPT_IN_TEXT = {
  title: 'Notifications',
  intro:
    'Recevez une notification sur cet appareil quand un message ou un rendez-vous vous attend.',
  enable: 'Activer les notifications',
  enabled: 'Les notifications sont activées sur cet appareil.',
  denied:
    'Les notifications sont bloquées pour Maisonnée dans les réglages de votre navigateur : autorisez-les pour les recevoir.',
  error: "Les notifications n'ont pas pu être activées. Réessayez dans un instant.",
} as const;

/** Whether this browser has something to show in the opt-in (not unsupported, service worker ready). */
export function isPushOptInShown(state: WebPushState): boolean {
  return state === 'prompt' || state === 'subscribed' || state === 'denied' || state === 'error';
}

/**
 * « Activer les notifications »: the permission is asked only on this button, never on load.
 * Renders nothing where Web Push is unavailable (no service worker yet, native app, old browser).
 */
export function PushOptIn() {
  const state = useWebPushState();
  const [pending, setPending] = useState(false);
  if (!isPushOptInShown(state)) return null;

  const enable = () => {
    setPending(true);
    void enableWebPush().finally(() => setPending(false));
  };

  if (state === 'subscribed') return <Text>{PUSH_OPT_IN_TEXT.enabled}</Text>;
  if (state === 'denied') return <Text>{PUSH_OPT_IN_TEXT.denied}</Text>;
  return (
    <Stack gap="sm" align="flex-start">
      <Text>{PUSH_OPT_IN_TEXT.intro}</Text>
      {state === 'error' ? (
        <Alert color="red" variant="outline" role="alert">
          <Text c="red.9">{PUSH_OPT_IN_TEXT.error}</Text>
        </Alert>
      ) : null}
      <Button onClick={enable} loading={pending}>
        {PUSH_OPT_IN_TEXT.enable}
      </Button>
    </Stack>
  );
}
