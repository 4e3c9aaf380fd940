import {
  BACK_OFFICE_ROLES,
  CANDIDAT_STATUT,
  cockpitTacheCle,
  formatInstantDate,
  formatInstantParis,
  RECRUTEMENT_PIPELINE,
  type AgencyRules,
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

/**
 * One task per active candidate at `statut` whose `dated` column is set, worded from that date:
 * the complete application and the planned interview are derived the same way.
 */
async function datedCandidatTaches(
  db: Db,
  type: 'candidature_recue' | 'entretien',
  statut: number,
  dated: Parameters<typeof q.selectDatedCandidats>[2],
  word: (name: string, at: Date) => { title: string; note: string; due_at: Date },
): Promise<DerivedTache[]> {
  const rows = await q.selectDatedCandidats(db, statut, dated);
  return rows.flatMap((c) =>
    c.at
      ? [
          {
            kind: 'recrutement' as const,
            type,
            cle: cockpitTacheCle(type, candidat(c.candidat_id)),
            candidat_id: c.candidat_id,
            ...word(fullName(c), c.at),
          },
        ]
      : [],
  );
}

/** Complete applications still at "Candidature reçue": someone should call the candidate. */
const candidatureTaches = (db: Db) =>
  datedCandidatTaches(
    db,
    'candidature_recue',
    CANDIDAT_STATUT.CANDIDATURE_RECUE,
    'candidature_completed_at',
    (name, at) => ({
      title: `Nouvelle candidature : ${name}`,
      note: `Candidature complétée le ${formatInstantDate(at)} : prendre contact avec le candidat.`,
      due_at: new Date(at.getTime() + DAY_MS),
    }),
  );

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
const entretienTaches = (db: Db) =>
  datedCandidatTaches(db, 'entretien', CANDIDAT_STATUT.ENTRETIEN, 'entretien_at', (name, at) => ({
    title: `Entretien avec ${name}`,
    note: `Entretien prévu le ${formatInstantParis(at)}.`,
    due_at: at,
  }));

/**
 * Work contracts sent the agency's `relance_contrat_jours` days ago or more and still not signed
 * by the candidate (follow them up), and those signed by the candidate that the agency must
 * countersign.
 */
async function contratTaches(db: Db, at: Date, rules: AgencyRules): Promise<DerivedTache[]> {
  const relanceMs = rules.relance_contrat_jours * DAY_MS;
  const relanceAvant = at.getTime() - relanceMs;
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
        due_at: new Date(c.sent_at.getTime() + relanceMs),
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
export function syncRecrutementTaches(db: Db, at: Date, rules: AgencyRules): Promise<void> {
  return syncDerivedTaches(db, 'recrutement', DERIVERS, at, rules);
}
