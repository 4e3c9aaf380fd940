import {
  cockpitTacheCle,
  formatInstantDate,
  formatPlannedDate,
  formatPlannedPeriod,
  type AgencyRules,
  type CockpitTacheType,
} from '@maisonnee/domain';
import type { Db } from '../../db/client.ts';
import type { CockpitKind } from '../../db/schema/cockpit.ts';
import { diffDerived } from './cockpit-derive-diff.ts';
import * as q from './cockpit.queries.ts';

/*
 * The commercial cockpit's tasks derived from the state of the data (docs/cockpit.md): each read
 * of the cockpit computes which subjects need the team, writes one task per subject (its unique
 * `cle`), and closes by itself the derived tasks whose condition is gone.
 */

const DAY_MS = 86_400_000;
/** Interventions listed on one task at most (the screen shows the first ones). */
const MAX_INTERVENTIONS_PER_TACHE = 50;

/** A task computed from the data: always about one subject (its `cle`). */
export type DerivedTache = q.NewCockpitTache & { cle: string; type: CockpitTacheType };
type Derived = DerivedTache;

const plural = (n: number, word: string) => `${n} ${word}${n > 1 ? 's' : ''}`;
const fullName = (p: { prenom: string | null; nom: string | null }) =>
  [p.prenom, p.nom].filter(Boolean).join(' ');

/** Quotes to finish, new needs, and quotes unsigned `relance_devis_jours` days after sending. */
async function devisTaches(db: Db, at: Date, rules: AgencyRules): Promise<Derived[]> {
  const relanceMs = rules.relance_devis_jours * DAY_MS;
  const relanceAvant = at.getTime() - relanceMs;
  const taches: Derived[] = [];
  for (const d of await q.selectPendingDevis(db)) {
    const subject = { kind: 'devis' as const, id: d.id };
    const base = { kind: 'commercial' as const, client_id: d.client_id, devis_id: d.id };
    if (d.statut === 'brouillon') {
      taches.push({
        ...base,
        type: 'devis_a_construire',
        cle: cockpitTacheCle('devis_a_construire', subject),
        title: `Terminer et envoyer le devis ${d.reference}`,
        note: `Devis commencé le ${formatInstantDate(d.created_at)}, pas encore envoyé au client.`,
        due_at: null,
      });
      continue;
    }
    if (d.expires_at && d.expires_at <= at) continue;
    const sent = d.sent_at ?? d.created_at;
    if (sent.getTime() <= relanceAvant) {
      const days = Math.floor((at.getTime() - sent.getTime()) / DAY_MS);
      taches.push({
        ...base,
        type: 'devis_non_signe',
        cle: cockpitTacheCle('devis_non_signe', subject),
        title: `Relancer le devis ${d.reference}`,
        note: `Envoyé le ${formatInstantDate(sent)}, non signé depuis ${plural(days, 'jour')}.`,
        due_at: new Date(sent.getTime() + relanceMs),
      });
    } else if (d.is_besoin) {
      taches.push({
        ...base,
        type: 'nouveau_besoin',
        cle: cockpitTacheCle('nouveau_besoin', subject),
        title: `Nouveau besoin : devis ${d.reference}`,
        note: `Besoin déclaré par le client le ${formatInstantDate(sent)} ; le devis attend sa signature.`,
        due_at: new Date(sent.getTime() + DAY_MS),
      });
    }
  }
  return taches;
}

async function creneauxTaches(db: Db, at: Date): Promise<Derived[]> {
  const [waiting, horaires] = await Promise.all([
    q.selectUnassignedInterventions(db, at),
    q.selectUnassignedHoraires(db),
  ]);
  const byMission = new Map<
    number,
    {
      reference: string | null;
      client_id: number;
      ids: number[];
      first: Date | null;
      horaires: number;
    }
  >();
  const entry = (m: { mission_id: number; reference: string | null; client_id: number }) => {
    let e = byMission.get(m.mission_id);
    if (!e) {
      e = { reference: m.reference, client_id: m.client_id, ids: [], first: null, horaires: 0 };
      byMission.set(m.mission_id, e);
    }
    return e;
  };
  for (const i of waiting) {
    const e = entry(i);
    e.ids.push(i.id);
    if (!e.first) e.first = i.date_debut;
  }
  for (const h of horaires) entry(h).horaires = h.n;
  return [...byMission].map(([missionId, e]) => {
    const parts = [
      e.ids.length ? plural(e.ids.length, 'intervention') + ' à venir sans agent' : null,
      e.horaires ? plural(e.horaires, 'créneau') + ' hebdomadaire(s) sans agent' : null,
    ].filter(Boolean);
    return {
      kind: 'commercial' as const,
      type: 'creneaux_sans_agent' as const,
      cle: cockpitTacheCle('creneaux_sans_agent', { kind: 'mission', id: missionId }),
      client_id: e.client_id,
      mission_id: missionId,
      title: `Trouver un agent : mission ${e.reference ?? `n° ${missionId}`}`,
      note: `${parts.join(', ')}.`,
      due_at: e.first,
      details: {
        intervention_ids: e.ids.slice(0, MAX_INTERVENTIONS_PER_TACHE),
        nb_horaires_sans_agent: e.horaires,
      },
    };
  });
}

