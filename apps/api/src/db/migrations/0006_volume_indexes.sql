DROP INDEX "notifications_user_id_idx";--> statement-breakpoint
CREATE INDEX "clients_position_idx" ON "clients" USING btree ("lat","lng");--> statement-breakpoint
CREATE INDEX "candidats_position_idx" ON "candidats" USING btree ("lat","lng");--> statement-breakpoint
CREATE INDEX "interventions_en_cours_idx" ON "interventions" USING btree ("candidat_id") WHERE statut = 'en_cours';--> statement-breakpoint
CREATE INDEX "annonces_position_idx" ON "annonces" USING btree ("lat","lng");--> statement-breakpoint
CREATE INDEX "notifications_user_id_idx" ON "notifications" USING btree ("user_id","created_at","id");--> statement-breakpoint
ALTER TABLE "interventions" ADD CONSTRAINT "interventions_duree_check" CHECK ("interventions"."date_fin" <= "interventions"."date_debut" + make_interval(hours => 24));