import type { Db } from '../../db/client.ts';
import type { BucketReaders } from '../documents/documents.service.ts';
import { lecteurOf } from './cahier-access.ts';
import * as q from './cahier.queries.ts';

/**
 * The notebook's photos are opened by the notebook's rule, not by the owner rule of documents:
 * serve-file (and a link asked through `getDocumentLink`) lets a reader through only while they
 * take part in the notebook of the photo's mission (a relative removed, a link refused).
 */
export function cahierBucketReaders(db: Db): BucketReaders {
  return {
    [q.CAHIER_PHOTO_BUCKET]: async (reader, document) => {
      const missionId = await q.findPhotoMission(db, document.filename);
      if (missionId === undefined) return false;
      const mission = await q.findCahierAccess(db, missionId, reader);
      return mission !== undefined && lecteurOf(reader, mission) !== null;
    },
  };
}
