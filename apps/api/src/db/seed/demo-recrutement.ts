import {
  CANDIDAT_STATUT,
  CANDIDAT_STATUT_LABELS,
  DOCUMENT_TYPE,
  DOCUMENT_TYPE_BUCKETS,
  formatInstantParis,
  NOTIF_TYPE,
  type CandidatStatutId,
} from '@maisonnee/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/password.ts';
import { frDate } from '../../lib/pdf-writer.ts';
import type { Tx } from '../client.ts';
import { readAgencySettings } from '../../modules/agence/agency-settings.ts';
import type { ModuleDeps } from '../../modules/module-deps.ts';
import {
  annonces,
  candidat_competences,
  candidat_evenements,
  candidat_infos_supp,
  candidats,
  commentaires,
  contrats_travail,
  documents,
  notifications,
  users,
} from '../schema/index.ts';
import {
  DEMO_AGENT_EMAIL,
  DEMO_CLIENT_EMAIL,
  DEMO_OPERATEUR_EMAIL,
  DEMO_PASSWORD,
} from './demo-accounts.ts';
import { DEMO_RECRUTEMENT_ANNONCES } from './demo-recrutement/annonces.ts';
import {
  DEMO_PIECES,
  DEMO_RECRUTEMENT_CANDIDATS,
  type DemoCandidat,
  type DemoContrat,
} from './demo-recrutement/candidats.ts';
import { ensureDemoThreads } from './demo-recrutement/conversations.ts';
import {
  CONTRAT_BUCKET,
  contratBytes,
  contratDates,
  contratFilename,
  contratVersions,
  DEMO_SIGNER_IP,
  pieceBytes,
  pieceFilename,
  type ContratVersion,
} from './demo-recrutement/files.ts';

/*
 * The demo agency's recruitment (issue 24, docs/recrutement.md "Démo"): candidates at every stage
 * of the pipeline with their history, more job posts, the recruitment team's notifications, and
 * the conversations of households and agents with the agency. `seedDemoRecrutement` runs inside
 * seedDemo's transaction (no storage); `ensureDemoRecrutementFiles` runs after it at every start,
 * with the storage: it writes the candidates' papers and the versions of their work contracts
 * (made by the product's contract code) with their rows, and writes again a file gone missing —
 * as demo-files.ts does for the quote. Natural keys: e-mails, titles, subjects, file names.
 */

export { DEMO_RECRUTEMENT_CANDIDATS } from './demo-recrutement/candidats.ts';
export { DEMO_RECRUTEMENT_ANNONCES } from './demo-recrutement/annonces.ts';
export { DEMO_RECRUTEMENT_THREADS } from './demo-recrutement/conversations.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Who countersigns the demo's contracts (the demo operator). */
const COUNTERSIGNER = 'Sophie Lefèvre';
// Any constant: serializes the files' repair of API processes starting together.
const FILES_LOCK_KEY = 4_242_024;

const hoursBefore = (now: Date, hours: number) => new Date(now.getTime() - hours * HOUR_MS);
const nameOf = (c: DemoCandidat) => `${c.prenom} ${c.nom}`;
const statutLabel = (id: number) => CANDIDAT_STATUT_LABELS[id as CandidatStatutId];

export async function seedDemoRecrutement(tx: Tx, options: { now: Date }): Promise<void> {
  const { now } = options;
  const [operateur] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_OPERATEUR_EMAIL))
    .limit(1);
  const operateurId = operateur?.id ?? null;

  await ensureAnnonces(tx, now, operateurId);
  await ensureCandidats(tx, now, operateurId);
  if (operateurId !== null) {
    await ensureOperatorNotifications(tx, now, operateurId);
    await ensureDemoThreads(tx, {
      now,
      operateurUserId: operateurId,
      excludedEmails: [DEMO_CLIENT_EMAIL, DEMO_AGENT_EMAIL],
      namedEmails: DEMO_RECRUTEMENT_CANDIDATS.map((c) => c.email),
    });
  }
}

