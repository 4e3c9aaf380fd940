ALTER TABLE "cockpit_taches" ADD COLUMN "type" text DEFAULT 'autre' NOT NULL;--> statement-breakpoint
ALTER TABLE "cockpit_taches" ADD COLUMN "cle" varchar(120);--> statement-breakpoint
ALTER TABLE "cockpit_taches" ADD COLUMN "mission_id" integer;--> statement-breakpoint
ALTER TABLE "cockpit_taches" ADD COLUMN "devis_id" integer;--> statement-breakpoint
ALTER TABLE "cockpit_taches" ADD COLUMN "intervention_id" integer;--> statement-breakpoint
ALTER TABLE "cockpit_taches" ADD COLUMN "details" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "cockpit_taches" ADD COLUMN "cloture_auto" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cockpit_taches" ADD CONSTRAINT "cockpit_taches_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cockpit_taches" ADD CONSTRAINT "cockpit_taches_devis_id_devis_id_fk" FOREIGN KEY ("devis_id") REFERENCES "public"."devis"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cockpit_taches" ADD CONSTRAINT "cockpit_taches_intervention_id_interventions_id_fk" FOREIGN KEY ("intervention_id") REFERENCES "public"."interventions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cockpit_taches_type_idx" ON "cockpit_taches" USING btree ("type","treated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cockpit_taches_cle_idx" ON "cockpit_taches" USING btree ("cle");--> statement-breakpoint
CREATE INDEX "cockpit_taches_mission_id_idx" ON "cockpit_taches" USING btree ("mission_id");--> statement-breakpoint
CREATE INDEX "cockpit_taches_devis_id_idx" ON "cockpit_taches" USING btree ("devis_id");--> statement-breakpoint
CREATE INDEX "cockpit_taches_intervention_id_idx" ON "cockpit_taches" USING btree ("intervention_id");--> statement-breakpoint
-- Tasks written before task types existed: the two kinds the API wrote, by their title.
UPDATE "cockpit_taches" SET "type" = 'demande_publique' WHERE "title" = 'Rappeler le prospect';--> statement-breakpoint
UPDATE "cockpit_taches" SET "type" = 'rappel' WHERE "title" = 'Rappeler le client';--> statement-breakpoint
ALTER TABLE "cockpit_taches" ADD CONSTRAINT "cockpit_taches_type_check" CHECK ("cockpit_taches"."type" in ('nouveau_besoin', 'demande_publique', 'rappel', 'demande_planning', 'devis_a_construire', 'devis_non_signe', 'creneaux_sans_agent', 'absence_non_couverte', 'adresse_a_localiser', 'autre'));