import { endpoints, type Client, type clientDetailSchema } from '@maisonnee/contract';
import { isCivilite, skillLabel } from '@maisonnee/domain';
import type { z } from 'zod';
import type { Mailer } from '../../adapters/mail/mailer.ts';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { assertOwns, isBackOffice, type AuthContext } from '../../lib/access.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { personColumnsOf } from '../../lib/person-columns.ts';
import type { BrouillonsService } from '../brouillons/brouillons.service.ts';
import type { DevisService } from '../devis/devis.service.ts';
import type { PlanningService } from '../planning/planning.service.ts';
import { addCockpitTache } from '../cockpit/cockpit.service.ts';
import { recordFormulaireVue } from '../tracking/tracking.service.ts';
import * as q from './clients.queries.ts';
import { toContactDto, toInterlocuteurDto } from './interlocuteurs.service.ts';

/*
 * Client records, the need flow (estimate, submit, extend a mission), the insurer's coverage,
 * the public request form, the need-form counters and the call-back request.
 */

type Body<K extends keyof typeof endpoints> = (typeof endpoints)[K] extends { body: infer B }
  ? B extends z.ZodType
    ? z.output<B>
    : never
  : never;
type ClientDetail = z.output<typeof clientDetailSchema>;

const STATUT_PROSPECT = 1;
const DAY_MS = 86_400_000;

export interface ClientsServiceDeps {
  db: Db;
  mailer: Mailer;
  config: AppConfig;
  now: () => Date;
  devis: DevisService;
  planning: PlanningService;
  brouillons: BrouillonsService;
}

const civiliteOf = (value: string | null) => (isCivilite(value) ? value : null);