async function ensureAnnonces(tx: Tx, now: Date, operateurId: number | null) {
  const titles = DEMO_RECRUTEMENT_ANNONCES.map((annonce) => annonce.title);
  const existing = await tx
    .select({ title: annonces.title })
    .from(annonces)
    .where(inArray(annonces.title, titles));
  const known = new Set(existing.map((row) => row.title));
  const missing = DEMO_RECRUTEMENT_ANNONCES.filter((annonce) => !known.has(annonce.title));
  if (missing.length === 0) return;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const day = (offset: number) => new Date(today + offset * DAY_MS);
  await tx.insert(annonces).values(
    missing.map((annonce) => ({
      title: annonce.title,
      description: annonce.description,
      client_besoin_skill_id: annonce.skill,
      codep: annonce.codep,
      ville: annonce.ville,
      lat: annonce.lat,
      lng: annonce.lng,
      nb_heures: annonce.nbHeures,
      date_debut: day(annonce.startInDays),
      date_fin: annonce.endInDays === undefined ? null : day(annonce.endInDays),
      is_ponctuel: !annonce.horaires,
      horaires: annonce.horaires ? [...annonce.horaires] : [],
      is_active: annonce.isActive,
      created_by_user_id: operateurId,
    })),
  );
}

interface HistoryLine {
  at: Date;
  type: string;
  libelle: string;
  byAgency: boolean;
}

/** The file's history as the product writes it, from the application to the current status. */
function historyOf(c: DemoCandidat, now: Date): HistoryLine[] {
  const lines: HistoryLine[] = [];
  const received = hoursBefore(now, c.receivedHoursAgo);
  const line = (at: Date, type: string, libelle: string, byAgency = true) =>
    lines.push({ at, type, libelle, byAgency });
  if (c.unfinishedAt) {
    line(received, 'candidature_etape', 'Candidature commencée en ligne', false);
    return lines;
  }
  line(received, 'candidature', 'Candidature envoyée', false);
  const piecesAt = new Date(received.getTime() + (c.piecesAfterHours ?? 0) * HOUR_MS);
  for (const piece of c.pieces) {
    line(
      piecesAt,
      'document',
      `Document déposé avec la candidature : ${DEMO_PIECES[piece].label}`,
      false,
    );
  }
  let statut: number = CANDIDAT_STATUT.CANDIDATURE_RECUE;
  for (const move of c.moves ?? []) {
    line(
      hoursBefore(now, move.hoursAgo),
      'statut',
      `Statut : ${statutLabel(statut)} → ${statutLabel(move.to)}.`,
    );
    statut = move.to;
    if (move.to === CANDIDAT_STATUT.ENTRETIEN && c.entretienInHours !== undefined) {
      const entretien = hoursBefore(now, -c.entretienInHours);
      line(
        hoursBefore(now, move.hoursAgo),
        'entretien',
        `Entretien planifié le ${formatInstantParis(entretien)}.`,
      );
    }
  }
  if (c.verifiedHoursAgo !== undefined) {
    line(hoursBefore(now, c.verifiedHoursAgo), 'documents_verifies', 'Documents vérifiés.');
  }
  for (const note of c.notes ?? [])
    line(hoursBefore(now, note.hoursAgo), 'commentaire', 'Commentaire ajouté.');
  if (c.contrat) {
    const dates = contratDates(c.contrat, now);
    const hebdo = String(c.contrat.heures).replace('.', ',');
    line(
      dates.sentAt,
      'contrat_envoye',
      `Contrat de travail envoyé à signer (${c.contrat.type}, début le ${frDate(dates.dateDebut)}${dates.dateFin ? `, fin le ${frDate(dates.dateFin)}` : ''}, ${hebdo} h par semaine).`,
    );
    if (dates.signedAt) {
      line(
        dates.signedAt,
        'contrat_signe',
        `Contrat de travail signé électroniquement par ${nameOf(c)} (adresse IP ${DEMO_SIGNER_IP}).`,
        false,
      );
    }
    if (dates.countersignedAt) {
      line(
        dates.countersignedAt,
        'contrat_contresigne',
        `Contrat de travail contresigné par ${COUNTERSIGNER} : ${nameOf(c)} devient agent actif (entrée le ${frDate(dates.dateDebut)}).`,
      );
    }
  }
  if (c.statut === CANDIDAT_STATUT.DEMISSIONNAIRE && c.dateSortieDaysAgo !== undefined) {
    line(
      hoursBefore(now, c.dateSortieDaysAgo * 24),
      'statut',
      `Statut : ${statutLabel(CANDIDAT_STATUT.AGENT_ACTIF)} → ${statutLabel(c.statut)}.`,
    );
  }
  return lines.sort((a, b) => a.at.getTime() - b.at.getTime());
}

