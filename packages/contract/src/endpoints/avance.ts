import { AVANCE_INSCRIPTION_STATUTS, ROLE } from '@maisonnee/domain';
import { z } from 'zod';
import { dateSchema } from '../common.ts';
import { backOfficeOr, endpoint, rolesOnly } from '../endpoint.ts';

/*
 * The immediate tax-credit advance (docs/avance-immediate.md): a family consents and registers
 * with URSSAF from its space; each invoice of a registered family becomes a payment request whose
 * status the family and the back office read. The family writes its own registration only.
 */

const TAG = 'Avance immédiate';

const champ = (max: number, message: string) =>
  z.string(message).trim().min(1, message).max(max, `${max} caractères au plus.`);
const facultatif = (max: number) =>
  z.string().trim().max(max, `${max} caractères au plus.`).optional();

/** What URSSAF requires to register a family (its field names). */
export const avanceParticulierSchema = z.strictObject({
  civilite: z.enum(['1', '2'], 'Choisissez la civilité.'),
  nomNaissance: champ(80, 'Le nom de naissance est obligatoire.'),
  nomUsage: facultatif(80),
  prenoms: champ(80, 'Les prénoms sont obligatoires.'),
  dateNaissance: dateSchema,
  lieuNaissance: z.strictObject({
    codePaysNaissance: champ(5, 'Le pays de naissance est obligatoire.'),
    departementNaissance: facultatif(3),
    communeNaissance: z
      .strictObject({
        codeCommune: champ(5, 'Le code INSEE de la commune est obligatoire.'),
        libelleCommune: champ(80, 'La commune de naissance est obligatoire.'),
      })
      .optional(),
  }),
  numeroTelephonePortable: champ(20, 'Le numéro de mobile est obligatoire.'),
  adresseMail: champ(254, "L'adresse e-mail est obligatoire."),
  adressePostale: z.strictObject({
    numeroVoie: facultatif(10),
    lettreVoie: facultatif(1),
    codeTypeVoie: facultatif(4),
    libelleVoie: champ(100, 'La voie est obligatoire.'),
    complement: facultatif(100),
    lieuDit: facultatif(100),
    libelleCommune: champ(80, 'La commune est obligatoire.'),
    codeCommune: champ(5, 'Le code INSEE de la commune est obligatoire.'),
    codePostal: champ(5, 'Le code postal est obligatoire.'),
    codePays: champ(5, 'Le pays est obligatoire.'),
  }),
  coordonneeBancaire: z.strictObject({
    bic: champ(11, 'Le BIC est obligatoire.'),
    iban: champ(42, "L'IBAN est obligatoire."),
    titulaire: champ(100, 'Le titulaire du compte est obligatoire.'),
  }),
});

export const avanceInscriptionSchema = z.object({
  client_id: z.number(),
  statut: z.enum(AVANCE_INSCRIPTION_STATUTS),
  statut_libelle: z.string(),
  id_client_urssaf: z.string().nullable(),
  consentement_at: z.string(),
  refus_code: z.string().nullable(),
  refus_message: z.string().nullable(),
  /** The registration sent, the IBAN masked. */
  donnees: z.record(z.string(), z.unknown()),
  updated_at: z.string(),
});

export const avanceEtatSchema = z.object({
  /** False when URSSAF is not configured: the advance is not offered. */
  active: z.boolean(),
  inscription: avanceInscriptionSchema.nullable(),
});

export const avanceDemandeSchema = z.object({
  facture_id: z.number(),
  client_id: z.number(),
  id_demande_paiement: z.string().nullable(),
  statut_code: z.string().nullable(),
  /** French label (« En attente de validation »…), « Transmission en attente » before URSSAF. */
  statut_libelle: z.string(),
  montant_ttc_centimes: z.number(),
  /** « Payé par l'URSSAF (avance) » and « votre part ». */
  avance_centimes: z.number(),
  part_famille_centimes: z.number(),
  transmission_erreur: z.string().nullable(),
  rejet_code: z.string().nullable(),
  rejet_commentaire: z.string().nullable(),
  virement_centimes: z.number().nullable(),
  virement_date: z.string().nullable(),
  polled_at: z.string().nullable(),
  created_at: z.string(),
});

export type AvanceParticulier = z.infer<typeof avanceParticulierSchema>;
export type AvanceInscription = z.infer<typeof avanceInscriptionSchema>;
export type AvanceEtat = z.infer<typeof avanceEtatSchema>;
export type AvanceDemande = z.infer<typeof avanceDemandeSchema>;

export const avanceEndpoints = {
  getAvanceInscription: endpoint({
    method: 'GET',
    path: '/api/client/{id}/avance',
    summary:
      "L'avance immédiate d'une famille : si elle est proposée, et son inscription auprès de l'URSSAF (statut, motif d'un refus).",
    tag: TAG,
    params: { id: 'encrypted' },
    response: avanceEtatSchema,
    envelope: 'data',
    access: backOfficeOr([ROLE.CLIENT], 'client'),
  }),
  inscrireAvance: endpoint({
    method: 'POST',
    path: '/api/client/{id}/avance',
    summary:
      "La famille consent à l'avance immédiate et s'inscrit auprès de l'URSSAF ; les refus de l'URSSAF sont rendus en français avec leur motif.",
    tag: TAG,
    params: { id: 'encrypted' },
    body: z.strictObject({
      consentement: z.literal(true, 'Cochez la case de consentement pour continuer.'),
      particulier: avanceParticulierSchema,
    }),
    response: avanceInscriptionSchema,
    envelope: 'data',
    access: rolesOnly([ROLE.CLIENT], 'client'),
    status: 201,
  }),
  getFactureAvance: endpoint({
    method: 'GET',
    path: '/api/facture/{id}/avance',
    summary:
      "La demande de paiement URSSAF d'une facture (statut, avance, part de la famille), ou null sans demande.",
    tag: TAG,
    params: { id: 'encrypted' },
    response: avanceDemandeSchema.nullable(),
    envelope: 'data',
    access: backOfficeOr([ROLE.CLIENT], 'facture'),
  }),
};
