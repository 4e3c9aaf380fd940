import '../test/setup.ts';
import { TextInput } from '@mantine/core';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/http.ts';
import { renderWithProviders } from '../test/render.tsx';
import { ModalForm, type ModalFormMutation } from './modal-form.tsx';

function renderModal(mutation: ModalFormMutation) {
  const onClose = vi.fn();
  const onSubmit = vi.fn();
  renderWithProviders(
    <ModalForm
      opened
      onClose={onClose}
      title="Signaler un retard"
      cancelLabel="Annuler"
      submitLabel="Envoyer"
      mutation={mutation}
      onSubmit={onSubmit}
    >
      <TextInput label="Motif" />
    </ModalForm>,
  );
  return { onClose, onSubmit };
}

const idle = () => ({ isPending: false, error: null, reset: vi.fn() });

describe('the modal form shell', () => {
  it('shows a titled dialog with its fields, and submits through the form', async () => {
    const { onSubmit } = renderModal(idle());
    expect(await screen.findByRole('dialog', { name: 'Signaler un retard' })).toBeInTheDocument();
    expect(screen.getByLabelText('Motif')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('announces the API’s French message', async () => {
    const error = new ApiError(422, {
      success: false,
      error: { code: 'TOO_LATE', message: 'Il est trop tard pour annuler.' },
    });
    renderModal({ ...idle(), error });
    expect(await screen.findByRole('alert')).toHaveTextContent('Il est trop tard pour annuler.');
  });

  it('forgets the last error when it is cancelled', async () => {
    const mutation = idle();
    const { onClose, onSubmit } = renderModal(mutation);
    fireEvent.click(await screen.findByRole('button', { name: 'Annuler' }));
    expect(mutation.reset).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps the submit button busy while the call is pending', async () => {
    renderModal({ ...idle(), isPending: true });
    const submit = await screen.findByRole('button', { name: 'Envoyer' });
    expect(submit).toHaveAttribute('data-loading', 'true');
  });
});
