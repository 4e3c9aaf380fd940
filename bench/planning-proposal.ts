// The week's proposal against the first-come baseline (issue 26, point 4). Run from the
// repository root: `npm run planning-proposal -w @maisonnee/bench` — on the demo agency (a fresh
// embedded database in a temporary directory, migrated and seeded with the demo), or with
// DATABASE_URL on that PostgreSQL database as it is (the volume database: docs/seed-volume.md;
// nothing is written to it). For the current Paris week and the next three: the unstaffed
// interventions to come, the share the proposal fills with zero rule broken, its travel against
// firstComeProposal's, and the time taken. With `--dense-week` (DATABASE_URL only), the week
// measured is instead the volume bench's dense agency week (bench/volume/planning-board-fixture.ts:
// 150 agents, ≈ 3,000 visits, ≈ 5 % without agent), inserted for the run and removed after it (the
// volume seed plans every visit with an agent: nothing to propose otherwise).
// A report, never a test: it fails only when it cannot measure. See docs/planning.md
// « Proposition de planning pour la semaine ».
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  agencyWallClock,
  firstComeProposal,
  mondayOfWeek,
  proposalStats,
  proposePlanning,
  type ProposalStats,
} from '@maisonnee/domain';
// The API's sources are read as they are; the request types of its upload plugin come with it.
import type {} from '@fastify/multipart';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { prepareDatabase } from '../apps/api/src/db/prepare.ts';
import { seedDemo } from '../apps/api/src/db/seed/demo.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { readProposalInput } from '../apps/api/src/modules/planning/proposal.service.ts';
import pg from 'pg';
import { onInterrupt } from './lib/interrupt.ts';
import { insertBoardFixture, type BoardFixture } from './volume/planning-board-fixture.ts';
import { writeResultsFile } from './lib/results-file.ts';

const WEEKS = 4;
const DAY_MS = 86_400_000;

interface WeekFigures {
  semaine: string;
  aPourvoir: number;
  candidats: number;
  lectureMs: number;
  proposition: ProposalStats & { calculMs: number };
  premierVenu: ProposalStats & { calculMs: number };
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const round1 = (value: number) => Math.round(value * 10) / 10;
const percent = (share: number) => `${String(Math.round(share * 1000) / 10).replace('.', ',')} %`;
const ms = (value: number) => String(round1(value)).replace('.', ',');

/** Times `work`, the best of `runs` (the proposal is pure: the best run is its own cost). */
function timed<T>(work: () => T, runs: number): { result: T; ms: number } {
  let best = Number.POSITIVE_INFINITY;
  let result = work();
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    result = work();
    best = Math.min(best, performance.now() - started);
  }
  return { result, ms: best };
}

let dataDir: string | undefined;
function cleanUp() {
  if (dataDir !== undefined) rmSync(dataDir, { recursive: true, force: true });
}

