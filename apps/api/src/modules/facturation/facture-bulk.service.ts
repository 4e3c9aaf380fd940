import { EMISSION_MOIS_LOT, endpoints } from '@maisonnee/contract';
import { checkFactureHasAmount } from '@maisonnee/domain';
import type { z } from 'zod';
import type { AuthContext } from '../../lib/access.ts';
import { AppError, assertAllowed } from '../../lib/app-error.ts';
import { assertCaller } from '../../lib/caller.ts';
import type { ModuleDeps } from '../module-deps.ts';
import * as bulk from './facture-bulk.queries.ts';
import { createFactureIssueService } from './facture-issue.service.ts';
import {
  createFactureSendService,
  recipientsOf,
  withoutRecipient,
} from './facture-send.service.ts';
import * as q from './factures.queries.ts';

/*
 * Issuing and sending a month's drafts at once (issue 27, docs/facturation.md §4 bis): each draft
 * goes through the very operations of « Générer la facture » (`genererFactures`: lock, rules,
 * number, PDF, its own transaction) and of « Envoyer » (`sendFacture`), one after the other, so a
 * refusal stops only its own draft. Two operators at once: the issuing locks the row and checks it
 * is still a draft, so each draft is issued (and mailed) once; the other call reports it refused
 * (FACTURE_ALREADY_ISSUED). Batches of EMISSION_MOIS_LOT: the screen calls again with `apres_id`.
 */

type Emission = z.infer<typeof endpoints.emettreFacturesMois.response>;
type Resultat = Emission['resultats'][number];

const monthFormat = new Intl.DateTimeFormat('fr-FR', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const moisLabel = (periode: string) => {
  const [y, m] = periode.split('-').map(Number) as [number, number];
  return monthFormat.format(new Date(Date.UTC(y, m - 1, 1)));
};

/** The code and French reason of a failure; an unexpected error is logged, never shown raw. */
function reasonOf(deps: ModuleDeps, error: unknown, what: string, factureId: number) {
  if (error instanceof AppError) return { code: error.code as string, motif: error.message };
  deps.log.error({ err: error, factureId }, `émission du mois : ${what} en échec`);
  return {
    code: 'INTERNAL_ERROR',
    motif:
      what === 'envoi'
        ? "L'envoi du courriel a échoué : renvoyez la facture depuis sa fiche."
        : "L'émission a échoué sur une erreur inattendue : réessayez.",
  };
}

export function createFactureBulkService(deps: ModuleDeps) {
  const { db } = deps;
  const issue = createFactureIssueService(deps);
  const send = createFactureSendService(deps);

  /** The checks of the bulk before issuing: something to invoice, someone to mail it to. */
  async function checkBeforeIssue(row: q.FactureRow, nbLignes: number) {
    assertAllowed(checkFactureHasAmount({ montant_ttc: row.montant_ttc, nb_lignes: nbLignes }));
    if ((await recipientsOf(db, row, null)).length === 0) throw withoutRecipient();
  }

  /** One draft: checked, issued (its own transaction), then mailed. */
  async function handle(
    auth: AuthContext,
    row: q.FactureRow,
    nbLignes: number,
    clientNom: string,
  ): Promise<Resultat> {
    const base = { facture_id: row.id, client_nom: clientNom, montant_ttc: row.montant_ttc };
    let numero: string | null;
    try {
      await checkBeforeIssue(row, nbLignes);
      const issued = await issue.genererFactures(auth, {
        facture: row.id,
        organisme: row.mutuelle_id ?? null,
      });
      numero = issued.numero;
    } catch (error) {
      return {
        ...base,
        resultat: 'refusee',
        numero: null,
        ...reasonOf(deps, error, 'émission', row.id),
      };
    }
    try {
      await send.sendFacture(auth, { id: row.id });
      return { ...base, resultat: 'emise_envoyee', numero, code: null, motif: null };
    } catch (error) {
      return {
        ...base,
        resultat: 'emise_non_envoyee',
        numero,
        ...reasonOf(deps, error, 'envoi', row.id),
      };
    }
  }

  return {
    async apercuEmissionMois(auth: AuthContext, query: { periode: string }) {
      assertCaller(auth, endpoints.apercuEmissionMois.access);
      const { nb, total } = await bulk.draftsTotal(db, query.periode);
      return { periode: query.periode, nb_brouillons: nb, montant_ttc: total };
    },

    async emettreFacturesMois(
      auth: AuthContext,
      body: { periode: string; apres_id?: number | undefined },
    ): Promise<Emission> {
      assertCaller(auth, endpoints.emettreFacturesMois.access);
      const rows = await bulk.nextDrafts(db, body.periode, body.apres_id ?? 0, EMISSION_MOIS_LOT);
      const ids = rows.map((r) => r.id);
      const [lignes, noms] = await Promise.all([
        bulk.lineCounts(db, ids),
        q.clientNames(
          db,
          rows.map((r) => r.client_id),
        ),
      ]);
      // One after the other: each draft takes the next number of the series.
      const resultats: Resultat[] = [];
      for (const row of rows)
        resultats.push(
          await handle(auth, row, lignes.get(row.id) ?? 0, noms.get(row.client_id) ?? ''),
        );
      const dernier = rows.at(-1)?.id ?? null;
      const restantes = dernier === null ? 0 : await bulk.draftsAfter(db, body.periode, dernier);
      const countOf = (r: Resultat['resultat']) => resultats.filter((x) => x.resultat === r).length;
      const emises = countOf('emise_envoyee');
      const nonEnvoyees = countOf('emise_non_envoyee');
      const refusees = countOf('refusee');
      const mois = moisLabel(body.periode);
      const message =
        rows.length === 0
          ? `Aucun brouillon à émettre pour ${mois}.`
          : `${mois} : ${emises} émise(s) et envoyée(s), ${nonEnvoyees} émise(s) sans envoi, ` +
            `${refusees} refusée(s)${restantes > 0 ? `, ${restantes} restant(s) à traiter` : ''}.`;
      return {
        periode: body.periode,
        message,
        traitees: rows.length,
        emises_envoyees: emises,
        emises_non_envoyees: nonEnvoyees,
        refusees,
        restantes,
        dernier_id: dernier,
        resultats,
      };
    },
  };
}
