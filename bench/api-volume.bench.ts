// `npm run bench:api -- --volume` (issue 14, points 4 and 5): the heaviest reads and the writes of
// the API on an agency's volume (PostgreSQL, `npm run seed:volume`), 50 connections, and the API's
// resident memory under that load. Reports figures; exits non-zero only when a measure is not
// valid (an error or a non-2xx answer), never for a missed goal. See README.md beside this file.
import { encryptId, SKILL_IDS, toParisIsoDate } from '@maisonnee/domain';
import { stopAllGroups } from './lib/process-groups.ts';
import { startApi, type RunningApi } from './volume/api-server.ts';
import { call, checkRead, hasContent } from './volume/check.ts';
import { connect, ensureVolumeData } from './volume/database.ts';
import { pickFixtures } from './volume/fixtures.ts';
import { measure, type Measure, type RequestSpec, type Target } from './volume/load.ts';
import { startRssSampler } from './volume/memory.ts';
import { isValid, printMeasures, printMemory, writeReport } from './volume/report.ts';
import { signIn, signInAll, type Session } from './volume/sessions.ts';
import {
  CONNECTIONS,
  GOALS,
  idSecret,
  OPERATOR_EMAIL,
  readSettings,
  type VolumeSettings,
} from './volume/settings.ts';
import { describeBoardAnswer, formatBoardAnswer } from './volume/board-answer.ts';
import { insertBoardFixture, type BoardFixture } from './volume/planning-board-fixture.ts';
import {
  BOARD_TARGET_NAMES,
  boardTargets,
  consuming,
  pathOf,
  readTargets,
  rotating,
  type BenchAccounts,
} from './volume/targets.ts';
import { deleteDrafts, prepareCheckIns, prepareQuotes } from './volume/writes.ts';

/** Prepared items per account: more than 50 connections can use in the measure on this machine. */
const CHECK_INS_PER_AGENT = 80;
const QUOTES_PER_CLIENT = 8;
const MISSIONS_TO_PLAN = 50;

const formatCount = (n: number) => n.toLocaleString('fr-FR');

const WRITE_NAMES = [
  "Pointage d'arrivée de l'agent",
  'Enregistrement du brouillon de besoin',
  "Signature d'un devis",
] as const;

/**
 * `--only <texte>`: only the targets whose name holds that text (case aside), e.g.
 * `npm run bench:api -- --volume --only "Tableau de planning"`; every target without it.
 */
function onlyFilter(argv: readonly string[]): {
  text: string | null;
  wanted: (name: string) => boolean;
} {
  const at = argv.indexOf('--only');
  const text = at >= 0 ? (argv[at + 1] ?? '').trim() : '';
  if (at >= 0 && !text) throw new Error('--only attend un texte : --only "Tableau de planning".');
  const folded = text.toLocaleLowerCase('fr');
  return {
    text: text || null,
    wanted: (name) => !text || name.toLocaleLowerCase('fr').includes(folded),
  };
}

/** Runs `work` on every item, `parallel` at a time, showing the count on one line. */
async function forEachLimited<T>(
  items: readonly T[],
  parallel: number,
  label: string,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < items.length) {
      await work(items[next++]!);
      done++;
      if (process.stdout.isTTY) process.stdout.write(`\r  ${label} : ${done}/${items.length}`);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  if (process.stdout.isTTY) process.stdout.write('\n');
  else console.log(`  ${label} : ${done}/${items.length}`);
}

/** The missions the planning screen lists first (its page 1, then the next ones). */
async function missionsToPlan(origin: string, operator: Session): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ids.length < MISSIONS_TO_PLAN && page <= 10; page++) {
    const result = await call(origin, {
      method: 'POST',
      path: pathOf('listMissionsAPlanifier'),
      token: operator.token,
      body: { page },
    });
    const items = (result.payload as { items?: { id: number }[] } | null)?.items ?? [];
    if (result.status !== 200) {
      console.log(
        `  Missions à planifier (page ${page}) : ${result.status} ${result.text.slice(0, 200)}`,
      );
      break;
    }
    if (items.length === 0) break;
    ids.push(...items.map((item) => item.id));
  }
  return ids.slice(0, MISSIONS_TO_PLAN);
}

