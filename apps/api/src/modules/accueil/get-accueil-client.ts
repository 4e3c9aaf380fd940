import { endpoints, type AccueilClient, type ProchaineVisite } from '@maisonnee/contract';
import {
  agencyWallClock,
  hourlyPriceTTC,
  invoiceTotals,
  isSkillId,
  priceGridOn,
  priceTimedLine,
  ROLE,
  skillLabel,
  splitMutuelleMinutes,
  taxCredit,
  toIsoDateString,
  type DatedPriceGrid,
  type PricedLine,
} from '@maisonnee/domain';
import type { AuthContext } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import { assertCaller } from '../../lib/caller.ts';
import { readPriceGrids } from '../agence/agency-settings.ts';
import { clientFacturesToPay } from '../facturation/factures-reste.ts';
import { createMessagingService } from '../messaging/messaging.service.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { billingInterventionsByIds } from '../planning/billing.service.ts';
import * as q from './accueil.queries.ts';

/*
 * `getAccueilClient` (issue 25, point 2; docs/accueil.md): the family's home in one call. Six
 * reads bounded by the client and an index (the next visit, its agent's photo and rating, quotes,
 * the timesheet, invoices, the month's visits), the unread count of messaging's service, and the
 * minutes of the month's visits from planning's billing facts: no read per row.
 */

/** Interventions without a mission are priced as invoicing prices them: skill 1, recurring. */
const DEFAULT_SKILL_ID = 1;

/** 'YYYY-MM' of the agency's wall clock, and the month's bounds as planned times are stored. */
export function parisMonth(now: Date): { periode: string; from: Date; to: Date } {
  const wall = agencyWallClock(now);
  const year = wall.getUTCFullYear();
  const month = wall.getUTCMonth();
  return {
    periode: wall.toISOString().slice(0, 7),
    from: new Date(Date.UTC(year, month, 1)),
    to: new Date(Date.UTC(year, month + 1, 1)),
  };
}

/** Where the visit stands for the family. */
export function etatOf(row: q.NextVisitRow): ProchaineVisite['etat'] {
  if (row.candidat_id === null) return 'sans_agent';
  if (row.pointage_debut_at !== null && row.pointage_fin_at === null) return 'arrive';
  if (row.en_route_at !== null) return 'en_route';
  return 'planifiee';
}