async function ensureCandidats(tx: Tx, now: Date, operateurId: number | null) {
  const emails = DEMO_RECRUTEMENT_CANDIDATS.map((c) => c.email);
  const existing = await tx
    .select({ email: candidats.email })
    .from(candidats)
    .where(inArray(candidats.email, emails));
  const known = new Set(existing.map((row) => row.email));
  const missing = DEMO_RECRUTEMENT_CANDIDATS.filter((c) => !known.has(c.email));
  if (missing.length === 0) return;
  const takenEmails = new Set(
    (await tx.select({ email: users.email }).from(users).where(inArray(users.email, emails))).map(
      (row) => row.email,
    ),
  );
  let passwordHash: Promise<string> | undefined;

  for (const c of missing) {
    const received = hoursBefore(now, c.receivedHoursAgo);
    const dates = c.contrat ? contratDates(c.contrat, now) : null;
    const [row] = await tx
      .insert(candidats)
      .values({
        civilite: c.civilite,
        nom: c.nom,
        prenom: c.prenom,
        email: c.email,
        mobile: c.mobile,
        date_naissance: c.dateNaissance,
        adresse: c.adresse,
        codep: c.codep,
        ville: c.ville,
        country: 'France',
        lat: c.lat,
        lng: c.lng,
        candidat_statut_id: c.statut,
        transport_type_id: c.transport,
        presentation: c.presentation,
        candidature_etape: c.unfinishedAt ?? 'documents',
        candidature_completed_at: c.unfinishedAt ? null : received,
        entretien_at:
          c.entretienInHours === undefined ? null : hoursBefore(now, -c.entretienInHours),
        documents_verifies_at:
          c.verifiedHoursAgo === undefined ? null : hoursBefore(now, c.verifiedHoursAgo),
        date_entree: dates?.countersignedAt ? dates.dateDebut : null,
        contrat_signed_at: dates?.countersignedAt ?? null,
        date_sortie:
          c.dateSortieDaysAgo === undefined
            ? null
            : new Date(now.getTime() - c.dateSortieDaysAgo * DAY_MS).toISOString().slice(0, 10),
        created_at: received,
      })
      .returning({ id: candidats.id });
    const candidatId = row!.id;
    await tx.insert(candidat_competences).values(
      c.services.map((competence_id) => ({
        candidat_id: candidatId,
        competence_id,
        annees_experience: c.experience,
      })),
    );
    await tx.insert(candidat_infos_supp).values({
      candidat_id: candidatId,
      has_permis: c.transport === 3,
      has_vehicule: c.transport === 3,
      accepte_animaux: true,
      is_fumeur: false,
      langues: [...c.langues],
      disponibilites: [...c.disponibilites],
      competence_ids: [...c.competences],
      experience_annees: c.experience,
    });
    await tx.insert(candidat_evenements).values(
      historyOf(c, now).map((line) => ({
        candidat_id: candidatId,
        type: line.type,
        libelle: line.libelle,
        user_id: line.byAgency ? operateurId : null,
        created_at: line.at,
      })),
    );
    if (c.notes && c.notes.length > 0) {
      await tx.insert(commentaires).values(
        c.notes.map((note) => ({
          candidat_id: candidatId,
          author_user_id: operateurId,
          commentaire: note.libelle,
          created_at: hoursBefore(now, note.hoursAgo),
        })),
      );
    }
    if (c.account && !takenEmails.has(c.email)) {
      const [user] = await tx
        .insert(users)
        .values({
          email: c.email,
          name: nameOf(c),
          civilite: c.civilite,
          nom: c.nom,
          prenom: c.prenom,
          mobile: c.mobile,
          roles_ids: [6],
          user_role_id: 6,
          candidat_id: candidatId,
          password_hash: await (passwordHash ??= hashPassword(DEMO_PASSWORD)),
          email_verified_at: dates?.sentAt ?? received,
          is_active: true,
        })
        .returning({ id: users.id });
      if (c.contrat) await ensureContratNotifications(tx, user!.id, c.contrat, now);
    }
  }
}