/** One write checked once with its first prepared item (which it uses), then measured. */
async function checkWrite(origin: string, target: Target): Promise<Target> {
  const first = target.next();
  if (!first) throw new Error(`« ${target.name} » : rien n'a pu être préparé dans la base.`);
  const result = await call(origin, first);
  if (result.status < 200 || result.status >= 300 || !hasContent(result.payload)) {
    throw new Error(
      `« ${target.name} » : ${first.method} ${first.path} répond ${result.status} ${result.text.slice(0, 500)}`,
    );
  }
  return { ...target, unloadedMs: result.ms };
}

async function signInAccounts(api: RunningApi, emails: { clients: string[]; agents: string[] }) {
  const accounts: BenchAccounts = {
    clients: await signInAll(api.origin, emails.clients, 'clients'),
    agents: await signInAll(api.origin, emails.agents, 'agents'),
    operator: await signIn(api.origin, OPERATOR_EMAIL),
  };
  return accounts;
}

async function run(settings: VolumeSettings): Promise<boolean> {
  const started = Date.now();
  const only = onlyFilter(process.argv);
  if (only.text) console.log(`Cibles retenues : celles dont le nom contient « ${only.text} ».`);
  console.log(`Base : ${settings.databaseUrl.replace(/\/\/[^@/]*@/, '//')}`);
  const counts = await ensureVolumeData(settings.databaseUrl);
  console.log(
    `Volume : ${formatCount(counts.clients)} comptes clients, ${formatCount(counts.agents)} comptes agents, ` +
      `≈ ${formatCount(counts.interventions)} interventions, ≈ ${formatCount(counts.factures)} factures, ` +
      `≈ ${formatCount(counts.notifications)} notifications (estimations des statistiques).`,
  );

  console.log('Démarrage de l’API (npm start)…');
  const api = await startApi(settings);
  const db = await connect(settings.databaseUrl);
  const cleanups: (() => Promise<void>)[] = [];
  try {
    console.log(
      `API prête en ${api.secondsToReady.toFixed(1).replace('.', ',')} s (${api.readinessPath} = 200), ` +
        `processus ${api.serverPid} (mémoire résidente ${Math.round(api.readyRssMiB ?? Number.NaN)} Mio).`,
    );

    console.log('Choix des comptes et des identifiants…');
    const picks = await pickFixtures(db);
    // Clients and agents are signed in only when a target of theirs is kept (argon2: slow).
    const nobody: Session = { email: '', token: '', userId: 0, clientId: null, candidatId: null };
    const operatorOnly: BenchAccounts = { clients: [], agents: [], operator: nobody };
    const accountTargets = [
      ...readTargets(operatorOnly, picks, []).map((read) => read.name),
      ...WRITE_NAMES,
    ].filter(only.wanted);
    const accounts = await signInAccounts(api, {
      clients: accountTargets.length > 0 ? picks.clientEmails : [],
      agents: accountTargets.length > 0 ? picks.agentEmails : [],
    });
    // The planning screen opens from its list of missions to plan, or from a client's file (any
    // of its missions): when the list is empty, the picked clients' biggest missions are used.
    const listed = await missionsToPlan(api.origin, accounts.operator);
    const toPlan =
      listed.length > 0
        ? listed
        : [...picks.missionOfClient.values()].map((m) => m.missionId).slice(0, MISSIONS_TO_PLAN);

    // The week board's dense week (issue 26, point 6), in the database for the board's targets.
    let board: BoardFixture | null = null;
    const boardAnswers: Record<string, unknown> = {};
    if (Object.values(BOARD_TARGET_NAMES).some(only.wanted)) {
      console.log('Semaine dense du tableau de planning : insertion…');
      board = await insertBoardFixture(db);
      cleanups.push(board.remove);
      console.log(
        `  semaine du ${board.debut}, ${board.ville} (${board.codePostal}) : ${board.agents} agents ` +
          `(dont ${board.agentsFromOtherCities} d'autres villes), ${formatCount(board.interventions)} ` +
          `interventions dont ${formatCount(board.unstaffed)} à pourvoir.`,
      );
    }

    console.log('Vérification de chaque cible (200 et réponse non vide)…');
    const reads: Target[] = [];
    const skipped: string[] = [];
    const failedChecks: { name: string; failure: string }[] = [];
    const allReads = [
      ...readTargets(accounts, picks, toPlan),
      ...(board ? boardTargets(accounts.operator, board) : []),
    ].filter((read) => only.wanted(read.name));
    for (const read of allReads) {
      if (board && read.calls.includes('getPlanningSemaine')) {
        const answer = await describeBoardAnswer(api.origin, read.variants[0]!);
        boardAnswers[read.name] = answer;
        console.log(`  ${read.name} : ${formatBoardAnswer(answer)}`);
      }
      const checked = await checkRead(api.origin, read);
      if (checked.failure) {
        console.log(`  ${read.name} : NON VALIDE, pas de charge — ${checked.failure}`);
        failedChecks.push({ name: read.name, failure: checked.failure });
        continue;
      }
      if (checked.kept.length === 0) {
        skipped.push(
          `${read.name} : aucune des ${read.variants.length} variantes ne répond avec des données`,
        );
        continue;
      }
      if (checked.empty > 0) {
        console.log(
          `  ${read.name} : ${checked.empty} variante(s) vide(s) écartée(s), ${checked.kept.length} gardée(s)`,
        );
      }
      reads.push({
        ...rotating({ ...read, variants: checked.kept }),
        unloadedMs: checked.unloadedMs,
      });
    }

    const rss = startRssSampler(api.serverPid);
    const measures: Measure[] = [];
    const timing = {
      warmupSeconds: settings.warmupSeconds,
      durationSeconds: settings.durationSeconds,
    };
    console.log(`\nLectures : ${CONNECTIONS} connexions sauf indication, une cible à la fois.`);
    for (const target of reads) measures.push(await measure(api.origin, target, timing, rss));

    const writesWanted = WRITE_NAMES.filter(only.wanted);
    if (writesWanted.length > 0) {
      console.log(`\nÉcritures : préparation dans la base, puis ${CONNECTIONS} connexions.`);
      const agents = accounts.agents.filter((s) => s.candidatId !== null);
      const agentByCandidat = new Map(agents.map((s) => [s.candidatId!, s]));
      const checkIns = await prepareCheckIns(db, [...agentByCandidat.keys()], CHECK_INS_PER_AGENT);
      cleanups.push(checkIns.restore);
      const checkInTarget = consuming(
        "Pointage d'arrivée de l'agent",
        ['pointageDebutIntervention'],
        checkIns.items.map((item): RequestSpec => ({
          method: 'POST',
          path: pathOf('pointageDebutIntervention'),
          token: agentByCandidat.get(item.candidatId)!.token,
          body: {
            intervention_id: item.interventionId,
            lat: item.lat,
            lng: item.lng,
            accuracy_m: 12,
          },
        })),
      );

      const clients = accounts.clients.filter((s) => s.clientId !== null);
      const clientById = new Map(clients.map((s) => [s.clientId!, s]));
      const draftOf = (s: Session, id: number | undefined, n: number) => ({
        ...(id === undefined ? {} : { id }),
        client_id: s.clientId!,
        kind: 'besoin',
        service: SKILL_IDS[n % SKILL_IDS.length],
        frequence: 'ponctuel',
        date: toParisIsoDate(new Date(Date.now() + 7 * 86_400_000)),
        time_debut: '09:00',
        time_fin: '11:00',
        description: `Ménage du salon et de la cuisine, saisie ${n}`,
      });
      const draftIds: number[] = [];
      cleanups.push(() => deleteDrafts(db, draftIds));
      for (const s of clients) {
        const created = await call(api.origin, {
          method: 'POST',
          path: pathOf('saveBrouillon'),
          token: s.token,
          body: draftOf(s, undefined, 0),
        });
        const id = (created.payload as { id?: number } | null)?.id;
        if (created.status !== 200 || typeof id !== 'number') {
          throw new Error(
            `Brouillon de ${s.email} : ${created.status} ${created.text.slice(0, 300)}`,
          );
        }
        draftIds.push(id);
      }
      // The draft is saved again while the client types: each request replaces one client's draft.
      let saves = 0;
      const draftTarget: Target = {
        name: 'Enregistrement du brouillon de besoin',
        calls: ['saveBrouillon'],
        kind: 'écriture',
        variety: clients.length,
        next: () => {
          const index = saves++ % clients.length;
          const s = clients[index]!;
          return {
            method: 'POST',
            path: pathOf('saveBrouillon'),
            token: s.token,
            body: draftOf(s, draftIds[index], saves),
          };
        },
      };

      const quotes = await prepareQuotes(db, [...clientById.keys()], QUOTES_PER_CLIENT);
      cleanups.push(quotes.remove);
      // The client reads the quote on the signature page before signing it: that page has the
      // API render and store the PDF to sign (once). Done here, as the page does, not in the measure.
      await forEachLimited(
        quotes.items,
        4,
        'devis ouverts sur la page de signature',
        async (quote) => {
          const opened = await call(api.origin, {
            method: 'GET',
            path: pathOf('getDevisForSignature', { id: encryptId(quote.devisId, idSecret()) }),
            token: clientById.get(quote.clientId)!.token,
          });
          if (opened.status !== 200) {
            throw new Error(
              `Page de signature du devis ${quote.devisId} : ${opened.status} ${opened.text.slice(0, 300)}`,
            );
          }
        },
      );
      const signTarget = consuming(
        "Signature d'un devis",
        ['signDevis'],
        quotes.items.map((quote): RequestSpec => {
          const s = clientById.get(quote.clientId)!;
          return {
            method: 'POST',
            path: pathOf('signDevis'),
            token: s.token,
            body: {
              devis_id: quote.devisId,
              signature_text: s.email.split('@')[0]!,
              accept_conditions: true,
            },
          };
        }),
      );
      console.log(
        `  ${formatCount(checkIns.items.length)} interventions à pointer (${agentByCandidat.size} agents), ` +
          `${formatCount(draftIds.length)} brouillons, ${formatCount(quotes.items.length)} devis à signer.`,
      );

      for (const target of [checkInTarget, draftTarget, signTarget]) {
        if (!only.wanted(target.name)) continue;
        measures.push(await measure(api.origin, await checkWrite(api.origin, target), timing, rss));
      }
    }
    const memory = rss.stop();

    printMeasures(measures);
    printMemory(memory, api.readyRssMiB);
    for (const line of skipped) console.log(`Cible non mesurée — ${line}`);
    for (const failed of failedChecks) {
      console.error(
        `\nCible NON VALIDE dès la vérification, non chargée — « ${failed.name} » : ${failed.failure}`,
      );
    }
    const invalid = measures.filter((m) => !isValid(m));
    for (const m of invalid) {
      console.error(
        `\nMesure NON VALIDE pour « ${m.name} » : codes ${JSON.stringify(m.statusCodes)}, ` +
          `${m.errors + m.warmupErrors} erreur(s), ${m.non2xx + m.warmupNon2xx} réponse(s) non 2xx ` +
          `(dont ${m.warmupNon2xx + m.warmupErrors} pendant l'échauffement).`,
      );
      for (const failure of m.failures) console.error(`  ${failure}`);
    }

    const file = writeReport({
      settings: {
        connections: CONNECTIONS,
        warmupSeconds: settings.warmupSeconds,
        durationSeconds: settings.durationSeconds,
        database: settings.databaseUrl.replace(/\/\/[^@/]*@/, '//'),
      },
      volume: counts,
      start: {
        secondsToReady: api.secondsToReady,
        readinessPath: api.readinessPath,
        readyRssMiB: api.readyRssMiB,
      },
      accounts: {
        clients: accounts.clients.length,
        agents: accounts.agents.length,
        missionsToPlan: listed.length,
        missionsForAgentsDispos: toPlan.length,
        clientCities: picks.clientCities,
        agentCities: picks.agentCities,
      },
      only: only.text,
      planningBoard: board && {
        debut: board.debut,
        ville: board.ville,
        codePostal: board.codePostal,
        agents: board.agents,
        agentsFromOtherCities: board.agentsFromOtherCities,
        interventions: board.interventions,
        unstaffed: board.unstaffed,
        answers: boardAnswers,
      },
      measures,
      memory: { ...memory, goalMiB: GOALS.rssMaxMiB },
      skipped,
      failedChecks,
      valid: invalid.length === 0 && failedChecks.length === 0,
      complete: skipped.length === 0,
      totalSeconds: (Date.now() - started) / 1000,
    });
    console.log(`\nRésultats écrits dans ${file}`);
    // A target without data is reported above; only errors and non-2xx make the figures invalid.
    return invalid.length === 0 && failedChecks.length === 0;
  } finally {
    // The database goes back as it was where the bench can undo its writes (docs: README.md).
    for (const cleanup of cleanups.reverse()) {
      await cleanup().catch((error: unknown) => {
        console.error(
          `Remise en état incomplète : ${error instanceof Error ? error.message : error}`,
        );
      });
    }
    await db.end();
    await api.stop();
  }
}

export async function runVolumeBench(): Promise<void> {
  const settings = readSettings();
  // Ctrl-C or a kill of the bench stops the API and the seed it started: api.bench.ts, which
  // runs this, stops every process group on an interrupt or an exit.
  try {
    const valid = await run(settings);
    if (!valid) process.exitCode = 1;
  } finally {
    await stopAllGroups();
  }
}