async function absenceTaches(db: Db, at: Date): Promise<Derived[]> {
  const [absences, conges] = await Promise.all([
    q.selectAbsencesUncovered(db, at),
    q.selectCongesUncovered(db, at),
  ]);
  const grouped = new Map<string, Derived & { details: { intervention_ids: number[] } }>();
  /** The declaration's task (made once, worded by `word`) lists the intervention it uncovers. */
  const add = (
    subject: { kind: 'absence' | 'conge'; id: number },
    row: { candidat_id: number; intervention_id: number; intervention_debut: Date },
    word: () => { title: string; note: string; debut: string; fin: string | null },
  ) => {
    const cle = cockpitTacheCle('absence_non_couverte', subject);
    let tache = grouped.get(cle);
    if (!tache) {
      const { title, note, debut, fin } = word();
      tache = {
        kind: 'commercial',
        type: 'absence_non_couverte',
        cle,
        candidat_id: row.candidat_id,
        title,
        note,
        due_at: row.intervention_debut,
        details: { intervention_ids: [], debut, fin },
      };
      grouped.set(cle, tache);
    }
    const ids = tache.details.intervention_ids;
    if (ids.length < MAX_INTERVENTIONS_PER_TACHE && !ids.includes(row.intervention_id))
      ids.push(row.intervention_id);
  };
  for (const a of absences) {
    add({ kind: 'absence', id: a.absence_id }, a, () => ({
      title: `Remplacer ${fullName({ prenom: a.agent_prenom, nom: a.agent_nom })} (absence)`,
      // An absence is stored as wall-clock times (like planned times): read as written.
      note: `Absent ${formatPlannedPeriod(a.debut, a.fin)}.`,
      debut: a.debut.toISOString(),
      fin: a.fin?.toISOString() ?? null,
    }));
  }
  for (const c of conges) {
    add({ kind: 'conge', id: c.conge_id }, c, () => ({
      title: `Remplacer ${fullName({ prenom: c.agent_prenom, nom: c.agent_nom })} (congé${c.statut === 'en_attente' ? ' demandé' : ''})`,
      note: `En congé du ${formatPlannedDate(c.debut)} au ${formatPlannedDate(c.fin)}.`,
      debut: c.debut,
      fin: c.fin,
    }));
  }
  for (const tache of grouped.values()) {
    const n = tache.details.intervention_ids.length;
    tache.note = `${tache.note} ${plural(n, 'intervention')} à confier à un autre agent.`;
  }
  return [...grouped.values()];
}

/**
 * A family of derived tasks: the types it may write, and how it computes them from the data and
 * the agency's rules (its reminder delays, read by the caller at the time of the read).
 */
export interface CockpitDeriver {
  types: readonly CockpitTacheType[];
  derive: (db: Db, at: Date, rules: AgencyRules) => Promise<DerivedTache[]>;
}

const DERIVERS: Record<'devis' | 'creneaux' | 'absences', CockpitDeriver> = {
  devis: {
    types: ['nouveau_besoin', 'devis_a_construire', 'devis_non_signe'],
    derive: devisTaches,
  },
  creneaux: { types: ['creneaux_sans_agent'], derive: creneauxTaches },
  absences: { types: ['absence_non_couverte'], derive: absenceTaches },
};

/**
 * Brings one cockpit's derived tasks up to date with the data: one task per subject whose
 * condition holds (written or refreshed), and those of the same types whose condition is gone
 * closed by the cockpit itself.
 */
export async function syncDerivedTaches(
  db: Db,
  kind: CockpitKind,
  derivers: readonly CockpitDeriver[],
  at: Date,
  rules: AgencyRules,
): Promise<void> {
  for (const { types, derive } of derivers) {
    const [taches, stored] = await Promise.all([
      derive(db, at, rules),
      q.selectDerivedTaches(db, kind, types),
    ]);
    // Only what changed reaches the database (cockpit-derive-diff.ts).
    const { toWrite, toClose } = diffDerived(stored, taches, types);
    await q.upsertDerivedTaches(db, toWrite);
    await q.closeTachesAuto(db, toClose, at);
  }
}

/**
 * Brings the commercial cockpit's derived tasks up to date with the data: one task per subject
 * whose condition holds (written or refreshed), those whose condition is gone closed, the
 * "place the address" tasks of addresses located since closed, and the client's planning
 * requests whose missions are staffed since closed.
 */
export async function syncCommercialTaches(db: Db, at: Date, rules: AgencyRules): Promise<void> {
  await syncDerivedTaches(db, 'commercial', Object.values(DERIVERS), at, rules);
  await q.closeLocatedAddressTaches(db, at);
  await q.closeStaffedPlanningTaches(db, at);
}
