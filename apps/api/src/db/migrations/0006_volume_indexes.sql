-- Written by drizzle-kit, then made re-runnable (IF [NOT] EXISTS): a first draft of this
-- migration reached the volume databases of issue 14 before its last indexes were added.
DROP INDEX IF EXISTS "notifications_user_id_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "clients_position_idx" ON "clients" USING btree ("lat","lng");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "candidats_position_idx" ON "candidats" USING btree ("lat","lng");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "interventions_en_cours_idx" ON "interventions" USING btree ("candidat_id") WHERE statut = 'en_cours';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "factures_created_at_idx" ON "factures" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "factures_emise_idx" ON "factures" USING btree (coalesce("issued_at", "created_at"));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "annonces_position_idx" ON "annonces" USING btree ("lat","lng");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cockpit_taches_ouvertes_idx" ON "cockpit_taches" USING btree ("kind","due_at","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE treated_at is null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "notifications_user_id_idx" ON "notifications" USING btree ("user_id","created_at","id");--> statement-breakpoint
ALTER TABLE "interventions" DROP CONSTRAINT IF EXISTS "interventions_duree_check";--> statement-breakpoint
ALTER TABLE "interventions" ADD CONSTRAINT "interventions_duree_check" CHECK ("interventions"."date_fin" <= "interventions"."date_debut" + make_interval(hours => 24));