/** What the product told the candidate about the contract. */
async function ensureContratNotifications(tx: Tx, userId: number, contrat: DemoContrat, now: Date) {
  const dates = contratDates(contrat, now);
  const rows: (typeof notifications.$inferInsert)[] = [
    {
      user_id: userId,
      notification_type_id: NOTIF_TYPE.COMPTE,
      title: 'Votre contrat de travail est prêt',
      body: `Votre ${contrat.type} (début le ${frDate(dates.dateDebut)}) vous attend : lisez-le et signez-le dans l'application.`,
      landing_page: '/account/agent',
      is_read: dates.signedAt !== null,
      read_at: dates.signedAt,
      created_at: dates.sentAt,
    },
  ];
  if (dates.countersignedAt) {
    rows.push({
      user_id: userId,
      notification_type_id: NOTIF_TYPE.COMPTE,
      title: 'Bienvenue dans l’équipe',
      body: "L'agence a contresigné votre contrat de travail : il est dans vos documents, et votre espace agent est ouvert.",
      landing_page: '/account/agent',
      is_read: true,
      read_at: dates.countersignedAt,
      created_at: dates.countersignedAt,
    });
  }
  await tx.insert(notifications).values(rows);
}

/** The recruitment team's notices of the last days, as the product sends them. */
async function ensureOperatorNotifications(tx: Tx, now: Date, operateurId: number) {
  const byEmail = new Map(DEMO_RECRUTEMENT_CANDIDATS.map((c) => [c.email, c]));
  const ids = new Map(
    (
      await tx
        .select({ id: candidats.id, email: candidats.email })
        .from(candidats)
        .where(inArray(candidats.email, [...byEmail.keys()]))
    ).map((row) => [row.email, row.id]),
  );
  const wanted: (typeof notifications.$inferInsert)[] = [];
  const about = (email: string, make: (c: DemoCandidat, id: number) => (typeof wanted)[number]) => {
    const c = byEmail.get(email);
    const id = ids.get(email);
    if (c && id !== undefined) wanted.push(make(c, id));
  };
  const page = (id: number) => `/admin/recrutement/candidats/${id}`;
  for (const email of ['nadia.benkirane@exemple.fr', 'thomas.girard@exemple.fr']) {
    about(email, (c, id) => ({
      user_id: operateurId,
      notification_type_id: NOTIF_TYPE.COMPTE,
      title: 'Nouvelle candidature',
      body: `${nameOf(c)} a déposé sa candidature (dossier n° ${id}).`,
      landing_page: page(id),
      created_at: hoursBefore(now, c.receivedHoursAgo),
    }));
  }
  about('samir.haddou@exemple.fr', (c, id) => ({
    user_id: operateurId,
    notification_type_id: NOTIF_TYPE.COMPTE,
    title: 'Contrat signé par le candidat',
    body: `${nameOf(c)} a signé son contrat de travail : il attend votre contresignature.`,
    landing_page: page(id),
    created_at: contratDates(c.contrat!, now).signedAt!,
  }));
  about('mamadou.diallo@exemple.fr', (c, id) => ({
    user_id: operateurId,
    notification_type_id: NOTIF_TYPE.MISSION,
    title: 'Intérêt pour une annonce',
    body: `${nameOf(c)} est intéressé(e) par l'annonce « ${DEMO_RECRUTEMENT_ANNONCES[0]!.title} ».`,
    landing_page: page(id),
    is_read: true,
    read_at: hoursBefore(now, 3 * 24),
    created_at: hoursBefore(now, 4 * 24),
  }));
  for (const notification of wanted) {
    const [existing] = await tx
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(
          eq(notifications.user_id, operateurId),
          eq(notifications.title, notification.title),
          eq(notifications.body, notification.body!),
        ),
      )
      .limit(1);
    if (!existing) await tx.insert(notifications).values(notification);
  }
}

