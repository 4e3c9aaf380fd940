import { Avatar } from '@mantine/core';
import { DOCUMENT_TYPE } from '@maisonnee/domain';
import { useFileLink } from '../../../lib/file-link.ts';
import { INTERVENANTS_TEXT } from '../text.ts';

/** The agent's profile photo (a link the API mints for it), its initials without one. */
export function IntervenantPhoto({
  path,
  nom,
  size = 72,
}: {
  path: string | null;
  nom: string;
  size?: number;
}) {
  const photo = useFileLink(
    path ? { documentTypeId: DOCUMENT_TYPE.AUTRE, filename: path, isDownload: false } : null,
  );
  return (
    <Avatar
      src={photo.data?.url ?? null}
      alt={INTERVENANTS_TEXT.profil.photoAlt(nom)}
      size={size}
      radius="xl"
      variant="filled"
      color="maisonnee.9"
    >
      {nom.charAt(0)}
    </Avatar>
  );
}
