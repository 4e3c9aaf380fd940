import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { competences, transport_types } from '../../db/schema/candidats.ts';
import { mutuelles } from '../../db/schema/clients.ts';
import { document_types } from '../../db/schema/documents.ts';

/** The reference tables the public forms need, in display order. */
export async function findReferenceLists(db: Db) {
  const [skills, transports, documentTypes, mutuelleRows] = await Promise.all([
    db
      .select({ id: competences.id, label: competences.label })
      .from(competences)
      .orderBy(asc(competences.id)),
    db
      .select({ id: transport_types.id, label: transport_types.label, icon: transport_types.icon })
      .from(transport_types)
      .orderBy(asc(transport_types.id)),
    db
      .select({ id: document_types.id, label: document_types.label })
      .from(document_types)
      .orderBy(asc(document_types.id)),
    db
      .select({ id: mutuelles.id, nom: mutuelles.nom })
      .from(mutuelles)
      .where(eq(mutuelles.is_active, true))
      .orderBy(asc(mutuelles.nom)),
  ]);
  return { skills, transports, documentTypes, mutuelles: mutuelleRows };
}
