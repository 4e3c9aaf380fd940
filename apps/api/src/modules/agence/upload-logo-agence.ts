import { randomUUID } from 'node:crypto';
import { endpoints } from '@maisonnee/contract';
import type { AuthContext } from '../../lib/access.ts';
import { assertCaller } from '../../lib/caller.ts';
import type { UploadedFile } from '../../lib/multipart.ts';
import { stripImageMetadata } from '../documents/image-metadata.ts';
import * as q from './agence.queries.ts';
import { readAgencySettings } from './agency-settings.ts';
import { recordAudit } from './audit.ts';
import { parametresView, type ParametresDeps, type ParametresView } from './parametres-view.ts';

/** Where logos are stored (`identity.logo_path` is the storage key, read by the PDFs). */
const LOGO_BUCKET = 'agence';

/**
 * `POST /api/agence/parametres/logo`: a PNG or JPEG of 1 MB at most (the route checked its real
 * type and size), decoded and written again without metadata (a file that does not decode is 415),
 * stored under a new name; the identity points at it in the transaction of its log entry. The
 * previous logo's file goes once that committed; the new one goes if anything failed.
 */
export async function uploadLogoAgence(
  deps: ParametresDeps,
  auth: AuthContext,
  file: UploadedFile,
): Promise<ParametresView> {
  assertCaller(auth, endpoints.uploadLogoAgence.access);
  const bytes = await stripImageMetadata(file.buffer, file.mime);
  const key = `${LOGO_BUCKET}/logo-${randomUUID()}.${file.ext}`;
  await deps.storage.put(key, bytes);
  let previous: string | null = null;
  let view: ParametresView;
  try {
    view = await deps.db.transaction(async (tx) => {
      const before = await readAgencySettings(tx, deps.config);
      previous = before.identity.logo_path;
      await q.upsertIdentity(tx, {
        identity: { ...before.identity, logo_path: key },
        rulesIfNew: before.rules,
        userId: auth.userId,
        at: deps.now(),
      });
      await recordAudit(tx, {
        area: 'parametres',
        action: 'logo',
        actor: { id: auth.userId, name: auth.user.name },
        summary: previous ? 'Logo de l’agence remplacé' : 'Logo de l’agence ajouté',
        before: { logo_path: previous },
        after: { logo_path: key },
      });
      return parametresView(deps, tx);
    });
  } catch (error) {
    await deps.storage.remove(key).catch(() => undefined);
    throw error;
  }
  if (previous && previous !== key) await deps.storage.remove(previous).catch(() => undefined);
  return view;
}
