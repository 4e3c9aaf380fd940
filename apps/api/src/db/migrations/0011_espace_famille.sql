CREATE TABLE "client_intervenant_preferences" (
	"client_id" integer NOT NULL,
	"candidat_id" integer NOT NULL,
	"preference" text NOT NULL,
	"motif" text,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_intervenant_preferences_client_id_candidat_id_pk" PRIMARY KEY("client_id","candidat_id"),
	CONSTRAINT "client_intervenant_preferences_check" CHECK ("client_intervenant_preferences"."preference" in ('prefere', 'ecarte'))
);
--> statement-breakpoint
CREATE TABLE "cahier_entrees" (
	"id" serial PRIMARY KEY NOT NULL,
	"mission_id" integer NOT NULL,
	"intervention_id" integer,
	"auteur_user_id" integer,
	"auteur_nom" varchar(200) NOT NULL,
	"auteur" text NOT NULL,
	"texte" text,
	"taches" jsonb,
	"photo_path" text,
	"photo_mime" varchar(50),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cahier_entrees_auteur_check" CHECK ("cahier_entrees"."auteur" in ('intervenant', 'famille', 'proche', 'agence')),
	CONSTRAINT "cahier_entrees_contenu_check" CHECK ("cahier_entrees"."texte" is not null or "cahier_entrees"."photo_path" is not null or "cahier_entrees"."taches" is not null)
);
--> statement-breakpoint
CREATE TABLE "mission_taches" (
	"id" serial PRIMARY KEY NOT NULL,
	"mission_id" integer NOT NULL,
	"libelle" varchar(200) NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proches" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"email" varchar(254) NOT NULL,
	"prenom" varchar(100),
	"nom" varchar(100),
	"lien" varchar(100),
	"user_id" integer,
	"invited_by_user_id" integer,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_read_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "rappels_envoyes" (
	"id" serial PRIMARY KEY NOT NULL,
	"intervention_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"canal" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "acces_instructions" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "code_porte" varchar(50);--> statement-breakpoint
ALTER TABLE "interventions" ADD COLUMN "pointage_debut_precision" double precision;--> statement-breakpoint
ALTER TABLE "interventions" ADD COLUMN "pointage_fin_precision" double precision;--> statement-breakpoint
ALTER TABLE "interventions" ADD COLUMN "pointage_debut_recu_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "interventions" ADD COLUMN "pointage_fin_recu_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "interventions" ADD COLUMN "pointage_debut_event_id" uuid;--> statement-breakpoint
ALTER TABLE "interventions" ADD COLUMN "pointage_fin_event_id" uuid;--> statement-breakpoint
ALTER TABLE "interventions" ADD COLUMN "en_route_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "interventions" ADD COLUMN "en_route_arrivee_estimee_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "client_intervenant_preferences" ADD CONSTRAINT "client_intervenant_preferences_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_intervenant_preferences" ADD CONSTRAINT "client_intervenant_preferences_candidat_id_candidats_id_fk" FOREIGN KEY ("candidat_id") REFERENCES "public"."candidats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_intervenant_preferences" ADD CONSTRAINT "client_intervenant_preferences_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cahier_entrees" ADD CONSTRAINT "cahier_entrees_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cahier_entrees" ADD CONSTRAINT "cahier_entrees_intervention_id_interventions_id_fk" FOREIGN KEY ("intervention_id") REFERENCES "public"."interventions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cahier_entrees" ADD CONSTRAINT "cahier_entrees_auteur_user_id_users_id_fk" FOREIGN KEY ("auteur_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_taches" ADD CONSTRAINT "mission_taches_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proches" ADD CONSTRAINT "proches_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proches" ADD CONSTRAINT "proches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proches" ADD CONSTRAINT "proches_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rappels_envoyes" ADD CONSTRAINT "rappels_envoyes_intervention_id_interventions_id_fk" FOREIGN KEY ("intervention_id") REFERENCES "public"."interventions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rappels_envoyes" ADD CONSTRAINT "rappels_envoyes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_intervenant_preferences_candidat_id_idx" ON "client_intervenant_preferences" USING btree ("candidat_id");--> statement-breakpoint
CREATE INDEX "client_intervenant_preferences_created_by_user_id_idx" ON "client_intervenant_preferences" USING btree ("created_by_user_id");--> statement-breakpoint
CREATE INDEX "cahier_entrees_mission_id_idx" ON "cahier_entrees" USING btree ("mission_id","created_at");--> statement-breakpoint
CREATE INDEX "cahier_entrees_intervention_id_idx" ON "cahier_entrees" USING btree ("intervention_id");--> statement-breakpoint
CREATE INDEX "cahier_entrees_auteur_user_id_idx" ON "cahier_entrees" USING btree ("auteur_user_id");--> statement-breakpoint
CREATE INDEX "mission_taches_mission_id_idx" ON "mission_taches" USING btree ("mission_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "proches_client_email_actif_idx" ON "proches" USING btree ("client_id","email") WHERE revoked_at is null;--> statement-breakpoint
CREATE INDEX "proches_user_id_idx" ON "proches" USING btree ("user_id") WHERE revoked_at is null;--> statement-breakpoint
CREATE INDEX "proches_client_id_idx" ON "proches" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "proches_invited_by_user_id_idx" ON "proches" USING btree ("invited_by_user_id");--> statement-breakpoint
CREATE INDEX "calendar_feeds_user_id_idx" ON "calendar_feeds" USING btree ("user_id") WHERE revoked_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "rappels_envoyes_intervention_user_idx" ON "rappels_envoyes" USING btree ("intervention_id","user_id");--> statement-breakpoint
CREATE INDEX "rappels_envoyes_user_id_idx" ON "rappels_envoyes" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "interventions" ADD CONSTRAINT "interventions_pointage_debut_event_id_unique" UNIQUE("pointage_debut_event_id");--> statement-breakpoint
ALTER TABLE "interventions" ADD CONSTRAINT "interventions_pointage_fin_event_id_unique" UNIQUE("pointage_fin_event_id");