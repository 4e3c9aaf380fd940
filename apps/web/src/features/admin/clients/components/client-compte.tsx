import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { adminFacturePath } from '../../../../lib/admin-links.ts';
import { formatDate, formatEuros } from '../../../../lib/format.ts';
import { useClientCompte } from '../api/client-compte.ts';
import { CLIENT_FILE_TEXT as T } from '../text.ts';
import { FileSection } from './file-section.tsx';

const listStyle = { listStyle: 'none', padding: 0, margin: 0 } as const;
const euros = (cents: number) => formatEuros(cents / 100);

/**
 * The client's payments account (accounting): its credit and its open invoices with what remains,
 * each a link to the invoice screen, where the credit is set against it.
 */
export function ClientCompte({ clientId }: { clientId: number }) {
  const compte = useClientCompte(clientId);
  const data = compte.data;
  return (
    <FileSection title={T.compte.title} pending={compte.isPending} error={compte.error}>
      {data ? (
        <Stack gap="xs">
          <Text fz="sm" fw={600}>
            {T.compte.credit(euros(data.credit_centimes))}
          </Text>
          {data.credit_centimes > 0 && data.ouvertes.length > 0 ? (
            <Text fz="sm">{T.compte.creditHelp}</Text>
          ) : null}
          {data.ouvertes.length === 0 ? <Text fz="sm">{T.compte.noOuvertes}</Text> : null}
          <Stack gap={4} component="ul" style={listStyle} aria-label={T.compte.ouvertes}>
            {data.ouvertes.map((facture) => (
              <li key={facture.id}>
                <Anchor component={Link} to={adminFacturePath(facture.id)} fz="sm">
                  {T.compte.facture(facture.numero, euros(facture.reste_centimes))}
                </Anchor>
                {facture.date_echeance ? (
                  <Text fz="xs" c="dimmed">
                    {T.compte.echeance(formatDate(facture.date_echeance))}
                  </Text>
                ) : null}
              </li>
            ))}
          </Stack>
        </Stack>
      ) : null}
    </FileSection>
  );
}
