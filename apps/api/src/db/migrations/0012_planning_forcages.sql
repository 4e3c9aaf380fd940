CREATE TABLE "planning_forcages" (
	"id" serial PRIMARY KEY NOT NULL,
	"intervention_id" integer NOT NULL,
	"regles" text[] NOT NULL,
	"motif" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "planning_forcages_regles_check" CHECK (cardinality("planning_forcages"."regles") > 0 and "planning_forcages"."regles" <@ array['AGENT_BUSY', 'TRAVEL_TOO_SHORT', 'AGENT_UNAVAILABLE', 'AGENT_OVER_CONTRACT_HOURS', 'AGENT_ON_LEAVE', 'AGENT_ABSENT', 'AGENT_WITHOUT_SKILL', 'AGENT_TOO_FAR', 'INTERVENANT_ECARTE']::text[])
);
--> statement-breakpoint
ALTER TABLE "planning_forcages" ADD CONSTRAINT "planning_forcages_intervention_id_interventions_id_fk" FOREIGN KEY ("intervention_id") REFERENCES "public"."interventions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planning_forcages" ADD CONSTRAINT "planning_forcages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "planning_forcages_intervention_id_idx" ON "planning_forcages" USING btree ("intervention_id","created_at");--> statement-breakpoint
CREATE INDEX "planning_forcages_user_id_idx" ON "planning_forcages" USING btree ("user_id");