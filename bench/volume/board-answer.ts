// What one answer of the week board holds (agents, visits, conflicts, bytes), printed beside its
// figures: a board target is only worth its p99 if the answer is the dense week it claims.
import { call } from './check.ts';
import type { RequestSpec } from './load.ts';

export interface BoardAnswer {
  status: number;
  ms: number;
  bytes: number;
  agents: number;
  total: number;
  interventions: number;
  withConflicts: number;
  aPourvoir: number;
}

interface BoardBody {
  data?: { items?: { interventions?: { conflits?: unknown[] }[] }[]; total?: number };
  a_pourvoir?: unknown[];
}

export async function describeBoardAnswer(origin: string, spec: RequestSpec): Promise<BoardAnswer> {
  const result = await call(origin, spec);
  let body: BoardBody = {};
  try {
    body = JSON.parse(result.text) as BoardBody;
  } catch {
    // Not JSON: the status says why.
  }
  const items = body.data?.items ?? [];
  const visits = items.flatMap((row) => row.interventions ?? []);
  return {
    status: result.status,
    ms: result.ms,
    bytes: Buffer.byteLength(result.text),
    agents: items.length,
    total: body.data?.total ?? 0,
    interventions: visits.length,
    withConflicts: visits.filter((visit) => (visit.conflits?.length ?? 0) > 0).length,
    aPourvoir: body.a_pourvoir?.length ?? 0,
  };
}

export function formatBoardAnswer(answer: BoardAnswer): string {
  const n = (value: number) => value.toLocaleString('fr-FR');
  return (
    `${n(answer.agents)} agents (sur ${n(answer.total)}), ${n(answer.interventions)} interventions ` +
    `dont ${n(answer.withConflicts)} en conflit, ${n(answer.aPourvoir)} à pourvoir, ` +
    `${n(Math.round(answer.bytes / 1024))} Kio de JSON, ${Math.round(answer.ms)} ms seule`
  );
}
