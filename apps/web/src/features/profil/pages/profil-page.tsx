import { Anchor, Avatar, Card, Group, Stack, Text, Title } from '@mantine/core';
import { DOCUMENT_TYPE, formatInstantDate } from '@maisonnee/domain';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { isPushOptInShown, PUSH_OPT_IN_TEXT, PushOptIn } from '../../../components/push-opt-in.tsx';
import { useAuthUser } from '../../../hooks/use-auth-user.ts';
import { useFileLink } from '../../../lib/file-link.ts';
import { formatDate } from '../../../lib/format.ts';
import { useWebPushState } from '../../../lib/push.ts';
import { canCall } from '../../../lib/can-call.ts';
import { activeSpace, spacesOfUser } from '../../../lib/navigation.ts';
import { getProfil, getUser, type Space } from '../../../lib/session.ts';
import { CalendrierSection } from '../components/calendrier-section.tsx';
import { AccesSection } from '../components/acces-section.tsx';
import { ChangePasswordForm } from '../components/change-password-form.tsx';
import { ProfilForm } from '../components/profil-form.tsx';
import { SignoutSection } from '../components/signout-section.tsx';
import { PROFIL_TEXT as T } from '../text.ts';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/** One titled card of the profile, named by its heading. */
function ProfilSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={id}>
      <Title order={2} fz="xl" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

export function ProfilPage() {
  const location = useLocation();
  const query = useAuthUser();
  const user = query.data ?? getUser();
  const pushState = useWebPushState();
  // The photo is a stored file (POST /api/users/profile-photo), shown through a link the API mints.
  const photo = useFileLink(
    user?.profile_photo_path
      ? {
          documentTypeId: DOCUMENT_TYPE.AUTRE,
          filename: user.profile_photo_path,
          isDownload: false,
        }
      : null,
  );
  if (!user) return <PageLoader active={query.isPending} />;

  const space = activeSpace(
    user,
    (location.state as { space?: Space } | null)?.space ?? getProfil()?.space ?? null,
  );

  return (
    <Stack gap="lg">
      <Group gap="md" wrap="nowrap" align="center">
        <Avatar
          src={photo.data?.url ?? null}
          alt={T.photoAlt(user.name)}
          size={72}
          radius="xl"
          color="maisonnee"
        >
          {initials(user.name)}
        </Avatar>
        <Stack gap={2}>
          <Title order={1}>{T.title}</Title>
          {space ? <Text fw={600}>{T.space[space]}</Text> : null}
          <Text c="dimmed">
            {T.email} : {user.email}
          </Text>
          <Text c="dimmed">{T.memberSince(formatInstantDate(user.created_at))}</Text>
          {user.date_naissance ? (
            <Text c="dimmed">{T.birthDate(formatDate(user.date_naissance))}</Text>
          ) : null}
          {spacesOfUser(user).length > 1 ? (
            <Anchor component={Link} to="/account">
              {T.changeSpace}
            </Anchor>
          ) : null}
        </Stack>
      </Group>

      <ProfilSection id="infos" title={T.info.title}>
        <ProfilForm user={user} />
      </ProfilSection>
      <ProfilSection id="password" title={T.password.title}>
        <ChangePasswordForm />
      </ProfilSection>
      {isPushOptInShown(pushState) ? (
        <ProfilSection id="notifications" title={PUSH_OPT_IN_TEXT.title}>
          <PushOptIn />
        </ProfilSection>
      ) : null}
      {canCall(user, 'getCalendrier') && (user.client_id || user.candidat_id) ? (
        <ProfilSection id="calendrier" title={T.calendrier.title}>
          <CalendrierSection />
        </ProfilSection>
      ) : null}
      {user.client_id && space !== 'intervenant' ? <AccesSection /> : null}
      <ProfilSection id="signout" title={T.signout.title}>
        <SignoutSection />
      </ProfilSection>
    </Stack>
  );
}
