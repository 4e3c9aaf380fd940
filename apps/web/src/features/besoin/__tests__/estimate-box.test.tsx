import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EMPTY_BESOIN, estimateFor } from '../besoin-form-state.ts';
import { EstimateBox } from '../components/besoin-form.tsx';

const nbsp = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('EstimateBox', () => {
  it('asks for the missing fields while there is no estimate', () => {
    render(
      <MantineProvider>
        <EstimateBox estimate={null} />
      </MantineProvider>,
    );
    expect(screen.getByText(/Complétez la prestation et les horaires/)).toBeInTheDocument();
  });

  it('shows a recurring estimate per week, per month and after the tax credit, in euros', () => {
    const estimate = estimateFor({
      ...EMPTY_BESOIN,
      service: 1,
      frequence: 'recurrent',
      reccurentArray: [{ day: 1, time_debut: '09:00', time_fin: '12:00' }],
    });
    if (!estimate) throw new Error('estimation attendue');
    render(
      <MantineProvider>
        <EstimateBox estimate={estimate} />
      </MantineProvider>,
    );
    const euros = (n: number) =>
      nbsp(new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(n));
    expect(nbsp(screen.getByTestId('estimate-amount').textContent)).toBe(
      `${euros(estimate.montantTTC)} TTC par semaine`,
    );
    expect(document.body.textContent && nbsp(document.body.textContent)).toContain(
      `${euros(estimate.montantMensuelTTC as number)} TTC par mois en moyenne`,
    );
    expect(nbsp(document.body.textContent)).toContain('après crédit d’impôt de 50 %');
    expect(nbsp(document.body.textContent)).toContain('3 h en semaine, 0 h le week-end');
  });
});
