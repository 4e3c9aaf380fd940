// `npm run bench:api -- --volume` (issue 14, point 4): the API under an agency's volume, on
// PostgreSQL, 50 connections. See README.md beside this file.

export async function runVolumeBench(): Promise<void> {
  throw new Error('Mesure en volume pas encore écrite.');
}