async function main() {
  onInterrupt(async () => cleanUp());
  const databaseUrl = process.env.DATABASE_URL || undefined;
  dataDir = databaseUrl ? undefined : mkdtempSync(join(tmpdir(), 'maisonnee-proposition-'));
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    PORT: '0',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir }),
  });
  const now = new Date();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: join(config.dataDir, 'pglite'),
    connectTimeoutMs: config.dbConnectTimeoutMs,
    // The candidates of a week over a volume database: a read may take longer than a call's.
    statementTimeoutMs: 60_000,
  });
  const dense = process.argv.includes('--dense-week');
  if (dense && !databaseUrl)
    throw new Error('--dense-week demande DATABASE_URL (la base de volume, docs/seed-volume.md).');
  let client: pg.Client | undefined;
  let fixture: BoardFixture | undefined;
  const source = databaseUrl
    ? `base DATABASE_URL (${new URL(databaseUrl).pathname.slice(1)}), lue telle quelle`
    : 'agence de démonstration (base embarquée neuve, seed de démo)';
  try {
    if (!databaseUrl) {
      const started = performance.now();
      await prepareDatabase(database);
      await seedDemo(database.db, { now });
      console.log(`Base de démonstration prête en ${ms((performance.now() - started) / 1000)} s.`);
    }
    const firstMonday = mondayOfWeek(agencyWallClock(now));
    const mondays = Array.from({ length: WEEKS }, (_, index) =>
      isoDay(new Date(firstMonday.getTime() + index * 7 * DAY_MS)),
    );
    if (dense) {
      client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      fixture = await insertBoardFixture(client);
      console.log(
        `Semaine dense insérée : ${fixture.debut}, ${fixture.agents} intervenants de ${fixture.ville}, ${fixture.interventions} interventions dont ${fixture.unstaffed} sans intervenant.`,
      );
    }
    const weeks: WeekFigures[] = [];
    for (const debut of fixture ? [fixture.debut] : mondays) {
      const readStarted = performance.now();
      const { input } = await readProposalInput(database.db, config, { debut }, now);
      const lectureMs = performance.now() - readStarted;
      const runs = input.visits.length > 200 ? 3 : 10;
      const greedy = timed(() => proposePlanning(input), runs);
      const first = timed(() => firstComeProposal(input), runs);
      weeks.push({
        semaine: debut,
        aPourvoir: input.visits.length,
        candidats: input.agents.length,
        lectureMs: round1(lectureMs),
        proposition: { ...proposalStats(input, greedy.result), calculMs: round1(greedy.ms) },
        premierVenu: { ...proposalStats(input, first.result), calculMs: round1(first.ms) },
      });
    }
    print(source, now, weeks);
    const file = writeResultsFile('planning-proposal', {
      source: databaseUrl ? (fixture ? 'DATABASE_URL, semaine dense' : 'DATABASE_URL') : 'demo',
      now: now.toISOString(),
      weeks,
    });
    console.log(`\nRésultats : ${file}`);
  } finally {
    await fixture?.remove();
    await client?.end();
    await database.close();
    cleanUp();
  }
}

function print(source: string, now: Date, weeks: WeekFigures[]) {
  console.log(`\nProposition de planning — ${source}, le ${now.toISOString()}`);
  console.log(
    'Interventions planifiées sans intervenant, à venir ; « règles » : lignes qui enfreignent une règle du planning (revérifiées ligne à ligne).\n',
  );
  const header = [
    'semaine',
    'à pourvoir',
    'candidats',
    'proposées',
    'part',
    'règles',
    'trajet min',
    '1er venu',
    'part',
    'règles',
    'trajet min',
    'calcul ms',
    '1er venu ms',
    'lectures ms',
  ];
  const rows = weeks.map((w) => [
    w.semaine,
    String(w.aPourvoir),
    String(w.candidats),
    String(w.proposition.proposees),
    percent(w.proposition.filledShare),
    String(w.proposition.rulesBroken),
    String(w.proposition.travelMinutes),
    String(w.premierVenu.proposees),
    percent(w.premierVenu.filledShare),
    String(w.premierVenu.rulesBroken),
    String(w.premierVenu.travelMinutes),
    ms(w.proposition.calculMs),
    ms(w.premierVenu.calculMs),
    ms(w.lectureMs),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        (column === 0 ? cell.padEnd : cell.padStart).call(cell, widths[column]!),
      )
      .join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  const total = (pick: (w: WeekFigures) => number) => weeks.reduce((sum, w) => sum + pick(w), 0);
  const aPourvoir = total((w) => w.aPourvoir);
  console.log(
    `\nSur ${weeks.length === 1 ? 'la semaine' : `${weeks.length} semaines`} : ${total((w) => w.proposition.proposees)} interventions pourvues sur ${aPourvoir} par la proposition (${total((w) => w.proposition.travelMinutes)} min de trajet, ${total((w) => w.proposition.rulesBroken)} règle enfreinte), ${total((w) => w.premierVenu.proposees)} par le premier venu (${total((w) => w.premierVenu.travelMinutes)} min de trajet).`,
  );
  if (aPourvoir < 10)
    console.log(
      'Peu d’interventions sans intervenant sur ces semaines : ces chiffres ne départagent pas les deux méthodes.',
    );
}

main().catch((error: unknown) => {
  cleanUp();
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
