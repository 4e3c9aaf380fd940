CREATE TABLE "candidat_evenements" (
	"id" serial PRIMARY KEY NOT NULL,
	"candidat_id" integer NOT NULL,
	"type" varchar(40) NOT NULL,
	"libelle" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contrats_travail" (
	"id" serial PRIMARY KEY NOT NULL,
	"candidat_id" integer NOT NULL,
	"statut" text DEFAULT 'en_attente_signature' NOT NULL,
	"type_contrat" varchar(3) NOT NULL,
	"date_debut" date NOT NULL,
	"date_fin" date,
	"nb_heures_hebdo" numeric(7, 2) NOT NULL,
	"taux_horaire_brut" numeric(10, 2) NOT NULL,
	"document_id" integer NOT NULL,
	"unsigned_document_sha256" varchar(64) NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"signed_document_id" integer,
	"signed_at" timestamp with time zone,
	"signer_name" varchar(200),
	"signer_ip" "inet",
	"signer_user_id" integer,
	"countersigned_document_id" integer,
	"countersigned_at" timestamp with time zone,
	"countersigner_name" varchar(200),
	"countersigner_user_id" integer,
	"cancelled_at" timestamp with time zone,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contrats_travail_statut_check" CHECK ("contrats_travail"."statut" in ('en_attente_signature', 'signe_agent', 'contresigne', 'annule'))
);
--> statement-breakpoint
CREATE TABLE "annonce_interets" (
	"id" serial PRIMARY KEY NOT NULL,
	"annonce_id" integer NOT NULL,
	"candidat_id" integer NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cockpit_taches" DROP CONSTRAINT "cockpit_taches_type_check";--> statement-breakpoint
ALTER TABLE "candidat_infos_supp" ADD COLUMN "reponses" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "candidat_infos_supp" ADD COLUMN "competence_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "candidat_infos_supp" ADD COLUMN "experience_annees" smallint;--> statement-breakpoint
ALTER TABLE "candidats" ADD COLUMN "candidature_etape" varchar(30);--> statement-breakpoint
ALTER TABLE "candidats" ADD COLUMN "candidature_completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "candidats" ADD COLUMN "candidature_link_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "candidats" ADD COLUMN "entretien_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "candidats" ADD COLUMN "documents_verifies_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conges" ADD COLUMN "time_debut" varchar(5) DEFAULT '08:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "conges" ADD COLUMN "time_fin" varchar(5) DEFAULT '08:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "annonces" ADD COLUMN "is_ponctuel" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "annonces" ADD COLUMN "date_fin" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "annonces" ADD COLUMN "horaires" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "candidat_evenements" ADD CONSTRAINT "candidat_evenements_candidat_id_candidats_id_fk" FOREIGN KEY ("candidat_id") REFERENCES "public"."candidats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidat_evenements" ADD CONSTRAINT "candidat_evenements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contrats_travail" ADD CONSTRAINT "contrats_travail_candidat_id_candidats_id_fk" FOREIGN KEY ("candidat_id") REFERENCES "public"."candidats"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contrats_travail" ADD CONSTRAINT "contrats_travail_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contrats_travail" ADD CONSTRAINT "contrats_travail_signed_document_id_documents_id_fk" FOREIGN KEY ("signed_document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contrats_travail" ADD CONSTRAINT "contrats_travail_signer_user_id_users_id_fk" FOREIGN KEY ("signer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contrats_travail" ADD CONSTRAINT "contrats_travail_countersigned_document_id_documents_id_fk" FOREIGN KEY ("countersigned_document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contrats_travail" ADD CONSTRAINT "contrats_travail_countersigner_user_id_users_id_fk" FOREIGN KEY ("countersigner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contrats_travail" ADD CONSTRAINT "contrats_travail_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "annonce_interets" ADD CONSTRAINT "annonce_interets_annonce_id_annonces_id_fk" FOREIGN KEY ("annonce_id") REFERENCES "public"."annonces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "annonce_interets" ADD CONSTRAINT "annonce_interets_candidat_id_candidats_id_fk" FOREIGN KEY ("candidat_id") REFERENCES "public"."candidats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidat_evenements_candidat_id_idx" ON "candidat_evenements" USING btree ("candidat_id","created_at");--> statement-breakpoint
CREATE INDEX "candidat_evenements_user_id_idx" ON "candidat_evenements" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "contrats_travail_candidat_id_idx" ON "contrats_travail" USING btree ("candidat_id","created_at");--> statement-breakpoint
CREATE INDEX "contrats_travail_document_id_idx" ON "contrats_travail" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "contrats_travail_signed_document_id_idx" ON "contrats_travail" USING btree ("signed_document_id");--> statement-breakpoint
CREATE INDEX "contrats_travail_countersigned_document_id_idx" ON "contrats_travail" USING btree ("countersigned_document_id");--> statement-breakpoint
CREATE INDEX "contrats_travail_signer_user_id_idx" ON "contrats_travail" USING btree ("signer_user_id");--> statement-breakpoint
CREATE INDEX "contrats_travail_countersigner_user_id_idx" ON "contrats_travail" USING btree ("countersigner_user_id");--> statement-breakpoint
CREATE INDEX "contrats_travail_created_by_user_id_idx" ON "contrats_travail" USING btree ("created_by_user_id");--> statement-breakpoint
CREATE INDEX "contrats_travail_statut_idx" ON "contrats_travail" USING btree ("statut","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "contrats_travail_one_pending_idx" ON "contrats_travail" USING btree ("candidat_id") WHERE "contrats_travail"."statut" in ('en_attente_signature', 'signe_agent');--> statement-breakpoint
CREATE UNIQUE INDEX "annonce_interets_unique" ON "annonce_interets" USING btree ("annonce_id","candidat_id");--> statement-breakpoint
CREATE INDEX "annonce_interets_candidat_id_idx" ON "annonce_interets" USING btree ("candidat_id");--> statement-breakpoint
ALTER TABLE "cockpit_taches" ADD CONSTRAINT "cockpit_taches_type_check" CHECK ("cockpit_taches"."type" in ('nouveau_besoin', 'demande_publique', 'rappel', 'demande_planning', 'devis_a_construire', 'devis_non_signe', 'creneaux_sans_agent', 'absence_non_couverte', 'adresse_a_localiser', 'releve_conteste', 'paiement_echoue', 'candidature_recue', 'documents_a_verifier', 'entretien', 'contrat_non_signe', 'contrat_a_contresigner', 'interet_annonce', 'autre'));