import { Accordion, Alert, Card, Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { PageLoader } from '../../../../../components/page-loader.tsx';
import { errorMessage } from '../../../../../lib/api-errors.ts';
import { canCall } from '../../../../../lib/can-call.ts';
import { useCurrentUser } from '../../../../../lib/session.ts';
import { useCandidat, type Candidat } from '../api/get-candidat.ts';
import { FICHE_TEXT as T } from '../text.ts';
import { BilanSection } from './bilan-section.tsx';
import { CommentairesSection, HistoriqueSection } from './commentaires-section.tsx';
import { ContratsSection } from './contrats-section.tsx';
import { DocumentsSection } from './documents-section.tsx';
import { FicheHeader } from './fiche-header.tsx';
import { IdentiteSection } from './identite-section.tsx';
import { CompetencesSection, DisponibilitesSection } from './profil-sections.tsx';

type SectionKey =
  | 'identite'
  | 'competences'
  | 'disponibilites'
  | 'documents'
  | 'contrat'
  | 'bilan'
  | 'commentaires'
  | 'historique';

/**
 * The parts of the file, one under the other (phone first). A part is drawn, and its lists read,
 * only while it is open.
 */
function sections(
  candidat: Candidat,
  canEdit: boolean,
  can: Readonly<Record<'documents' | 'contrat' | 'bilan', boolean>>,
): [SectionKey, string, () => ReactNode][] {
  const all: [SectionKey, string, () => ReactNode][] = [
    ['identite', T.identite, () => <IdentiteSection candidat={candidat} canEdit={canEdit} />],
    [
      'competences',
      T.competences,
      () => <CompetencesSection candidat={candidat} canEdit={canEdit} />,
    ],
    [
      'disponibilites',
      T.disponibilites,
      () => <DisponibilitesSection candidat={candidat} canEdit={canEdit} />,
    ],
    ['documents', T.documents, () => <DocumentsSection candidat={candidat} canEdit={canEdit} />],
    ['contrat', T.contrat, () => <ContratsSection candidatId={candidat.id} canEdit={canEdit} />],
    ['bilan', T.bilan, () => <BilanSection candidatId={candidat.id} />],
    [
      'commentaires',
      T.commentaires,
      () => <CommentairesSection candidat={candidat} canEdit={canEdit} />,
    ],
    ['historique', T.historique, () => <HistoriqueSection candidat={candidat} />],
  ];
  // A part whose list the operator's roles may not read is left out (a commercial planning an
  // agent reads the file, not its documents, contracts or hours).
  return all.filter(
    ([key]) => !(key === 'documents' || key === 'contrat' || key === 'bilan') || can[key],
  );
}

/** The candidate's whole file and what the recruitment team does from it. */
export function CandidatFiche({ candidatId }: { candidatId: number }) {
  const user = useCurrentUser();
  const candidat = useCandidat(candidatId);
  const [open, setOpen] = useState<string[]>(['identite']);
  const canEdit = canCall(user, 'saveCandidat');
  const canRead = {
    documents: canCall(user, 'listCandidatDocuments'),
    contrat: canCall(user, 'listContratsTravail'),
    bilan: canCall(user, 'getCandidatBilan'),
  };

  if (candidat.isPending) return <PageLoader />;
  if (candidat.isError) {
    return (
      <Alert color="red" role="alert">
        {errorMessage(candidat.error) ?? T.loadError}
      </Alert>
    );
  }
  const data = candidat.data;
  return (
    <Stack gap="md">
      <Card withBorder padding="md">
        <FicheHeader candidat={data} canEdit={canEdit} />
      </Card>
      {/* No opening animation: a part's content is there, readable, as soon as it is opened. */}
      <Accordion
        transitionDuration={0}
        multiple
        value={open}
        onChange={setOpen}
        variant="separated"
        aria-label={T.sections}
      >
        {sections(data, canEdit, canRead).map(([key, title, render]) => (
          <Accordion.Item key={key} value={key}>
            <Accordion.Control>{title}</Accordion.Control>
            <Accordion.Panel>{open.includes(key) ? render() : null}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}
