import { Badge, Button, Group, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  CONTRAT_TRAVAIL_STATUT_LABELS,
  formatInstantDate,
  type ContratTravailStatut,
} from '@maisonnee/domain';
import { useState } from 'react';
import { confirmAndClose, ModalForm } from '../../../../../components/modal-form.tsx';
import { formatDate, formatEuros } from '../../../../../lib/format.ts';
import {
  useCancelContrat,
  useContratsTravail,
  useContresignerContrat,
  useSendContratTravail,
  type ContratTravail,
} from '../api/contrats-travail.ts';
import { FICHE_TEXT as T } from '../text.ts';
import { PartStatus } from './fact.tsx';
import { NoteModal } from './note-modal.tsx';
import { openStoredFile } from '../../../../../lib/open-stored-file.ts';
import { SignatureFields } from '../../../../../components/signature-fields.tsx';

const STATUT_COLORS: Record<ContratTravailStatut, string> = {
  en_attente_signature: 'yellow',
  signe_agent: 'orange',
  contresigne: 'green',
  annule: 'gray',
};

const hoursFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

/** A number typed the French way ('24,5') or not at all (null). */
function readNumber(value: string): number | null {
  const text = value.trim().replace(',', '.');
  if (!text) return null;
  const number = Number(text);
  return Number.isFinite(number) ? number : null;
}

type Modal =
  | { kind: 'envoyer' }
  | { kind: 'contresigner'; contrat: ContratTravail }
  | { kind: 'annuler'; contrat: ContratTravail };

/** The candidate's work contracts: send one to sign, countersign it, or cancel it. */
export function ContratsSection({ candidatId, canEdit }: { candidatId: number; canEdit: boolean }) {
  const contrats = useContratsTravail(candidatId);
  const [modal, setModal] = useState<Modal | null>(null);
  const close = () => setModal(null);
  return (
    <Stack gap="md">
      <PartStatus query={contrats} />
      {contrats.data?.length === 0 ? <Text fz="sm">{T.noContrat}</Text> : null}
      {contrats.data && contrats.data.length > 0 ? (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {contrats.data.map((contrat) => (
            <ContratItem
              key={contrat.id}
              contrat={contrat}
              canEdit={canEdit}
              onContresigner={() => setModal({ kind: 'contresigner', contrat })}
              onAnnuler={() => setModal({ kind: 'annuler', contrat })}
            />
          ))}
        </Stack>
      ) : null}
      {canEdit ? (
        <Button w="fit-content" onClick={() => setModal({ kind: 'envoyer' })}>
          {T.newContrat}
        </Button>
      ) : null}
      {modal?.kind === 'envoyer' ? (
        <SendContratModal candidatId={candidatId} onClose={close} />
      ) : null}
      {modal?.kind === 'contresigner' ? (
        <ContresignerModal candidatId={candidatId} contrat={modal.contrat} onClose={close} />
      ) : null}
      {modal?.kind === 'annuler' ? (
        <CancelContratModal candidatId={candidatId} contrat={modal.contrat} onClose={close} />
      ) : null}
    </Stack>
  );
}

