import { screen } from '@testing-library/react';
import type { Devis } from '@maisonnee/contract';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { InsurerShare } from './insurer-share.tsx';

const share = {
  mutuelle: { id: 3, nom: 'Mutuelle Solidaire' },
  heures_restantes: 2,
  heures_couvertes: 2,
  heures_client: 1,
  montant_mutuelle_ttc: 60,
  montant_client_ttc: 30,
  semaines_couvertes: null,
} satisfies NonNullable<Devis['prise_en_charge_mutuelle']>;

const withShare = (prise: Devis['prise_en_charge_mutuelle']) =>
  ({ prise_en_charge_mutuelle: prise }) as Devis;

describe('InsurerShare', () => {
  it('shows the insurer’s hours and amount beside the household’s', () => {
    renderWithProviders(<InsurerShare devis={withShare(share)} />);
    const group = screen.getByRole('group', { name: 'Prise en charge par Mutuelle Solidaire' });
    expect(group).toHaveTextContent(/2 h payées par la mutuelle : 60,00\s€/);
    expect(group).toHaveTextContent(/1 h à votre charge : 30,00\s€/);
    expect(group).toHaveTextContent('Heures accordées restantes à la date du devis : 2 h.');
  });

  it('says per week and the weeks covered on a recurring quote', () => {
    renderWithProviders(
      <InsurerShare
        devis={withShare({
          ...share,
          heures_restantes: 20,
          heures_couvertes: 7.5,
          heures_client: 0,
          semaines_couvertes: 2,
        })}
      />,
    );
    expect(screen.getByText(/7,5 h payées par la mutuelle par semaine/)).toBeInTheDocument();
    expect(screen.getByText(/soit 2 semaine\(s\) complète\(s\) couvertes/)).toBeInTheDocument();
  });

  it('shows nothing for an ordinary quote', () => {
    renderWithProviders(<InsurerShare devis={withShare(null)} />);
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.queryByText(/mutuelle/)).toBeNull();
  });
});
