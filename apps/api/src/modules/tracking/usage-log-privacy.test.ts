import { encryptId } from '@maisonnee/domain';
import { describe, expect, it } from 'vitest';
import {
  isPersonalKey,
  isPersonalText,
  normalisePagePath,
  sanitiseEventData,
} from './usage-log-privacy.ts';

describe('normalisePagePath', () => {
  it('drops the origin, the query string and the hash', () => {
    expect(normalisePagePath('https://app.maisonnee.fr/planning?semaine=12#haut')).toBe(
      '/planning',
    );
    expect(normalisePagePath('/notifications?email=lou@exemple.fr')).toBe('/notifications');
  });

  it('replaces numbers, encrypted ids, UUIDs, e-mails and phone numbers by :id', () => {
    const encrypted = encryptId(42, 'secret-de-test');
    expect(normalisePagePath(`/mission/${encrypted}/pointage`)).toBe('/mission/:id/pointage');
    expect(normalisePagePath('/admin/clients/1234/devis/7')).toBe('/admin/clients/:id/devis/:id');
    expect(normalisePagePath('/f/0f8fad5b-d9cb-469f-a165-70867728950e')).toBe('/f/:id');
    expect(normalisePagePath('/compte/lou%40exemple.fr')).toBe('/compte/:id');
    expect(normalisePagePath('/appel/06 12 34 56 78')).toBe('/appel/:id');
    expect(normalisePagePath('/r/AbCdEfGhIjKlMnOpQr')).toBe('/r/:id');
  });

  it('keeps the words of the app’s routes, however long', () => {
    expect(normalisePagePath('/admin/recrutement-candidatures-en-attente')).toBe(
      '/admin/recrutement-candidatures-en-attente',
    );
    expect(normalisePagePath('//messagerie//')).toBe('/messagerie');
    expect(normalisePagePath('')).toBe('/');
  });
});

describe('sanitiseEventData', () => {
  it('keeps numbers, booleans, null and short plain strings', () => {
    expect(
      sanitiseEventData({ nombre_missions: 3, ok: true, vide: null, ecran: 'planning' }),
    ).toEqual({ nombre_missions: 3, ok: true, vide: null, ecran: 'planning' });
  });

  it('drops personal keys and values, and long strings', () => {
    expect(
      sanitiseEventData({
        nom: 'Durand',
        prenom: 'Lou',
        clientEmail: 'x',
        telephone_fixe: '0123',
        adresse_facturation: '8 rue des Lilas',
        iban: 'x',
        contact: 'lou@exemple.fr',
        rappel: '+33 6 12 34 56 78',
        compte: 'FR76 3000 6000 0112 3456 7890 189',
        libre: 'x'.repeat(101),
        infini: Number.POSITIVE_INFINITY,
        garde: 'oui',
      }),
    ).toEqual({ garde: 'oui' });
  });

  it('never keeps the door code or the access instructions of a home (issue 25)', () => {
    expect(
      sanitiseEventData({
        code_porte: '4821B',
        codePorte: '4821B',
        acces_instructions: 'Bâtiment B',
        acces: 'digicode',
        digicode: '1234',
        etape: 'journee',
      }),
    ).toEqual({ etape: 'journee' });
  });

  it('tells personal keys and texts apart from ordinary ones', () => {
    expect(isPersonalKey('nombre')).toBe(false);
    expect(isPersonalKey('Nom du client')).toBe(true);
    expect(isPersonalKey('dateNaissance')).toBe(true);
    expect(isPersonalText('06.12.34.56.78')).toBe(true);
    expect(isPersonalText('étape 2 sur 4')).toBe(false);
  });
});
