import {
  BACK_OFFICE_ROLES,
  CANDIDAT_STATUT,
  cockpitTacheCle,
  CONTRAT_RELANCE_JOURS,
  formatInstantDate,
  formatInstantParis,
  RECRUTEMENT_PIPELINE,
} from '@maisonnee/domain';
import type { Db } from '../../db/client.ts';
import { syncDerivedTaches, type CockpitDeriver, type DerivedTache } from './cockpit-derive.ts';
import * as q from './cockpit.queries.ts';

/*
 * The recruitment cockpit's tasks derived from the state of the data (docs/cockpit.md, "The
 * recruitment cockpit"): new applications, documents a candidate sent that nobody checked yet,
 * interviews, contracts waiting for the candidate's signature too long or for the agency's
 * countersignature. One task per candidate (or contract), closed by itself once its condition
 * is gone.
 */

const DAY_MS = 86_400_000;

const plural = (n: number, word: string) => `${n} ${word}${n > 1 ? 's' : ''}`;
const fullName = (p: { prenom: string | null; nom: string | null }) =>
  [p.prenom, p.nom].filter(Boolean).join(' ');

const candidat = (id: number) => ({ kind: 'candidat' as const, id });

/** Complete applications still at "Candidature reçue": someone should call the candidate. */
async function candidatureTaches(db: Db): Promise<DerivedTache[]> {
  const rows = await q.selectCandidaturesCompletes(db, CANDIDAT_STATUT.CANDIDATURE_RECUE);
  return rows.flatMap((c) =>
    c.completed_at
      ? [
          {
            kind: 'recrutement' as const,
            type: 'candidature_recue' as const,
            cle: cockpitTacheCle('candidature_recue', candidat(c.candidat_id)),
            candidat_id: c.candidat_id,
            title: `Nouvelle candidature : ${fullName(c)}`,
            note: `Candidature complétée le ${formatInstantDate(c.completed_at)} : prendre contact avec le candidat.`,
            due_at: new Date(c.completed_at.getTime() + DAY_MS),
          },
        ]
      : [],
  );
}

/** Documents a candidate (not yet an agent) uploaded since the recruiter last checked them. */
async function documentsTaches(db: Db): Promise<DerivedTache[]> {
  const rows = await q.selectDocumentsNonVerifies(db, RECRUTEMENT_PIPELINE, BACK_OFFICE_ROLES);
  return rows.map((c) => ({
    kind: 'recrutement' as const,
    type: 'documents_a_verifier' as const,
    cle: cockpitTacheCle('documents_a_verifier', candidat(c.candidat_id)),
    candidat_id: c.candidat_id,
    title: `Vérifier les documents de ${fullName(c)}`,
    note:
      c.n > 1
        ? `${plural(c.n, 'document')} envoyés par le candidat du ${formatInstantDate(c.first_at)} au ${formatInstantDate(c.last_at)}, pas encore vérifiés.`
        : `1 document envoyé par le candidat le ${formatInstantDate(c.first_at)}, pas encore vérifié.`,
    due_at: new Date(c.first_at.getTime() + DAY_MS),
  }));
}

/** Candidates whose interview is planned: the task is due at the interview. */
async function entretienTaches(db: Db): Promise<DerivedTache[]> {
  const rows = await q.selectEntretiens(db, CANDIDAT_STATUT.ENTRETIEN);
  return rows.flatMap((c) =>
    c.entretien_at
      ? [
          {
            kind: 'recrutement' as const,
            type: 'entretien' as const,
            cle: cockpitTacheCle('entretien', candidat(c.candidat_id)),
            candidat_id: c.candidat_id,
            title: `Entretien avec ${fullName(c)}`,
            note: `Entretien prévu le ${formatInstantParis(c.entretien_at)}.`,
            due_at: c.entretien_at,
          },
        ]
      : [],
  );
}

/**
 * Work contracts sent CONTRAT_RELANCE_JOURS days ago or more and still not signed by the
 * candidate (follow them up), and those signed by the candidate that the agency must countersign.
 */
async function contratTaches(db: Db, at: Date): Promise<DerivedTache[]> {
  const relanceAvant = at.getTime() - CONTRAT_RELANCE_JOURS * DAY_MS;
  const taches: DerivedTache[] = [];
  for (const c of await q.selectContratsEnCours(db)) {
    const subject = { kind: 'contrat' as const, id: c.contrat_id };
    const base = { kind: 'recrutement' as const, candidat_id: c.candidat_id };
    if (c.statut === 'signe_agent') {
      taches.push({
        ...base,
        type: 'contrat_a_contresigner',
        cle: cockpitTacheCle('contrat_a_contresigner', subject),
        title: `Contresigner le contrat de ${fullName(c)}`,
        note: `Contrat ${c.type_contrat} signé par le candidat le ${formatInstantDate(c.signed_at ?? c.sent_at)} : il attend la signature de l’agence.`,
        due_at: c.signed_at ?? c.sent_at,
      });
    } else if (c.sent_at.getTime() <= relanceAvant) {
      const days = Math.floor((at.getTime() - c.sent_at.getTime()) / DAY_MS);
      taches.push({
        ...base,
        type: 'contrat_non_signe',
        cle: cockpitTacheCle('contrat_non_signe', subject),
        title: `Relancer ${fullName(c)} : contrat non signé`,
        note: `Contrat ${c.type_contrat} envoyé le ${formatInstantDate(c.sent_at)}, non signé depuis ${plural(days, 'jour')}.`,
        due_at: new Date(c.sent_at.getTime() + CONTRAT_RELANCE_JOURS * DAY_MS),
      });
    }
  }
  return taches;
}

const DERIVERS: readonly CockpitDeriver[] = [
  { types: ['candidature_recue'], derive: candidatureTaches },
  { types: ['documents_a_verifier'], derive: documentsTaches },
  { types: ['entretien'], derive: entretienTaches },
  { types: ['contrat_non_signe', 'contrat_a_contresigner'], derive: contratTaches },
];

/**
 * Brings the recruitment cockpit's derived tasks up to date with the data (every list and counts
 * call): opened or refreshed while their condition holds, closed by themselves once it is gone.
 */
export function syncRecrutementTaches(db: Db, at: Date): Promise<void> {
  return syncDerivedTaches(db, 'recrutement', DERIVERS, at);
}
