import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { DOCUMENT_TYPE, DOCUMENT_TYPE_BUCKETS, skillLabel } from '@maisonnee/domain';
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import { apiPath } from '../../../lib/api-root.ts';
import { sha256Hex } from '../../../lib/pdf-signature.ts';
import { recordProfilePhoto } from '../../../modules/auth/profile-photo.service.ts';
import { renderContratTravailPdf } from '../../../modules/candidats/contrat-travail-pdf.ts';
import { createDevisSignatureService } from '../../../modules/devis/devis-signature.service.ts';
import {
  createDocumentsService,
  PHOTO_BUCKET,
} from '../../../modules/documents/documents.service.ts';
import type { ModuleDeps } from '../../../modules/module-deps.ts';
import { readAgencySettings } from '../../../modules/agence/agency-settings.ts';
import { DEMO_AGENT_EMAIL } from '../demo-accounts.ts';
import { candidats, contrats_travail, devis, users } from '../../schema/index.ts';
import { addDays } from './calendar.ts';
import { agentEmail, DEMO_AGENTS, type DemoAgentPerson } from './places.ts';
import { DEMO_AGENCY_QUOTES } from './quotes.ts';

/*
 * The demo agency's files, after the seed's transaction and at every start (a file gone from the
 * storage is made again): the agents' profile photos (their initials on a colour, drawn here),
 * their countersigned work contracts (the candidats module's contract PDF, with the weekly hours
 * the planning reads), and the PDFs of the quotes sent (the devis module's).
 */

const AVATAR_SIZE = 160;
const AVATAR_FONT = 'MaisonneeAvatar';
const COLOURS = ['#2f6f8f', '#8f4f2f', '#4f7f3f', '#6f3f8f', '#8f2f5f', '#2f8f7f', '#7f6f2f'];
let fontReady = false;

/** A square PNG of the person's initials on a colour of their own. */
export function avatarPng(prenom: string, nom: string, index: number): Buffer {
  if (!fontReady) {
    GlobalFonts.registerFromPath(apiPath('assets/fonts/DejaVuSerif-Italic.ttf'), AVATAR_FONT);
    fontReady = true;
  }
  const canvas = createCanvas(AVATAR_SIZE, AVATAR_SIZE);
  const context = canvas.getContext('2d');
  context.fillStyle = COLOURS[index % COLOURS.length]!;
  context.fillRect(0, 0, AVATAR_SIZE, AVATAR_SIZE);
  context.fillStyle = '#ffffff';
  context.font = `64px ${AVATAR_FONT}`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(`${prenom[0] ?? ''}${nom[0] ?? ''}`, AVATAR_SIZE / 2, AVATAR_SIZE / 2);
  return canvas.toBuffer('image/png');
}

/** The demo agent of the README (demo.ts), given a photo and a contract like the eleven others. */
const DEMO_AGENT_PERSON: DemoAgentPerson = {
  civilite: 'M.',
  prenom: 'Karim',
  nom: 'Benali',
  adresse: '45 rue de la Roquette',
  codep: '75011',
  ville: 'Paris',
  lat: 48.8553,
  lng: 2.3745,
  dateNaissance: '1990-04-12',
  skills: [1, 3],
  transport: 5,
  heuresHebdo: 24,
  anciennete: 27,
  langues: ['français', 'arabe', 'anglais'],
};

export async function ensureDemoAgencyFiles(deps: ModuleDeps): Promise<void> {
  await ensurePhotosAndContracts(deps);
  await ensureQuotePdfs(deps);
}

async function ensurePhotosAndContracts(deps: ModuleDeps) {
  const { db, storage } = deps;
  const documents = createDocumentsService(deps);
  const agents = [
    ...DEMO_AGENTS.map((person) => ({ person, email: agentEmail(person) })),
    { person: DEMO_AGENT_PERSON, email: DEMO_AGENT_EMAIL },
  ];
  const accounts = await db
    .select()
    .from(users)
    .where(
      inArray(
        users.email,
        agents.map((agent) => agent.email),
      ),
    );
  const byEmail = new Map(accounts.map((u) => [u.email, u]));
  for (const [index, { person, email }] of agents.entries()) {
    const user = byEmail.get(email);
    if (!user?.candidat_id) continue;
    const photo = user.profile_photo_path;
    if (!photo || !(await storage.exists(`${PHOTO_BUCKET}/${photo}`))) {
      await documents.storeGenerated(
        {
          bytes: avatarPng(person.prenom, person.nom, index),
          mimeType: 'image/png',
          ext: 'png',
          documentTypeId: DOCUMENT_TYPE.AUTRE,
          bucket: PHOTO_BUCKET,
          namePrefix: 'photo',
          originalName: 'photo.png',
          owner: {},
          uploadedByUserId: user.id,
        },
        (tx, stored) => recordProfilePhoto(tx, user.id, stored.filename),
      );
    }
    await ensureContract(deps, user.candidat_id, { person, email }, index);
  }
}

