import { Anchor, List, Text } from '@mantine/core';
import { Link } from 'react-router';
import { SectionCard } from '../../../components/section-card.tsx';
import { formatEuros } from '../../../lib/format.ts';
import { encryptPathId } from '../../../lib/path-id.ts';
import type { Accueil } from '../api/get-accueil.ts';
import { DASHBOARD_TEXT } from '../text.ts';

const T = DASHBOARD_TEXT.aFaire;

interface Item {
  key: string;
  to: string;
  label: string;
}

/** The lines of « À faire », each leading to where it is done (ids encrypted as in the links). */
export function aFaireItems(aFaire: Accueil['a_faire']): Item[] {
  const items: Item[] = [];
  const { devis_a_signer: devis, releve_a_confirmer: releve, factures_a_payer: factures } = aFaire;
  if (devis.nombre > 0)
    items.push({
      key: 'devis',
      to:
        devis.premier_id !== null
          ? `/documents/devis?devis=${encodeURIComponent(encryptPathId(devis.premier_id))}`
          : '/documents/devis',
      label: T.devis(devis.nombre),
    });
  if (releve)
    items.push({
      key: 'releve',
      to: `/documents/releves?releve=${releve.periode}`,
      label: T.releve(releve.periode, releve.date_limite),
    });
  if (factures.nombre > 0)
    items.push({
      key: 'factures',
      to:
        factures.premiere_id !== null
          ? `/documents/factures?facture=${encodeURIComponent(encryptPathId(factures.premiere_id))}`
          : '/documents/factures',
      label: T.factures(factures.nombre, formatEuros(factures.total_ttc)),
    });
  if (aFaire.messages_non_lus > 0)
    items.push({ key: 'messages', to: '/messagerie', label: T.messages(aFaire.messages_non_lus) });
  return items;
}

/** « À faire »: what waits for the family, or that everything is up to date. */
export function AFaireList({ aFaire }: { aFaire: Accueil['a_faire'] }) {
  const items = aFaireItems(aFaire);
  return (
    <SectionCard headingId="accueil-a-faire" title={T.title}>
      {items.length === 0 ? (
        <Text>{T.none}</Text>
      ) : (
        <List spacing="sm" listStyleType="none" styles={{ root: { paddingInlineStart: 0 } }}>
          {items.map((item) => (
            <List.Item key={item.key}>
              <Anchor component={Link} to={item.to} fw={600}>
                {item.label}
              </Anchor>
            </List.Item>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