export function createClientsService(deps: ClientsServiceDeps) {
  const { db, mailer, config, now, devis, brouillons, planning } = deps;

  async function requireClient(id: number) {
    const found = await q.findClientById(db, id);
    if (!found) throw notFound('Client introuvable.');
    return found;
  }

  function toClientDto(found: NonNullable<Awaited<ReturnType<typeof q.findClientById>>>): Client {
    const { client } = found;
    return {
      id: client.id,
      user_id: found.userId,
      civilite: civiliteOf(client.civilite),
      nom: client.nom,
      prenom: client.prenom,
      email: client.email,
      mobile: client.mobile,
      fixe: client.fixe,
      date_naissance: client.date_naissance ? String(client.date_naissance) : null,
      adresse: client.adresse,
      codep: client.codep,
      ville: client.ville,
      country: client.country,
      lat: client.lat,
      lng: client.lng,
      informations_acces: client.complement_adresse,
      statut_id: client.client_statut_id ?? STATUT_PROSPECT,
      statut: found.statut ?? 'Prospect',
      is_active: client.is_active,
      mutuelle_id: client.mutuelle_id,
      mutuelle:
        client.mutuelle_id && found.mutuelleNom
          ? { id: client.mutuelle_id, nom: found.mutuelleNom }
          : null,
      has_stripe_customer: Boolean(client.stripe_customer_id),
      created_at: client.created_at.toISOString(),
      updated_at: client.updated_at.toISOString(),
    };
  }

  const fullName = (c: { prenom: string | null; nom: string }) =>
    [c.prenom, c.nom].filter(Boolean).join(' ');

  return {
    /** GET client/{id}: the record with its missions, quotes, payment methods, contacts. */
    async getClient(auth: AuthContext, id: number): Promise<ClientDetail> {
      assertOwns(auth, endpoints.getClient.access, { clientId: id });
      const found = await requireClient(id);
      const backOffice = isBackOffice(auth);
      const [contacts, interlocuteurs, paymentMethods, missions, devisList, commentaires] =
        await Promise.all([
          q.findContacts(db, id),
          q.findInterlocuteurs(db, id),
          q.findPaymentMethods(db, id),
          planning.missionDtos({ clientId: id }),
          devis.listForClientRecord(id, { includeBrouillons: backOffice }),
          backOffice ? q.findCommentaires(db, id) : Promise.resolve([]),
        ]);
      return {
        ...toClientDto(found),
        contacts: contacts.map(toContactDto),
        interlocuteurs: interlocuteurs.map(toInterlocuteurDto),
        // Back-office comments go to back-office callers only.
        ...(backOffice
          ? {
              commentaires: commentaires.flatMap((c) =>
                c.auteur_id
                  ? [
                      {
                        id: c.id,
                        texte: c.texte,
                        auteur_id: c.auteur_id,
                        auteur_nom: c.auteur_nom ?? '',
                        created_at: c.created_at.toISOString(),
                      },
                    ]
                  : [],
              ),
            }
          : {}),
        missions,
        devis: devisList,
        payment_methods: paymentMethods.map((p) => ({
          id: p.id,
          client_id: p.client_id,
          type: p.type,
          brand: p.brand,
          last4: p.last4 && /^\d{4}$/.test(p.last4) ? p.last4 : '0000',
          exp_month: p.exp_month,
          exp_year: p.exp_year,
          is_default: p.is_default,
          created_at: p.created_at.toISOString(),
        })),
      };
    },

    /** Public request form: a prospect and a commercial cockpit task; sales is told by mail. */
    async createProspect(body: Body<'createClient'>) {
      const id = await db.transaction(async (tx) => {
        const clientId = await q.insertClient(tx, {
          civilite: body.civilite,
          nom: body.nom,
          prenom: body.prenom,
          email: body.email,
          mobile: body.mobile,
          codep: body.codep,
          ville: body.ville,
          adresse: body.adresse,
          client_statut_id: STATUT_PROSPECT,
          origine: 'Formulaire public',
        });
        await addCockpitTache(tx, {
          kind: 'commercial',
          type: 'demande_publique',
          title: 'Rappeler le prospect',
          client_id: clientId,
          note: [`Service : ${skillLabel(body.client_besoin_skill_id)}`, body.message]
            .filter(Boolean)
            .join('\n'),
          due_at: new Date(now().getTime() + DAY_MS),
        });
        return clientId;
      });
      await mailer.send({
        to: config.mail.sales,
        subject: `Nouvelle demande : ${body.prenom} ${body.nom} (${body.codep})`,
        text: `Une demande a été laissée sur le formulaire public.\n\n${body.civilite} ${body.prenom} ${body.nom}\n${body.mobile} · ${body.email}\n${body.codep} ${body.ville}\nService : ${skillLabel(body.client_besoin_skill_id)}\n${body.message ?? ''}`,
      });
      return { id };
    },

    /** Back-office create (no id) or update of a client record. */
    async saveClient(auth: AuthContext, body: Body<'saveClient'>): Promise<Client> {
      if (!(await q.clientStatutExists(db, body.statut_id))) {
        throw new AppError('VALIDATION_FAILED', 'Statut de client inconnu.', {
          fields: { statut_id: 'Statut inconnu.' },
        });
      }
      if (body.mutuelle_id && !(await q.mutuelleExists(db, body.mutuelle_id))) {
        throw new AppError('VALIDATION_FAILED', 'Mutuelle inconnue.', {
          fields: { mutuelle_id: 'Mutuelle inconnue.' },
        });
      }
      if (body.id) {
        assertOwns(auth, endpoints.saveClient.access, { clientId: body.id });
        await requireClient(body.id);
      }
      const values = {
        ...personColumnsOf(body),
        lat: body.lat,
        lng: body.lng,
        complement_adresse: body.informations_acces,
        client_statut_id: body.statut_id,
        mutuelle_id: body.mutuelle_id ?? null,
        is_active: body.is_active,
      };
      const id = await db.transaction(async (tx) => {
        const clientId = body.id ?? (await q.insertClient(tx, values));
        if (body.id) await q.updateClient(tx, body.id, values);
        if (body.commentaire) {
          await q.insertCommentaire(tx, {
            client_id: clientId,
            author_user_id: auth.userId,
            commentaire: body.commentaire,
          });
        }
        return clientId;
      });
      return toClientDto(await requireClient(id));
    },

    estimate: (auth: AuthContext, body: Body<'estimateClientDevis'>) => devis.estimate(auth, body),

    /** The client submits its need: the quote to sign is created and its draft deleted, together. */
    async saveBesoin(auth: AuthContext, body: Body<'saveBesoin'>) {
      assertOwns(auth, endpoints.saveBesoin.access, { clientId: body.client_id });
      const { brouillon_id: brouillonId, ...besoin } = body;
      return devis.createFromBesoin(auth, besoin, {
        within: brouillonId
          ? (tx) => brouillons.consumeWithin(tx, brouillonId, body.client_id)
          : undefined,
      });
    },

    /** A need added to a running mission: a complementary quote to sign. */
    async addBesoin(auth: AuthContext, body: Body<'addBesoin'>) {
      assertOwns(auth, endpoints.addBesoin.access, { clientId: body.client_id });
      const { mission_id: missionId, ...besoin } = body;
      return devis.createFromBesoin(auth, besoin, { missionId });
    },

    /** Opens the insurer's coverage as a mission (hours granted, file reference, dates). */
    async initClientMutuelle(body: Body<'initClientMutuelle'>) {
      const found = await requireClient(body.client_id);
      if (!(await q.mutuelleExists(db, body.mutuelle_id))) {
        throw new AppError('VALIDATION_FAILED', 'Mutuelle inconnue.', {
          fields: { mutuelle_id: 'Mutuelle inconnue.' },
        });
      }
      const missionId = await db.transaction(async (tx) => {
        const id = await planning.openMutuelleMission(tx, {
          reference: body.reference,
          client_id: body.client_id,
          mutuelle_id: body.mutuelle_id,
          client_besoin_skill_id: body.client_besoin_skill_id,
          date_debut: new Date(`${body.date_debut}T00:00:00Z`),
          date_fin: new Date(`${body.date_fin}T23:59:59Z`),
          nb_heures_total: body.nb_heures_total,
          description: `Prise en charge ${skillLabel(body.client_besoin_skill_id)} par la mutuelle.`,
        });
        if (!found.client.mutuelle_id) {
          await q.updateClient(tx, body.client_id, { mutuelle_id: body.mutuelle_id });
        }
        return id;
      });
      const [mission] = await planning.missionDtos({ ids: [missionId] });
      return mission!;
    },

    /** The need form was opened (commercial figures). */
    async formulaireVue(date: string) {
      await recordFormulaireVue(db, { kind: 'vue', date, clientId: null });
      return { logged: true as const };
    },

    /** A need was added from the form (commercial figures). */
    async formulaireAjout(auth: AuthContext, body: Body<'formulaireAjout'>) {
      assertOwns(auth, endpoints.formulaireAjout.access, { clientId: body.client_id });
      await recordFormulaireVue(db, { kind: 'ajout', date: body.date, clientId: body.client_id });
      return { logged: true as const };
    },

    /** The client asks to be called back: a mail to sales and a commercial cockpit task. */
    async askRecall(auth: AuthContext, body: Body<'clientAskRecall'>) {
      assertOwns(auth, endpoints.clientAskRecall.access, { clientId: body.client_id });
      const { client } = await requireClient(body.client_id);
      const telephone = body.telephone ?? client.mobile ?? client.fixe;
      if (!telephone) {
        throw new AppError(
          'VALIDATION_FAILED',
          'Indiquez un numéro de téléphone où vous rappeler.',
          { fields: { telephone: 'Numéro de téléphone attendu.' } },
        );
      }
      const name = fullName(client);
      await addCockpitTache(db, {
        kind: 'commercial',
        type: 'rappel',
        title: 'Rappeler le client',
        client_id: client.id,
        note: [
          `Téléphone : ${telephone}`,
          body.disponibilite && `Disponibilité : ${body.disponibilite}`,
          body.motif,
        ]
          .filter(Boolean)
          .join('\n'),
        due_at: new Date(now().getTime() + DAY_MS),
        created_by_user_id: auth.userId,
      });
      await mailer.send({
        to: config.mail.sales,
        subject: `Demande de rappel : ${name}`,
        text: `${name} (client n° ${client.id}) demande à être rappelé(e).\nTéléphone : ${telephone}\nDisponibilité : ${body.disponibilite ?? 'non précisée'}\nMotif : ${body.motif ?? 'non précisé'}`,
      });
      return { message: 'Votre demande a bien été transmise : un conseiller vous rappellera.' };
    },
  };
}

export type ClientsService = ReturnType<typeof createClientsService>;