/** The agent's countersigned work contract (CDI, its weekly hours), once. */
async function ensureContract(
  deps: ModuleDeps,
  candidatId: number,
  { person, email }: { person: DemoAgentPerson; email: string },
  index: number,
) {
  const { db, config } = deps;
  const [existing] = await db
    .select({ id: contrats_travail.id })
    .from(contrats_travail)
    .where(and(eq(contrats_travail.candidat_id, candidatId), isNull(contrats_travail.cancelled_at)))
    .limit(1);
  if (existing) return;
  const [agent] = await db.select().from(candidats).where(eq(candidats.id, candidatId));
  if (!agent?.date_entree) return;
  const sentAt = addDays(new Date(`${agent.date_entree}T09:00:00Z`), -7);
  const signedAt = addDays(sentAt, 2);
  const reference = `CT-${candidatId}-${sentAt.toISOString().slice(0, 10).replaceAll('-', '')}`;
  const taux = 12.5 + (index % 4) * 0.5;
  const { identity } = await readAgencySettings(db, config);
  const bytes = await renderContratTravailPdf({
    reference,
    employer: {
      nom: identity.nom,
      adresse: identity.adresse,
      telephone: identity.telephone,
      siret: identity.siret,
      numeroSap: identity.numero_sap,
    },
    employee: {
      nom: `${person.civilite} ${person.prenom} ${person.nom}`,
      dateNaissance: person.dateNaissance,
      adresse: `${person.adresse}, ${person.codep} ${person.ville}`,
      email,
      mobile: agent.mobile ?? null,
    },
    typeContrat: 'CDI',
    dateDebut: agent.date_entree,
    dateFin: null,
    nbHeuresHebdo: person.heuresHebdo,
    tauxHoraireBrut: taux,
    services: person.skills.map((s) => skillLabel(s)),
    lieuTravail: `Le salarié travaille au domicile des clients de l’employeur, dans un rayon de ${agent.rayon_km} km autour de ${person.ville} (${person.codep}).`,
    now: sentAt,
    logo: null,
  });
  await createDocumentsService(deps).storeGenerated(
    {
      bytes,
      mimeType: 'application/pdf',
      ext: 'pdf',
      documentTypeId: DOCUMENT_TYPE.CONTRAT_TRAVAIL,
      bucket: DOCUMENT_TYPE_BUCKETS[DOCUMENT_TYPE.CONTRAT_TRAVAIL],
      namePrefix: `contrat-${reference.toLowerCase()}`,
      originalName: `Contrat de travail ${reference}.pdf`,
      owner: { candidatId },
      uploadedByUserId: null,
      libelle: 'Contrat de travail',
      dateDocument: agent.date_entree,
    },
    async (tx, document) => {
      await tx.insert(contrats_travail).values({
        candidat_id: candidatId,
        statut: 'contresigne',
        type_contrat: 'CDI',
        date_debut: agent.date_entree!,
        nb_heures_hebdo: person.heuresHebdo,
        taux_horaire_brut: taux,
        document_id: document.id,
        unsigned_document_sha256: sha256Hex(bytes),
        sent_at: sentAt,
        signed_document_id: document.id,
        signed_at: signedAt,
        signer_name: `${person.prenom} ${person.nom}`,
        countersigned_document_id: document.id,
        countersigned_at: addDays(signedAt, 1),
        countersigner_name: 'Sophie Lefèvre',
        created_at: sentAt,
        updated_at: addDays(signedAt, 1),
      });
    },
  );
}

/** The PDF of every quote sent (drafts have none), generated or made again when missing. */
async function ensureQuotePdfs(deps: ModuleDeps) {
  const rows = await deps.db
    .select()
    .from(devis)
    .where(
      and(
        inArray(
          devis.reference,
          DEMO_AGENCY_QUOTES.map((q) => q.reference),
        ),
        ne(devis.statut, 'brouillon'),
      ),
    );
  const signature = createDevisSignatureService(deps);
  for (const row of rows) await signature.ensureUnsignedPdf(row);
}
