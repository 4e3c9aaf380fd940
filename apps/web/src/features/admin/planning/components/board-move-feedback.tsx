import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState, type FormEvent } from 'react';
import { MOVE_TEXT as M } from '../board-move-text.ts';
import { visitWords } from './board-dnd.tsx';
import { PHONE_QUERY } from './board-move-dialog.tsx';
import { isMotifValid, MotifField } from './board-motif-field.tsx';
import type { BoardMoves } from './use-board-moves.ts';

/** « Cette intervention seulement » or the following ones of its slot, asked after a drop. */
function SeriesDialog({ moves }: { moves: BoardMoves }) {
  const isPhone = useMediaQuery(PHONE_QUERY) ?? false;
  const asked = moves.seriesFor;
  const only =
    asked?.target.candidat_id === null
      ? M.seriesOnlyUnassign
      : asked?.visit.agentId === null
        ? M.seriesOnlyAssign
        : M.seriesOnlyMove;
  return (
    <Modal
      opened={asked !== null}
      onClose={() => moves.answerSeries(null)}
      title={M.seriesTitle}
      fullScreen={isPhone}
      centered
      closeButtonProps={{ 'aria-label': M.close }}
    >
      <Stack gap="sm">
        {asked ? <Text size="sm">{visitWords(asked.visit)}</Text> : null}
        <Text size="sm">{M.seriesIntro}</Text>
        <Button onClick={() => moves.answerSeries(false)} data-autofocus>
          {only}
        </Button>
        <Button variant="outline" onClick={() => moves.answerSeries(true)}>
          {M.seriesAll}
        </Button>
        <Button variant="default" onClick={() => moves.answerSeries(null)}>
          {M.cancel}
        </Button>
      </Stack>
    </Modal>
  );
}

/** The reason of forcing a refused drop; the move is sent again with it. */
function ForceForm({ moves, message }: { moves: BoardMoves; message: string }) {
  const [motif, setMotif] = useState('');
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!isMotifValid(motif)) return;
    const outcome = await moves.force(motif.trim());
    setFailure(outcome.ok ? null : outcome.message);
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <Text size="sm">{M.forceIntro(message)}</Text>
        <MotifField value={motif} onChange={setMotif} error={checked && !isMotifValid(motif)} />
        {failure ? (
          <Alert color="red" title={M.refusedTitle}>
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={moves.closeForcing}>
            {M.cancel}
          </Button>
          <Button type="submit" color="red" loading={moves.isPending}>
            {M.forceAndSave}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * What the board says about its moves: the polite sentence once one is saved, a drop's refusal
 * beside the board (« Forcer… » when the rule allows a reason), the series question, the
 * forcing dialog.
 */
export function BoardMoveFeedback({ moves }: { moves: BoardMoves }) {
  const isPhone = useMediaQuery(PHONE_QUERY) ?? false;
  const { refusal } = moves;
  return (
    <>
      <Text size="sm" role="status" aria-live="polite" data-testid="planning-move-status">
        {moves.status}
      </Text>
      {refusal && !moves.dialog ? (
        <Alert
          color="red"
          title={M.refusedTitle}
          withCloseButton
          closeButtonLabel={M.close}
          onClose={moves.dismissRefusal}
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{refusal.message}</Text>
            {refusal.forcable ? (
              <Button variant="outline" color="red" size="xs" onClick={moves.openForcing}>
                {M.force}
              </Button>
            ) : null}
          </Stack>
        </Alert>
      ) : null}
      <SeriesDialog moves={moves} />
      <Modal
        opened={moves.forcing && refusal !== null}
        onClose={moves.closeForcing}
        title={M.forceTitle}
        fullScreen={isPhone}
        centered
        closeButtonProps={{ 'aria-label': M.close }}
      >
        {refusal ? <ForceForm moves={moves} message={refusal.message} /> : null}
      </Modal>
    </>
  );
}
