import { endpoints } from '@maisonnee/contract';
import { WithExtras, type HandlerMap } from '../../plugins/contract-routes.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createAssignmentService } from './assignment.service.ts';
import { createAvisService } from './avis.service.ts';
import { createBoardService } from './board.service.ts';
import { createBoardMovesService } from './board-moves.service.ts';
import { createInterventionsChangeService } from './interventions-change.service.ts';
import { createInterventionsCreateService } from './interventions-create.service.ts';
import { createInterventionsNotifyService } from './interventions-notify.service.ts';
import { createInterventionsReadService } from './interventions-read.service.ts';
import { createMissionsService } from './missions.service.ts';
import { createPointageService } from './pointage.service.ts';
import { createProlongationService } from './prolongation.service.ts';
import { createProposalService } from './proposal.service.ts';

/**
 * Missions, interventions and reviews (section 7), except create-from-scenario-app (scenarios
 * module), and the "no agent available" alert.
 */
export function planningHandlers(deps: ModuleDeps): HandlerMap {
  const assignment = createAssignmentService(deps);
  const missions = createMissionsService(deps);
  const create = createInterventionsCreateService(deps);
  const change = createInterventionsChangeService(deps);
  const read = createInterventionsReadService(deps);
  const notices = createInterventionsNotifyService(deps);
  const pointage = createPointageService(deps);
  const prolongation = createProlongationService(deps);
  const avis = createAvisService(deps);
  const board = createBoardService(deps);
  const boardMoves = createBoardMovesService(deps);
  const proposal = createProposalService(deps);
  return {
    // Missions
    listMissionsAPlanifier: ({ body }) => missions.listAPlanifier(body),
    listMissionAgentsDispos: async ({ params, body }) => {
      const found = await assignment.agentsDispos(params.missionId, body);
      return new WithExtras(found.agents, {
        recherche: {
          nb_intervenants_rayon: found.nbIntervenantsRayon,
          nb_intervenants_disponibles: found.nbIntervenantsDisponibles,
        },
      });
    },
    createInterventionsForMission: async ({ params, body }) => {
      const done = await assignment.createInterventionsForMission(
        params.missionId,
        params.agentId,
        body,
      );
      return new WithExtras(done.interventions, { planification: done.planification });
    },
    // The week's proposal (docs/planning.md « Proposition de planning pour la semaine »)
    proposerPlanningSemaine: ({ body }) => proposal.proposer(body),
    appliquerPropositionPlanning: ({ body }) => proposal.appliquer(body),
    // The planning board (docs/planning.md « Tableau de planning »)
    getPlanningSemaine: async ({ body }) => {
      const week = await board.getSemaine(body);
      return new WithExtras(week.page, week.extras);
    },
    // Moves from the board (docs/planning.md « Déplacer, affecter, forcer »)
    deplacerIntervention: ({ auth, body }) => boardMoves.deplacer(auth, body),
    createMission: ({ body }) => missions.createMission(body),
    getMission: ({ auth, params }) => missions.getMission(auth, params.id),
    listMissionsActives: ({ auth, params }) => missions.listMissionsActives(auth, params.clientId),
    listMissionInterventions: ({ auth, params, body }) =>
      missions.listMissionInterventions(auth, params.missionId, body),
    alerteNoAgentDispo: ({ auth, params, body }) =>
      missions.alerteNoAgentDispo(auth, params.missionId, body),
    // Interventions: creation and changes
    createInterventionsClient: ({ auth, body }) => create.createInterventionsClient(auth, body),
    createIntervention: ({ body }) => create.createIntervention(body),
    saveIntervention: ({ auth, body }) => change.saveIntervention(auth, body),
    updateIntervention: ({ auth, body }) => change.updateIntervention(auth, body),
    editInterventionClient: ({ auth, body }) => change.editInterventionClient(auth, body),
    deleteIntervention: ({ auth, params }) => change.deleteIntervention(auth, params.id),
    deleteInterventionSerie: ({ auth, params }) =>
      change.deleteInterventionSerie(auth, params.id, params.dtDispoClientId),
    cancelInterventionClient: ({ auth, params, body }) =>
      change.cancelInterventionClient(auth, params.id, body),
    // Interventions: reading
    getIntervention: ({ auth, params }) =>
      read.getIntervention(auth, params.id, endpoints.getIntervention.access),
    getInterventionNoMission: ({ auth, params }) =>
      read.getIntervention(auth, params.id, endpoints.getInterventionNoMission.access),
    listInterventionsByMission: ({ auth, params, query }) =>
      read.listByMission(
        auth,
        params.missionId,
        endpoints.listInterventionsByMission.access,
        query,
      ),
    getInterventionsAgentAVenir: ({ auth, body }) => read.listAgentAVenir(auth, body),
    getInterventionAgentEnCours: ({ auth, body }) => read.getAgentEnCours(auth, body),
    listEventsClient: ({ auth, params, body }) =>
      read.listEventsClient(auth, params.clientId, body),
    notifyInterventionsClient: ({ body }) => notices.notifyInterventions(body, 'client'),
    notifyInterventionsAgent: ({ body }) => notices.notifyInterventions(body, 'agent'),
    // Check-in and check-out, extensions, reviews
    pointageDebutIntervention: ({ auth, body }) => pointage.pointageDebut(auth, body),
    pointageFinIntervention: ({ auth, body }) => pointage.pointageFin(auth, body),
    prolongationIntervention: ({ auth, body }) => prolongation.prolongDirectly(auth, body),
    askProlongationIntervention: ({ auth, body }) => prolongation.askProlongation(auth, body),
    sendReponseProlongation: ({ auth, body }) => prolongation.answerProlongation(auth, body),
    getProlongationIntervention: ({ auth, params }) =>
      prolongation.getProlongation(auth, params.interventionId),
    createInterventionAvis: ({ auth, body }) => avis.createAvis(auth, body),
    getInterventionAvis: ({ auth, params }) => avis.getAvis(auth, params.id),
    listAgentAvis: ({ params, query }) => avis.listAgentAvis(params.id, query),
  };
}
