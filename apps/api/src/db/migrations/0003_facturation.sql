CREATE TABLE "attestations_fiscales" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"annee" smallint NOT NULL,
	"montant_ttc" numeric(10, 2) NOT NULL,
	"minutes" integer NOT NULL,
	"filename" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "depassements" (
	"id" serial PRIMARY KEY NOT NULL,
	"mission_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"nb_heures" numeric(7, 2) NOT NULL,
	"commentaire" text,
	"accorde_par_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "depassements_heures_check" CHECK ("depassements"."nb_heures" > 0)
);
--> statement-breakpoint
CREATE TABLE "facture_lignes" (
	"id" serial PRIMARY KEY NOT NULL,
	"facture_id" integer NOT NULL,
	"intervention_id" integer,
	"libelle" varchar(200) NOT NULL,
	"date" date,
	"candidat_id" integer,
	"agent_nom" varchar(200),
	"skill_id" smallint,
	"minutes" integer,
	"quantite" numeric(9, 2) NOT NULL,
	"tarif" text DEFAULT 'semaine' NOT NULL,
	"prix_unitaire_ttc" numeric(10, 2) NOT NULL,
	"taux_tva" numeric(5, 4) NOT NULL,
	"montant_ht" numeric(10, 2) NOT NULL,
	"montant_tva" numeric(10, 2) NOT NULL,
	"montant_ttc" numeric(10, 2) NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "facture_lignes_tarif_check" CHECK ("facture_lignes"."tarif" in ('semaine', 'weekend', 'ferie', 'forfait'))
);
--> statement-breakpoint
CREATE TABLE "facture_sequences" (
	"serie" varchar(4) NOT NULL,
	"annee" smallint NOT NULL,
	"dernier" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "facture_sequences_serie_annee_pk" PRIMARY KEY("serie","annee")
);
--> statement-breakpoint
CREATE TABLE "paiements" (
	"id" serial PRIMARY KEY NOT NULL,
	"facture_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"payment_method_id" integer,
	"idempotency_key" varchar(100) NOT NULL,
	"stripe_payment_intent_id" varchar(255),
	"montant" numeric(10, 2) NOT NULL,
	"statut" text DEFAULT 'en_cours' NOT NULL,
	"erreur" text,
	"tentative" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "paiements_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "paiements_stripe_payment_intent_id_unique" UNIQUE("stripe_payment_intent_id"),
	CONSTRAINT "paiements_statut_check" CHECK ("paiements"."statut" in ('en_cours', 'reussi', 'echoue'))
);
--> statement-breakpoint
CREATE TABLE "releves_heures" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"intervention_id" integer NOT NULL,
	"mission_id" integer,
	"periode" varchar(7) NOT NULL,
	"minutes_prevues" integer NOT NULL,
	"minutes_realisees" integer NOT NULL,
	"minutes_retenues" integer,
	"statut" text DEFAULT 'a_confirmer' NOT NULL,
	"motif_contestation" text,
	"note_agence" text,
	"date_limite" timestamp with time zone NOT NULL,
	"repondu_at" timestamp with time zone,
	"repondu_par_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "releves_heures_intervention_id_unique" UNIQUE("intervention_id"),
	CONSTRAINT "releves_heures_statut_check" CHECK ("releves_heures"."statut" in ('a_confirmer', 'confirme', 'confirme_auto', 'conteste', 'corrige')),
	CONSTRAINT "releves_heures_minutes_check" CHECK ("releves_heures"."minutes_prevues" >= 0 and "releves_heures"."minutes_realisees" >= 0 and coalesce("releves_heures"."minutes_retenues", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" varchar(255) PRIMARY KEY NOT NULL,
	"type" varchar(100) NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cockpit_taches" DROP CONSTRAINT "cockpit_taches_type_check";--> statement-breakpoint
ALTER TABLE "factures" ALTER COLUMN "numero" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "factures" ALTER COLUMN "statut" SET DEFAULT 'brouillon';--> statement-breakpoint
ALTER TABLE "factures" ALTER COLUMN "issued_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "factures" ALTER COLUMN "issued_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "interlocuteurs" ADD COLUMN "is_destinataire_factures" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "type" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "libelle" varchar(200);--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "date_document" date;--> statement-breakpoint
ALTER TABLE "factures" ADD COLUMN "nature" text DEFAULT 'facture' NOT NULL;--> statement-breakpoint
ALTER TABLE "factures" ADD COLUMN "type" text DEFAULT 'client' NOT NULL;--> statement-breakpoint
ALTER TABLE "factures" ADD COLUMN "avoir_de_facture_id" integer;--> statement-breakpoint
ALTER TABLE "factures" ADD COLUMN "montant_ht" numeric(10, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "factures" ADD COLUMN "montant_tva" numeric(10, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "factures" ADD COLUMN "montant_paye" numeric(10, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "factures" ADD COLUMN "commentaire" text;--> statement-breakpoint
ALTER TABLE "factures" ADD COLUMN "paiement_erreur" text;--> statement-breakpoint
ALTER TABLE "factures" ADD COLUMN "paiement_echecs" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "factures" ADD COLUMN "paiement_relance_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "factures" ADD COLUMN "created_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "attestations_fiscales" ADD CONSTRAINT "attestations_fiscales_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "depassements" ADD CONSTRAINT "depassements_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "depassements" ADD CONSTRAINT "depassements_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "depassements" ADD CONSTRAINT "depassements_accorde_par_user_id_users_id_fk" FOREIGN KEY ("accorde_par_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facture_lignes" ADD CONSTRAINT "facture_lignes_facture_id_factures_id_fk" FOREIGN KEY ("facture_id") REFERENCES "public"."factures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facture_lignes" ADD CONSTRAINT "facture_lignes_intervention_id_interventions_id_fk" FOREIGN KEY ("intervention_id") REFERENCES "public"."interventions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facture_lignes" ADD CONSTRAINT "facture_lignes_candidat_id_candidats_id_fk" FOREIGN KEY ("candidat_id") REFERENCES "public"."candidats"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paiements" ADD CONSTRAINT "paiements_facture_id_factures_id_fk" FOREIGN KEY ("facture_id") REFERENCES "public"."factures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paiements" ADD CONSTRAINT "paiements_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paiements" ADD CONSTRAINT "paiements_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "releves_heures" ADD CONSTRAINT "releves_heures_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "releves_heures" ADD CONSTRAINT "releves_heures_intervention_id_interventions_id_fk" FOREIGN KEY ("intervention_id") REFERENCES "public"."interventions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "releves_heures" ADD CONSTRAINT "releves_heures_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "releves_heures" ADD CONSTRAINT "releves_heures_repondu_par_user_id_users_id_fk" FOREIGN KEY ("repondu_par_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attestations_fiscales_client_annee" ON "attestations_fiscales" USING btree ("client_id","annee");--> statement-breakpoint
CREATE INDEX "depassements_mission_id_idx" ON "depassements" USING btree ("mission_id");--> statement-breakpoint
CREATE INDEX "depassements_client_id_idx" ON "depassements" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "depassements_accorde_par_user_id_idx" ON "depassements" USING btree ("accorde_par_user_id");--> statement-breakpoint
CREATE INDEX "facture_lignes_facture_id_idx" ON "facture_lignes" USING btree ("facture_id","position");--> statement-breakpoint
CREATE INDEX "facture_lignes_intervention_id_idx" ON "facture_lignes" USING btree ("intervention_id");--> statement-breakpoint
CREATE INDEX "facture_lignes_candidat_id_idx" ON "facture_lignes" USING btree ("candidat_id");--> statement-breakpoint
CREATE INDEX "paiements_facture_id_idx" ON "paiements" USING btree ("facture_id");--> statement-breakpoint
CREATE INDEX "paiements_client_id_idx" ON "paiements" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "paiements_payment_method_id_idx" ON "paiements" USING btree ("payment_method_id");--> statement-breakpoint
CREATE UNIQUE INDEX "paiements_one_in_flight" ON "paiements" USING btree ("facture_id") WHERE statut = 'en_cours';--> statement-breakpoint
CREATE INDEX "releves_heures_client_periode_idx" ON "releves_heures" USING btree ("client_id","periode");--> statement-breakpoint
CREATE INDEX "releves_heures_mission_id_idx" ON "releves_heures" USING btree ("mission_id");--> statement-breakpoint
CREATE INDEX "releves_heures_statut_idx" ON "releves_heures" USING btree ("statut","date_limite");--> statement-breakpoint
CREATE INDEX "releves_heures_repondu_par_user_id_idx" ON "releves_heures" USING btree ("repondu_par_user_id");--> statement-breakpoint
ALTER TABLE "factures" ADD CONSTRAINT "factures_avoir_de_facture_id_factures_id_fk" FOREIGN KEY ("avoir_de_facture_id") REFERENCES "public"."factures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factures" ADD CONSTRAINT "factures_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "factures_avoir_de_facture_id_idx" ON "factures" USING btree ("avoir_de_facture_id");--> statement-breakpoint
CREATE INDEX "factures_created_by_user_id_idx" ON "factures" USING btree ("created_by_user_id");--> statement-breakpoint
CREATE INDEX "factures_relance_idx" ON "factures" USING btree ("paiement_relance_at") WHERE paiement_relance_at is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "factures_one_per_month" ON "factures" USING btree ("client_id","periode","type",coalesce("mutuelle_id", 0)) WHERE nature = 'facture' and statut <> 'annulee';--> statement-breakpoint
ALTER TABLE "factures" ADD CONSTRAINT "factures_nature_check" CHECK ("factures"."nature" in ('facture', 'avoir'));--> statement-breakpoint
ALTER TABLE "factures" ADD CONSTRAINT "factures_type_check" CHECK ("factures"."type" in ('client', 'mutuelle'));--> statement-breakpoint
ALTER TABLE "factures" ADD CONSTRAINT "factures_numero_check" CHECK ("factures"."statut" = 'brouillon' or "factures"."numero" is not null);--> statement-breakpoint
ALTER TABLE "factures" ADD CONSTRAINT "factures_avoir_check" CHECK (("factures"."nature" = 'avoir') = ("factures"."avoir_de_facture_id" is not null));--> statement-breakpoint
ALTER TABLE "factures" ADD CONSTRAINT "factures_mutuelle_check" CHECK ("factures"."type" = 'client' or "factures"."mutuelle_id" is not null);--> statement-breakpoint
ALTER TABLE "cockpit_taches" ADD CONSTRAINT "cockpit_taches_type_check" CHECK ("cockpit_taches"."type" in ('nouveau_besoin', 'demande_publique', 'rappel', 'demande_planning', 'devis_a_construire', 'devis_non_signe', 'creneaux_sans_agent', 'absence_non_couverte', 'adresse_a_localiser', 'releve_conteste', 'paiement_echoue', 'autre'));