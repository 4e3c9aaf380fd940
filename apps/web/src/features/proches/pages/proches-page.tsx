import { List, Stack, Text, Title } from '@mantine/core';
import { FormError } from '../../../components/form-error.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { useCurrentUser } from '../../../lib/session.ts';
import { useProches } from '../api/list-proches.ts';
import { InviteProcheForm } from '../components/invite-proche-form.tsx';
import { ProchesList } from '../components/proches-list.tsx';
import { PROCHES_TEXT } from '../text.ts';

const T = PROCHES_TEXT;

/** What a relative sees and cannot do, said before the family invites one. */
function ProcheRights() {
  return (
    <SectionCard headingId="proches-rights" title={T.rights.title}>
      <List size="sm" spacing={4}>
        {T.rights.can.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
      <Text size="sm">{T.rights.cannot}</Text>
    </SectionCard>
  );
}

function ProchesContent() {
  const proches = useProches();
  return (
    <>
      {proches.isPending ? <PageLoader /> : null}
      {proches.isError ? <FormError message={T.page.loadError} /> : null}
      {proches.data ? <ProchesList proches={proches.data} /> : null}
      <InviteProcheForm />
    </>
  );
}

/** /proches: the family invites relatives to follow its household, and removes their access. */
export function ProchesPage() {
  const user = useCurrentUser();
  return (
    <Stack gap="md">
      <Title order={1}>{T.page.title}</Title>
      {user?.client_id ? (
        <>
          <Text>{T.page.intro}</Text>
          <ProcheRights />
          <ProchesContent />
        </>
      ) : (
        <Text>{T.page.noClient}</Text>
      )}
    </Stack>
  );
}