function ContratItem({
  contrat,
  canEdit,
  onContresigner,
  onAnnuler,
}: {
  contrat: ContratTravail;
  canEdit: boolean;
  onContresigner: () => void;
  onAnnuler: () => void;
}) {
  const [opening, setOpening] = useState(false);
  const label = CONTRAT_TRAVAIL_STATUT_LABELS[contrat.statut] ?? contrat.statut_label;
  const title = T.contratLine(
    contrat.type_contrat,
    formatDate(contrat.date_debut),
    contrat.date_fin ? formatDate(contrat.date_fin) : null,
  );
  const isOpen = contrat.statut === 'en_attente_signature' || contrat.statut === 'signe_agent';

  async function open() {
    setOpening(true);
    await openStoredFile(
      {
        documentTypeId: contrat.document.document_type_id,
        filename: contrat.document.filename,
        isDownload: false,
      },
      T.documentError,
    );
    setOpening(false);
  }

  return (
    <li>
      <Stack gap={4}>
        <Group gap="xs">
          <Text fw={600} fz="sm">
            {title}
          </Text>
          <Badge color={STATUT_COLORS[contrat.statut]} variant="light">
            {label}
          </Badge>
        </Group>
        <Text fz="sm">
          {T.contratTerms(
            hoursFormat.format(contrat.nb_heures_hebdo),
            formatEuros(contrat.taux_horaire_brut),
          )}
        </Text>
        <Text fz="xs" c="dimmed">
          {[
            T.contratSent(formatInstantDate(contrat.sent_at)),
            contrat.signed_at
              ? T.contratSigned(formatInstantDate(contrat.signed_at), contrat.signer_name)
              : null,
            contrat.countersigned_at
              ? T.contratCountersigned(
                  formatInstantDate(contrat.countersigned_at),
                  contrat.countersigner_name,
                )
              : null,
            contrat.cancelled_at
              ? T.contratCancelled(formatInstantDate(contrat.cancelled_at))
              : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        <Group gap="xs">
          <Button
            size="compact-sm"
            variant="light"
            loading={opening}
            aria-label={`${T.openContrat} (${title})`}
            onClick={() => void open()}
          >
            {T.openContrat}
          </Button>
          {canEdit && contrat.statut === 'signe_agent' ? (
            <Button size="compact-sm" onClick={onContresigner}>
              {T.contresigner}
            </Button>
          ) : null}
          {canEdit && isOpen ? (
            <Button size="compact-sm" variant="subtle" color="red.9" c="red.9" onClick={onAnnuler}>
              {T.cancelContrat}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </li>
  );
}

interface SendErrors {
  date_debut?: string;
  date_fin?: string;
  nb_heures_hebdo?: string;
  taux_horaire_brut?: string;
}

function SendContratModal({ candidatId, onClose }: { candidatId: number; onClose: () => void }) {
  const send = useSendContratTravail(candidatId);
  const [type, setType] = useState<'CDI' | 'CDD'>('CDI');
  const [dateDebut, setDateDebut] = useState('');
  const [dateFin, setDateFin] = useState('');
  const [heures, setHeures] = useState('');
  const [taux, setTaux] = useState('');
  const [errors, setErrors] = useState<SendErrors>({});

  function submit() {
    const found: SendErrors = {};
    const nbHeures = readNumber(heures);
    const tauxHoraire = readNumber(taux);
    if (!dateDebut) found.date_debut = T.fieldRequired;
    if (type === 'CDD' && !dateFin) found.date_fin = T.dateFinRequired;
    else if (type === 'CDD' && dateDebut && dateFin < dateDebut) found.date_fin = T.dateFinAfter;
    if (nbHeures === null || nbHeures <= 0 || nbHeures > 48 || (nbHeures * 2) % 1 !== 0) {
      found.nb_heures_hebdo = T.heuresHint;
    }
    if (tauxHoraire === null || tauxHoraire <= 0) found.taux_horaire_brut = T.fieldRequired;
    setErrors(found);
    if (Object.keys(found).length > 0 || nbHeures === null || tauxHoraire === null) return;
    send.mutate(
      {
        candidat_id: candidatId,
        type_contrat: type,
        date_debut: dateDebut,
        date_fin: type === 'CDD' ? dateFin : null,
        nb_heures_hebdo: nbHeures,
        taux_horaire_brut: Math.round(tauxHoraire * 100) / 100,
      },
      confirmAndClose(T.contratSentDone, onClose),
    );
  }

  return (
    <ModalForm
      opened
      onClose={onClose}
      title={T.sendContratTitle}
      submitLabel={T.sendContratSubmit}
      mutation={send}
      onSubmit={submit}
    >
      <Radio.Group
        label={T.typeContrat}
        withAsterisk
        value={type}
        onChange={(value) => setType(value === 'CDD' ? 'CDD' : 'CDI')}
      >
        <Group mt={6}>
          <Radio value="CDI" label="CDI" />
          <Radio value="CDD" label="CDD" />
        </Group>
      </Radio.Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          type="date"
          label={T.dateDebut}
          withAsterisk
          value={dateDebut}
          onChange={(event) => setDateDebut(event.currentTarget.value)}
          error={errors.date_debut}
        />
        {type === 'CDD' ? (
          <TextInput
            type="date"
            label={T.dateFin}
            withAsterisk
            value={dateFin}
            onChange={(event) => setDateFin(event.currentTarget.value)}
            error={errors.date_fin}
          />
        ) : null}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label={T.heuresHebdo}
          description={T.heuresHint}
          inputMode="decimal"
          withAsterisk
          value={heures}
          onChange={(event) => setHeures(event.currentTarget.value)}
          error={errors.nb_heures_hebdo}
        />
        <TextInput
          label={T.tauxHoraire}
          inputMode="decimal"
          withAsterisk
          value={taux}
          onChange={(event) => setTaux(event.currentTarget.value)}
          error={errors.taux_horaire_brut}
        />
      </SimpleGrid>
    </ModalForm>
  );
}

function ContresignerModal({
  candidatId,
  contrat,
  onClose,
}: {
  candidatId: number;
  contrat: ContratTravail;
  onClose: () => void;
}) {
  const contresigner = useContresignerContrat(candidatId);
  const [name, setName] = useState('');
  const [accepted, setAccepted] = useState(false);
  const [errors, setErrors] = useState<{ name?: string; accepted?: string }>({});

  function submit() {
    const found: { name?: string; accepted?: string } = {};
    if (!name.trim()) found.name = T.signataireRequired;
    if (!accepted) found.accepted = T.acceptRequired;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    contresigner.mutate(
      { document_id: contrat.document.id, signature_text: name.trim(), accept_conditions: true },
      confirmAndClose(T.contresigned, onClose),
    );
  }

  return (
    <ModalForm
      opened
      onClose={onClose}
      title={T.contresignerTitle}
      submitLabel={T.contresignerSubmit}
      mutation={contresigner}
      onSubmit={submit}
    >
      <Text fz="sm">{T.contresignerIntro}</Text>
      <SignatureFields
        nameLabel={T.signataire}
        name={name}
        onName={setName}
        nameError={errors.name}
        consentLabel={T.acceptConditions}
        accepted={accepted}
        onAccepted={setAccepted}
        consentError={errors.accepted}
      />
    </ModalForm>
  );
}

function CancelContratModal({
  candidatId,
  contrat,
  onClose,
}: {
  candidatId: number;
  contrat: ContratTravail;
  onClose: () => void;
}) {
  const cancel = useCancelContrat(candidatId);
  return (
    <NoteModal
      title={T.cancelContratTitle}
      submitLabel={T.cancelContratSubmit}
      submitColor="red"
      intro={T.cancelContratIntro}
      note={{ label: T.cancelMotif, maxLength: 500, minRows: 2 }}
      mutation={cancel}
      onClose={onClose}
      onSend={(motif) =>
        cancel.mutate(
          { contrat_id: contrat.id, motif },
          confirmAndClose(T.contratCancelledDone, onClose),
        )
      }
    />
  );
}