export function createGetAccueilClient(deps: ModuleDeps) {
  const { db, now } = deps;
  const messaging = createMessagingService({
    db,
    storage: deps.storage,
    idSecret: deps.config.idSecret,
  });

  async function prochaineVisite(clientId: number, at: Date): Promise<ProchaineVisite | null> {
    const row = await q.nextVisit(db, clientId, agencyWallClock(at));
    if (!row) return null;
    const agent =
      row.candidat_id === null ? null : await q.agentPhotoAndRating(db, row.candidat_id);
    const skillId = row.skill_id !== null && isSkillId(row.skill_id) ? row.skill_id : 1;
    const etat = etatOf(row);
    return {
      id: row.id,
      mission_id: row.mission_id,
      date_debut: row.date_debut.toISOString(),
      date_fin: row.date_fin.toISOString(),
      service: { id: skillId, libelle: skillLabel(skillId) },
      agent:
        row.candidat_id === null || !agent
          ? null
          : {
              candidat_id: row.candidat_id,
              prenom: row.agent_prenom ?? '',
              nom_initiale: row.agent_nom ? `${row.agent_nom.charAt(0).toUpperCase()}.` : '',
              profile_photo_path: agent.photo,
              note_moyenne: agent.note === null ? null : Math.round(agent.note * 10) / 10,
              nb_avis: agent.nb,
            },
      etat,
      arrivee_estimee_at:
        etat === 'en_route' && row.en_route_arrivee_estimee_at
          ? row.en_route_arrivee_estimee_at.toISOString()
          : null,
    };
  }

  /**
   * The month's minutes, done and planned, and what the family pays for them: each visit priced
   * as an invoice line (the quote's rates, else the grid in force that day; weekend and public
   * holidays at the weekend rate), the hours a mutuelle still grants left out, then the tax credit.
   */
  async function mois(clientId: number, at: Date): Promise<AccueilClient['mois']> {
    const month = parisMonth(at);
    const rows = await q.visitsOfMonth(db, clientId, month);
    const facts = await billingInterventionsByIds(
      db,
      rows.map((row) => row.id),
    );
    let minutesTotal = 0;
    let minutesFaites = 0;
    const lines: (q.MonthVisitRow & { date: string; minutes: number })[] = [];
    const doneOfMission = new Map<number, number>();
    for (const row of rows) {
      const fact = facts.get(row.id);
      if (!fact) continue;
      const done = row.statut === 'terminee';
      const minutes = done
        ? (row.releve_retenues ??
          row.releve_realisees ??
          (fact.pointageDebutAt && fact.pointageFinAt
            ? fact.minutesRealisees
            : fact.minutesPrevues))
        : fact.minutesPrevues;
      minutesTotal += minutes;
      if (done) {
        minutesFaites += minutes;
        if (row.mission_id !== null)
          doneOfMission.set(row.mission_id, (doneOfMission.get(row.mission_id) ?? 0) + minutes);
      }
      lines.push({ ...row, date: toIsoDateString(fact.dateDebut), minutes });
    }

    // The mutuelle pays the hours it still grants, in date order (the month's done hours are
    // already counted as used by the mission, so they are given back to the grant first).
    const familyLines: typeof lines = [];
    const byMission = new Map<number, typeof lines>();
    for (const line of lines) {
      if (line.mission_id === null || line.mutuelle_id === null || line.nb_heures_total === null) {
        familyLines.push(line);
        continue;
      }
      const list = byMission.get(line.mission_id) ?? [];
      list.push(line);
      byMission.set(line.mission_id, list);
    }
    for (const [missionId, list] of byMission) {
      const first = list[0]!;
      const left = Math.round(
        ((first.nb_heures_total ?? 0) - (first.nb_heures_consommees ?? 0)) * 60,
      );
      const granted = Math.max(0, left) + (doneOfMission.get(missionId) ?? 0);
      familyLines.push(...splitMutuelleMinutes(list, granted).client);
    }

    let grids: DatedPriceGrid[] | undefined;
    const priced: PricedLine[] = [];
    for (const line of familyLines) {
      if (line.minutes <= 0) continue;
      const skillId =
        line.skill_id !== null && isSkillId(line.skill_id) ? line.skill_id : DEFAULT_SKILL_ID;
      let rates: { semaine: number; weekend: number };
      if (line.prix_semaine !== null) {
        const semaine = Number(line.prix_semaine);
        rates = {
          semaine,
          weekend: line.prix_weekend === null ? semaine : Number(line.prix_weekend),
        };
      } else {
        grids ??= await readPriceGrids(db);
        const grid = priceGridOn(grids, line.date);
        const recurring = line.is_ponctuel === null ? true : !line.is_ponctuel;
        rates = {
          semaine: hourlyPriceTTC({ skillId, recurring, weekend: false }, grid),
          weekend: hourlyPriceTTC({ skillId, recurring, weekend: true }, grid),
        };
      }
      priced.push(priceTimedLine({ date: line.date, minutes: line.minutes, skillId, rates }));
    }
    const cout = invoiceTotals(priced).montant_ttc;
    const credit = taxCredit(cout, 'client');
    return {
      periode: month.periode,
      minutes_total: minutesTotal,
      minutes_faites: minutesFaites,
      cout_ttc: cout,
      credit_impot_ttc: credit.credit_impot_ttc,
      cout_apres_credit_ttc: credit.reste_a_charge_ttc,
    };
  }

  return async function getAccueilClient(auth: AuthContext): Promise<AccueilClient> {
    const access = endpoints.getAccueilClient.access;
    assertCaller(auth, access);
    const clientId = auth.clientId;
    if (clientId === null)
      throw new AppError('FORBIDDEN', "Ce compte n'a pas d'espace famille ouvert.");
    assertCaller(auth, access, { clientId });
    const at = now();
    const [visite, devisASigner, releve, facturesAPayer, unread, month] = await Promise.all([
      prochaineVisite(clientId, at),
      q.devisToSign(db, clientId, at),
      q.releveToConfirm(db, clientId, at),
      clientFacturesToPay(db, clientId),
      // The family's conversations only (a person who is also an agent has their own badge there).
      messaging.unread({ ...auth, roles: [ROLE.CLIENT], candidatId: null }),
      mois(clientId, at),
    ]);
    return {
      prochaine_visite: visite,
      a_faire: {
        devis_a_signer: devisASigner,
        releve_a_confirmer: releve
          ? {
              periode: releve.periode,
              nb_a_confirmer: releve.nb,
              date_limite: releve.date_limite.toISOString(),
            }
          : null,
        factures_a_payer: {
          nombre: facturesAPayer.nombre,
          total_ttc: facturesAPayer.reste_centimes / 100,
          premiere_id: facturesAPayer.premiere_id,
        },
        messages_non_lus: unread.messages,
      },
      mois: month,
    };
  };
}