// --- Files ---------------------------------------------------------------------------------

interface FileToWrite {
  bucket: string;
  filename: string;
  bytes: Uint8Array;
}

/**
 * The demo candidates' papers and contracts, with their rows (see the top of the file): missing
 * rows are added with their files, files gone from storage are written again (their rows get the
 * new size, a contract the new SHA-256 of the copy sent). Once everything exists, a start only
 * checks that the files are there.
 */
export async function ensureDemoRecrutementFiles(deps: ModuleDeps): Promise<void> {
  const { db, storage, config } = deps;
  const byEmail = new Map(DEMO_RECRUTEMENT_CANDIDATS.map((c) => [c.email, c]));
  const rows = await db
    .select({
      id: candidats.id,
      email: candidats.email,
      created_at: candidats.created_at,
    })
    .from(candidats)
    .where(inArray(candidats.email, [...byEmail.keys()]));
  if (rows.length === 0) return;
  const [operateur] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_OPERATEUR_EMAIL))
    .limit(1);

  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(FILES_LOCK_KEY))})`);
    const ids = rows.map((row) => row.id);
    const stored = await tx.select().from(documents).where(inArray(documents.candidat_id, ids));
    const byKey = new Map(stored.map((doc) => [`${doc.bucket}/${doc.filename}`, doc]));
    const contrats = await tx
      .select()
      .from(contrats_travail)
      .where(inArray(contrats_travail.candidat_id, ids));
    const agentUsers = await tx
      .select({ id: users.id, candidatId: users.candidat_id })
      .from(users)
      .where(inArray(users.candidat_id, ids));
    const exists = async (bucket: string, filename: string) =>
      storage.exists(`${bucket}/${filename}`);
    const writes: FileToWrite[] = [];

    for (const row of rows) {
      const c = byEmail.get(row.email!)!;
      // The seed's clock, from the application's date: the files' dates match the history.
      const seedNow = new Date(row.created_at.getTime() + c.receivedHoursAgo * HOUR_MS);
      const piecesAt = new Date(row.created_at.getTime() + (c.piecesAfterHours ?? 0) * HOUR_MS);

      for (const piece of c.pieces) {
        const spec = DEMO_PIECES[piece];
        const bucket = DOCUMENT_TYPE_BUCKETS[spec.typeId];
        const filename = pieceFilename(c, piece);
        const doc = byKey.get(`${bucket}/${filename}`);
        if (doc && (await exists(bucket, filename))) continue;
        const bytes = pieceBytes(c, piece);
        writes.push({ bucket, filename, bytes });
        if (doc) {
          await tx
            .update(documents)
            .set({ size_bytes: bytes.length })
            .where(eq(documents.id, doc.id));
        } else {
          await tx.insert(documents).values({
            document_type_id: spec.typeId,
            candidat_id: row.id,
            bucket,
            filename,
            original_name: `${spec.label} ${c.prenom} ${c.nom}.${spec.ext}`,
            mime_type: spec.mime,
            size_bytes: bytes.length,
            libelle: spec.label,
            uploaded_by_user_id: null,
            created_at: piecesAt,
          });
        }
      }

      if (c.contrat) {
        const versions = contratVersions(c.contrat);
        const docs = versions.map((version) =>
          byKey.get(`${CONTRAT_BUCKET}/${contratFilename(c, version)}`),
        );
        const contrat = contrats.find((k) => k.document_id === docs[0]?.id);
        const present = await Promise.all(
          versions.map((version) => exists(CONTRAT_BUCKET, contratFilename(c, version))),
        );
        if (contrat && docs.every(Boolean) && present.every(Boolean)) continue;
        const dates = contratDates(c.contrat, seedNow);
        const identity = (await readAgencySettings(tx, config)).identity;
        const bytes = await contratBytes(
          {
            nom: identity.nom,
            adresse: identity.adresse,
            telephone: identity.telephone,
            siret: identity.siret,
            numeroSap: identity.numero_sap,
          },
          { ...c, id: row.id },
          { ...c.contrat, ...dates, countersignerName: COUNTERSIGNER },
        );
        const candidatUserId = agentUsers.find((user) => user.candidatId === row.id)?.id ?? null;
        const docIds: Partial<Record<ContratVersion, number>> = {};
        for (const [index, version] of versions.entries()) {
          const filename = contratFilename(c, version);
          const content = bytes[version]!;
          writes.push({ bucket: CONTRAT_BUCKET, filename, bytes: content });
          const doc = docs[index];
          if (doc) {
            await tx
              .update(documents)
              .set({ size_bytes: content.length })
              .where(eq(documents.id, doc.id));
            docIds[version] = doc.id;
            continue;
          }
          const meta = contratDocumentMeta(c, c.contrat, version, dates);
          const [inserted] = await tx
            .insert(documents)
            .values({
              document_type_id: DOCUMENT_TYPE.CONTRAT_TRAVAIL,
              candidat_id: row.id,
              bucket: CONTRAT_BUCKET,
              filename,
              original_name: meta.originalName,
              mime_type: 'application/pdf',
              size_bytes: content.length,
              libelle: meta.libelle,
              date_document: dates.dateDebut,
              uploaded_by_user_id: version === 'signe' ? candidatUserId : (operateur?.id ?? null),
              created_at: meta.at,
            })
            .returning({ id: documents.id });
          docIds[version] = inserted!.id;
        }
        if (contrat) {
          await tx
            .update(contrats_travail)
            .set({ unsigned_document_sha256: bytes.sha256 })
            .where(eq(contrats_travail.id, contrat.id));
        } else {
          await tx.insert(contrats_travail).values({
            candidat_id: row.id,
            statut: c.contrat.statut,
            type_contrat: c.contrat.type,
            date_debut: dates.dateDebut,
            date_fin: dates.dateFin,
            nb_heures_hebdo: c.contrat.heures,
            taux_horaire_brut: c.contrat.taux,
            document_id: docIds.envoye!,
            unsigned_document_sha256: bytes.sha256,
            sent_at: dates.sentAt,
            signed_document_id: docIds.signe ?? null,
            signed_at: dates.signedAt,
            signer_name: dates.signedAt ? nameOf(c) : null,
            signer_ip: dates.signedAt ? DEMO_SIGNER_IP : null,
            signer_user_id: dates.signedAt ? candidatUserId : null,
            countersigned_document_id: docIds.contresigne ?? null,
            countersigned_at: dates.countersignedAt,
            countersigner_name: dates.countersignedAt ? COUNTERSIGNER : null,
            countersigner_user_id: dates.countersignedAt ? (operateur?.id ?? null) : null,
            created_by_user_id: operateur?.id ?? null,
            created_at: dates.sentAt,
          });
        }
      }
    }
    // The files before the transaction commits: no row is left without its file.
    await Promise.all(
      writes.map((file) => storage.put(`${file.bucket}/${file.filename}`, file.bytes)),
    );
  });
}

/** The name, label and date of a version of a contract, as the product files them. */
function contratDocumentMeta(
  c: DemoCandidat,
  contrat: DemoContrat,
  version: ContratVersion,
  dates: ReturnType<typeof contratDates>,
) {
  if (version === 'envoye') {
    return {
      originalName: `Contrat de travail ${contrat.type} ${nameOf(c)}.pdf`,
      libelle: `Contrat de travail (${contrat.type}) à signer`,
      at: dates.sentAt,
    };
  }
  if (version === 'signe') {
    return {
      originalName: `Contrat de travail signé par ${nameOf(c)}.pdf`,
      libelle: 'Contrat de travail signé (en attente de contresignature)',
      at: dates.signedAt!,
    };
  }
  return {
    originalName: `Contrat de travail de ${nameOf(c)}.pdf`,
    libelle: `Contrat de travail (${contrat.type}) signé par les deux parties`,
    at: dates.countersignedAt!,
  };
}
