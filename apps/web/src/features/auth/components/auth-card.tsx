import type { ReactNode } from 'react';
import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { AUTH_TEXT } from '../text.ts';

/** The frame of every auth screen: the brand, the screen's title, one card. */
export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container size={480} px="md" py="lg" component="main">
      <Stack gap="md">
        <Title order={1} c="maisonnee.7" fz={28}>
          {AUTH_TEXT.brand}
        </Title>
        <Paper withBorder shadow="xs" p="lg" radius="md">
          <Stack gap="md">
            <Title order={2} fz={22}>
              {title}
            </Title>
            {intro ? <Text>{intro}</Text> : null}
            {children}
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
