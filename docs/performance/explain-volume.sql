-- EXPLAIN (ANALYZE, BUFFERS) of the heavy reads (docs/performance.md), on the volume database:
-- psql postgres://postgres@127.0.0.1:5432/maisonnee_volume -f docs/performance/explain-volume.sql
-- The parameters (cid, aid, uid, mid) are the busiest client, agent, user and that client's first mission
-- of the seed (select … group by … order by count(*) desc limit 1). BEFORE blocks drop an index inside
-- a transaction rolled back, or run the query as it was written before issue 14.
\set cid 5
\set aid 2
\set uid 16868
\set mid 5
\pset pager off
\echo '### missions actives (listMissionsActives)'
explain (analyze, buffers, costs off) select * from missions where client_id = :cid and statut = 'active' and (date_fin is null or date_fin >= date_trunc('day', now())) order by date_debut desc, id desc;
\echo '### upcoming interventions of these missions (toMissionDtos upcoming)'
explain (analyze, buffers, costs off) select i.*, m.client_besoin_skill_id from interventions i left join missions m on m.id = i.mission_id where i.mission_id in (select id from missions where client_id = :cid and statut='active') and i.date_fin > date_trunc('day', now()) and i.date_debut > date_trunc('day', now()) - interval '24 hours' order by i.date_debut, i.id;
\echo '### intervention counts of the missions'
explain (analyze, buffers, costs off) select mission_id, count(*), count(*) filter (where candidat_id is null and statut='planifiee') from interventions where mission_id in (select id from missions where client_id = :cid) and statut <> 'annulee' group by mission_id;
\echo '### BEFORE: month calendar of a client (listEventsClient), no lower bound on date_debut'
explain (analyze, buffers, costs off) select i.*, m.client_besoin_skill_id from interventions i left join missions m on m.id = i.mission_id where i.client_id = :cid and i.date_debut < '2026-12-01' and i.date_fin > '2026-11-01' order by i.date_debut, i.id;
\echo '### AFTER: month calendar of a client (listEventsClient)'
explain (analyze, buffers, costs off) select i.*, m.client_besoin_skill_id from interventions i left join missions m on m.id = i.mission_id where i.client_id = :cid and i.date_debut < '2026-12-01' and i.date_fin > '2026-11-01' and i.date_debut > timestamptz '2026-11-01' - interval '24 hours' order by i.date_debut, i.id;
\echo '### AFTER: a mission month (listMissionInterventions / listInterventionsByMission with a window)'
explain (analyze, buffers, costs off) select i.*, m.client_besoin_skill_id from interventions i left join missions m on m.id = i.mission_id where i.mission_id = :mid and i.date_debut < '2026-12-01' and i.date_fin > '2026-11-01' and i.date_debut > timestamptz '2026-11-01' - interval '24 hours' order by i.date_debut, i.id;
\echo '### BEFORE: agent upcoming 30 days (getInterventionsAgentAVenir)'
explain (analyze, buffers, costs off) select i.*, m.client_besoin_skill_id from interventions i left join missions m on m.id = i.mission_id where i.candidat_id in (:aid) and i.statut in ('planifiee','en_cours') and i.date_debut < now() + interval '30 days' and i.date_fin > now() order by i.date_debut, i.id;
\echo '### AFTER: agent upcoming 30 days (getInterventionsAgentAVenir)'
explain (analyze, buffers, costs off) select i.*, m.client_besoin_skill_id from interventions i left join missions m on m.id = i.mission_id where i.candidat_id in (:aid) and i.statut in ('planifiee','en_cours') and i.date_debut < now() + interval '30 days' and i.date_fin > now() and i.date_debut > now() - interval '24 hours' order by i.date_debut, i.id;
\echo '### agent en cours (getInterventionAgentEnCours)'
explain (analyze, buffers, costs off) select i.*, m.client_besoin_skill_id from interventions i left join missions m on m.id = i.mission_id where i.candidat_id in (:aid) and i.statut in ('en_cours') order by i.date_debut, i.id;
\echo '### notifications page 1 (listUserNotifications)'
explain (analyze, buffers, costs off) select * from notifications where user_id = :uid order by created_at desc, id desc limit 30 offset 0;
explain (analyze, buffers, costs off) select count(*) from notifications where user_id = :uid;
\echo '### client invoices on a year (listClientFactures)'
explain (analyze, buffers, costs off) select * from factures where client_id = :cid and date_debut <= '2026-12-31' and date_fin >= '2026-01-01' order by date_debut, id;
\echo '### BEFORE back-office invoices page (listFactures: count and page joined with clients)'
explain (analyze, buffers, costs off) select count(*)::int from factures f join clients c on c.id = f.client_id;
explain (analyze, buffers, costs off) select f.* from factures f join clients c on c.id = f.client_id order by f.created_at desc, f.id desc limit 20 offset 80;
\pset pager off
\echo '### AFTER around clients Paris 20 km'
explain (analyze, buffers, costs off) select c.id from clients c where c.is_active and c.lat is not null and c.lng is not null and c.lat between 48.8566-0.1797 and 48.8566+0.1797 and c.lng between 2.3522-0.2733 and 2.3522+0.2733 and (2*6371.0088*asin(least(1, sqrt(power(sin(radians(c.lat-48.8566)/2),2)+cos(radians(48.8566))*cos(radians(c.lat))*power(sin(radians(c.lng-2.3522)/2),2))))) <= 20 order by (2*6371.0088*asin(least(1, sqrt(power(sin(radians(c.lat-48.8566)/2),2)+cos(radians(48.8566))*cos(radians(c.lat))*power(sin(radians(c.lng-2.3522)/2),2))))), c.id limit 500;
\echo '### AFTER around candidats Paris 20 km'
explain (analyze, buffers, costs off) select c.id from candidats c where c.is_active and c.lat is not null and c.lng is not null and c.lat between 48.8566-0.1797 and 48.8566+0.1797 and c.lng between 2.3522-0.2733 and 2.3522+0.2733 and (2*6371.0088*asin(least(1, sqrt(power(sin(radians(c.lat-48.8566)/2),2)+cos(radians(48.8566))*cos(radians(c.lat))*power(sin(radians(c.lng-2.3522)/2),2))))) <= 20 order by (2*6371.0088*asin(least(1, sqrt(power(sin(radians(c.lat-48.8566)/2),2)+cos(radians(48.8566))*cos(radians(c.lat))*power(sin(radians(c.lng-2.3522)/2),2))))), c.id limit 500;
begin;
drop index clients_position_idx;
\echo '### BEFORE around clients (no position index, box then first ids)'
explain (analyze, buffers, costs off) select c.id from clients c where c.is_active and c.lat is not null and c.lng is not null and c.lat between 48.8566-0.1797 and 48.8566+0.1797 and c.lng between 2.3522-0.2733 and 2.3522+0.2733 order by c.id limit 2000;
rollback;
\echo '### agents with a skill around a client (listActiveAgentsWithSkill, near)'
explain (analyze, buffers, costs off) select c.id from candidats c join candidat_competences cc on cc.candidat_id = c.id and cc.competence_id = 1 where c.is_active and c.candidat_statut_id = 6 and c.lat between 48.8566-0.1797 and 48.8566+0.1797 and c.lng between 2.3522-0.2733 and 2.3522+0.2733 and (2*6371.0088*asin(least(1, sqrt(power(sin(radians(c.lat-48.8566)/2),2)+cos(radians(48.8566))*cos(radians(c.lat))*power(sin(radians(c.lng-2.3522)/2),2))))) <= 20;
\echo '### BEFORE busy periods of 300 agents over a week (no lower bound)'
explain (analyze, buffers, costs off) select i.* from interventions i left join missions m on m.id = i.mission_id where i.candidat_id in (select id from candidats where id <= 300) and i.date_debut < now() + interval '7 days' and i.date_fin > now() - interval '4 hours' order by i.date_debut, i.id;
\echo '### AFTER busy periods of 300 agents over a week'
explain (analyze, buffers, costs off) select i.* from interventions i left join missions m on m.id = i.mission_id where i.candidat_id in (select id from candidats where id <= 300) and i.date_debut < now() + interval '7 days' and i.date_fin > now() - interval '4 hours' and i.date_debut > now() - interval '28 hours' order by i.date_debut, i.id;
\echo '### cockpit list page (listCockpitCommercial; BEFORE in docs/performance.md)'
explain (analyze, buffers, costs off) select t.* from cockpit_taches t left join clients c on c.id = t.client_id left join candidats a on a.id = t.candidat_id where t.kind = 'commercial' and t.treated_at is null order by t.due_at asc nulls last, t.created_at desc, t.id desc limit 20;
explain (analyze, buffers, costs off) select count(*) from cockpit_taches t where t.kind = 'commercial' and t.treated_at is null;
\echo '### cockpit derivation: pending quotes, unassigned interventions'
explain (analyze, buffers, costs off) select id from devis where deleted_at is null and statut in ('brouillon','en_attente_signature');
explain (analyze, buffers, costs off) select i.id from interventions i join missions m on m.id = i.mission_id where m.statut='active' and i.candidat_id is null and i.statut='planifiee' and i.date_debut > now() order by i.date_debut, i.id;
\pset pager off
\echo '### AFTER back-office invoices page 5 (listFactures, no filter)'
explain (analyze, buffers, costs off) select f.* from factures f order by f.created_at desc, f.id desc limit 20 offset 80;
explain (analyze, buffers, costs off) select count(*)::int from factures f;
\echo '### AFTER back-office invoices of a month (listFactures, period)'
explain (analyze, buffers, costs off) select f.* from factures f where coalesce(issued_at, created_at) >= '2026-10-01' and coalesce(issued_at, created_at) < '2026-11-01' order by f.created_at desc, f.id desc limit 20;
explain (analyze, buffers, costs off) select count(*)::int from factures f where coalesce(issued_at, created_at) >= '2026-10-01' and coalesce(issued_at, created_at) < '2026-11-01';
\echo '### AFTER cockpit list page (listCockpitCommercial)'
explain (analyze, buffers, costs off) select t.*, c.nom, a.nom from cockpit_taches t left join clients c on c.id = t.client_id left join candidats a on a.id = t.candidat_id where t.kind = 'commercial' and t.treated_at is null order by t.due_at asc nulls last, t.created_at desc, t.id desc limit 20;
\echo '### BEFORE agents summaries (selectAgentSummaryRows as drizzle wrote it: the subqueries bound to their own table)'
explain (analyze, buffers, costs off) select id, prenom, nom, (select profile_photo_path from users where candidat_id = id order by id limit 1), (select avg(note)::float8 from intervention_avis where candidat_id = id), (select count(*)::int from intervention_avis where candidat_id = id) from candidats where candidats.id in (206, 193);
\echo '### AFTER agents summaries (grouped once, joined)'
explain (analyze, buffers, costs off) select candidats.id, candidats.prenom, candidats.nom, photos.profile_photo_path, note, nb from candidats left join (select distinct on (users.candidat_id) candidat_id, profile_photo_path from users where users.candidat_id = any('{206,193}'::int[]) order by users.candidat_id, users.id) photos on photos.candidat_id = candidats.id left join (select candidat_id, avg(note)::float8 note, count(*)::int nb from intervention_avis where candidat_id = any('{206,193}'::int[]) group by candidat_id) ratings on ratings.candidat_id = candidats.id where candidats.id = any('{206,193}'::int[]);
\echo '### AFTER a page of the timesheet job (done interventions of a month after a (date_debut, id), index interventions_date_debut_id_idx of migration 0007; before: a parallel seq scan of the table per page)'
explain (analyze, buffers, costs off) select i.id from interventions i left join missions m on m.id = i.mission_id left join candidats c on c.id = i.candidat_id where i.statut = 'terminee' and i.pointage_debut_at is not null and i.pointage_fin_at is not null and i.date_debut >= '2026-10-01' and i.date_debut < '2026-11-01' and (i.date_debut, i.id) > ('2026-10-15'::timestamptz, 5) order by i.date_debut, i.id limit 1000;
\echo '### AFTER clients around Lyon 20 km, a page of 50 and the count within the radius'
explain (analyze, buffers, costs off) select c.id from clients c where c.is_active and c.lat between 45.7632-0.1797 and 45.7632+0.1797 and c.lng between 4.8353-0.2570 and 4.8353+0.2570 and (2*6371.0088*asin(least(1, sqrt(power(sin(radians(c.lat-45.7632)/2),2)+cos(radians(45.7632))*cos(radians(c.lat))*power(sin(radians(c.lng-4.8353)/2),2))))) <= 20 order by (2*6371.0088*asin(least(1, sqrt(power(sin(radians(c.lat-45.7632)/2),2)+cos(radians(45.7632))*cos(radians(c.lat))*power(sin(radians(c.lng-4.8353)/2),2))))), c.id limit 50;
explain (analyze, buffers, costs off) select count(*) from clients c where c.is_active and c.lat between 45.7632-0.1797 and 45.7632+0.1797 and c.lng between 4.8353-0.2570 and 4.8353+0.2570 and (2*6371.0088*asin(least(1, sqrt(power(sin(radians(c.lat-45.7632)/2),2)+cos(radians(45.7632))*cos(radians(c.lat))*power(sin(radians(c.lng-4.8353)/2),2))))) <= 20;
