import {
  CANDIDATURE_ETAPES,
  COMPETENCES,
  isInfoSuppId,
  type CandidatureEtape,
} from '@maisonnee/domain';
import { afterAnswer } from '../../lib/after-answer.ts';
import { AppError, validationFailed } from '../../lib/app-error.ts';
import { FailureLimiter, type FailureCounter } from '../../lib/failure-limiter.ts';
import { createDocumentsService } from '../documents/documents.service.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createLocator } from './candidat-location.ts';
import { resolveCandidatureToken, signCandidatureToken } from './candidature-token.ts';
import type * as q from './candidature.queries.ts';

/*
 * What the steps of the public application share (docs/recrutement.md): the token that opens one
 * application, the per-address throttles, the mail to the holder of an address already taken, the
 * order of the steps and the checks of the answers. The context is made once for the routes: the
 * throttles count across every step.
 */

const HOUR_MS = 3_600_000;

/**
 * Mailed, after the answer, to the holder of an address someone applied with (issue 22, point
 * 14): the caller gets the answer a new address gets, so the application tells nobody whether an
 * address has an account or an application.
 */
const APPLICATION_ON_TAKEN_ADDRESS = {
  subject: 'Une candidature Maisonnée a été faite avec votre adresse',
  text: "Bonjour,\n\nQuelqu'un vient de faire une candidature d'intervenant(e) chez Maisonnée avec votre adresse e-mail, qui est déjà celle d'un compte ou d'une candidature chez nous.\n\nSi c'était vous : connectez-vous à votre espace, ou reprenez votre candidature avec le lien que nous vous avons envoyé ; notre équipe de recrutement rapprochera les deux dossiers.\nSi ce n'était pas vous, ignorez ce message : votre compte et votre candidature n'ont pas changé, et ce dossier ne deviendra pas un compte à votre adresse.\n\nL'équipe Maisonnée",
};

/** Written in the history of an application made with an address already held. */
export const TAKEN_ADDRESS_NOTE =
  ' — adresse e-mail déjà celle d’un compte ou d’une autre candidature (son titulaire a été prévenu) : vérifiez l’identité avant d’aller plus loin';

export const etapeIndex = (etape: string | null) =>
  etape === null ? -1 : CANDIDATURE_ETAPES.indexOf(etape as CandidatureEtape);

/** Answers to the extra questions, kept by question id; unknown ids are refused. */
function reponsesOf(infos: { info_supp_id: number; valeur: string | null }[]) {
  const unknown = infos.find((info) => !isInfoSuppId(info.info_supp_id));
  if (unknown) {
    throw validationFailed(
      { infos_supp: `Information complémentaire inconnue : ${unknown.info_supp_id}.` },
      'Une information complémentaire est inconnue.',
    );
  }
  return Object.fromEntries(infos.map((info) => [String(info.info_supp_id), info.valeur ?? null]));
}

/** The finer skills must be known and belong to one of the services chosen. */
function checkCompetences(competenceIds: number[], services: number[]): number[] {
  for (const id of competenceIds) {
    const competence = COMPETENCES.find((c) => c.id === id);
    if (!competence) {
      throw validationFailed(
        { competence_ids: `Compétence inconnue : ${id}.` },
        'Une compétence est inconnue.',
      );
    }
    if (!services.includes(competence.client_besoin_skill_id)) {
      throw validationFailed(
        {
          competence_ids: `« ${competence.libelle} » ne relève d’aucun des services choisis.`,
        },
        `La compétence « ${competence.libelle} » ne relève d’aucun des services choisis.`,
      );
    }
  }
  return [...new Set(competenceIds)];
}

/** The skills step's answers, checked: the finer skills and the extra answers by question id. */
export function checkedAnswers(body: {
  competence_ids: number[];
  services: number[];
  infos_supp: { info_supp_id: number; valeur: string | null }[];
}) {
  return {
    competenceIds: checkCompetences(body.competence_ids, body.services),
    reponses: reponsesOf(body.infos_supp),
  };
}

export function createCandidatureContext(deps: ModuleDeps) {
  const { db, config, mailer, now } = deps;
  const limits = config.candidature;
  /* Per-address throttles (issue 22, point 13), shared through Redis like the sign-in counters. */
  const counterOf = (name: string, max: number): FailureCounter =>
    deps.counter?.(name, { max, windowMs: HOUR_MS }) ??
    new FailureLimiter(max, HOUR_MS, () => now().getTime());
  const newApplications = counterOf('candidatures', limits.perAddressPerHour);
  const uploads = counterOf('candidature-uploads', limits.uploadsPerAddressPerHour);

  /** 429 once `ip` reached the bound of `counter` this hour; otherwise counts this attempt. */
  async function throttle(counter: FailureCounter, ip: string, message: string) {
    const key = `ip:${ip}`;
    const wait = await counter.retryAfterSeconds(key);
    if (wait > 0) throw new AppError('RATE_LIMITED', message, { retryAfterSeconds: wait });
    await counter.recordFailure(key);
  }

  return {
    deps,
    limits,
    locate: createLocator(deps),
    documents: createDocumentsService(deps),

    throttleNewApplication: (ip: string) =>
      throttle(
        newApplications,
        ip,
        'Trop de candidatures envoyées depuis cette connexion : réessayez dans une heure.',
      ),

    throttleUpload: (ip: string) =>
      throttle(
        uploads,
        ip,
        'Trop de documents envoyés depuis cette connexion : réessayez dans une heure.',
      ),

    /** The application a token opens (403 CANDIDATURE_LINK_INVALID otherwise). */
    resolve: (token: string) => resolveCandidatureToken(db, config.jwtSecret, token, now()),

    tokenOf: (candidat: q.CandidatRow) =>
      signCandidatureToken(
        config.jwtSecret,
        { id: candidat.id, version: candidat.candidature_link_version },
        now(),
      ),

    editLink: (token: string) => `${config.publicUrl}/candidature?jeton=${token}`,

    /** After the answer, the holder of an address someone applied with is warned. */
    mailAddressHolder: (email: string) =>
      afterAnswer(deps, () => mailer.send({ to: email, ...APPLICATION_ON_TAKEN_ADDRESS })),
  };
}

export type CandidatureContext = ReturnType<typeof createCandidatureContext>;
