CREATE TABLE "roles" (
	"id" integer PRIMARY KEY NOT NULL,
	"label" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"password_hash" text NOT NULL,
	"name" varchar(200) NOT NULL,
	"civilite" varchar(10),
	"nom" varchar(100),
	"prenom" varchar(100),
	"mobile" varchar(20),
	"fixe" varchar(20),
	"date_naissance" date,
	"adresse" varchar(255),
	"codep" varchar(10),
	"ville" varchar(100),
	"country" varchar(100) DEFAULT 'France' NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"profile_photo_path" text,
	"profile_photo_path_64" text,
	"user_role_id" integer,
	"roles_ids" integer[] DEFAULT '{}' NOT NULL,
	"role_manager" boolean DEFAULT false NOT NULL,
	"client_id" integer,
	"candidat_id" integer,
	"fcm_token" text,
	"fcm_token_saved_at" timestamp with time zone,
	"email_verified_at" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_lowercase" CHECK ("users"."email" = lower("users"."email"))
);
--> statement-breakpoint
CREATE TABLE "client_statuts" (
	"id" integer PRIMARY KEY NOT NULL,
	"label" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"civilite" varchar(10),
	"nom" varchar(100) NOT NULL,
	"prenom" varchar(100),
	"email" varchar(254),
	"mobile" varchar(20),
	"fixe" varchar(20),
	"date_naissance" date,
	"adresse" varchar(255),
	"complement_adresse" varchar(255),
	"codep" varchar(10),
	"ville" varchar(100),
	"country" varchar(100) DEFAULT 'France' NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"client_statut_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"stripe_customer_id" varchar(255),
	"mutuelle_id" integer,
	"numero_adherent" varchar(50),
	"origine" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clients_stripe_customer_id_unique" UNIQUE("stripe_customer_id")
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"civilite" varchar(10),
	"nom" varchar(100) NOT NULL,
	"prenom" varchar(100),
	"lien" varchar(100),
	"email" varchar(254),
	"mobile" varchar(20),
	"fixe" varchar(20),
	"is_principal" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interlocuteurs" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"fonction" varchar(100),
	"organisme" varchar(150),
	"civilite" varchar(10),
	"nom" varchar(100) NOT NULL,
	"prenom" varchar(100),
	"email" varchar(254),
	"mobile" varchar(20),
	"fixe" varchar(20),
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mutuelles" (
	"id" serial PRIMARY KEY NOT NULL,
	"nom" varchar(150) NOT NULL,
	"email" varchar(254),
	"telephone" varchar(20),
	"adresse" varchar(255),
	"codep" varchar(10),
	"ville" varchar(100),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mutuelles_nom_unique" UNIQUE("nom")
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"stripe_payment_method_id" varchar(255) NOT NULL,
	"brand" varchar(30),
	"last4" varchar(4),
	"exp_month" smallint,
	"exp_year" smallint,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_methods_stripe_payment_method_id_unique" UNIQUE("stripe_payment_method_id"),
	CONSTRAINT "payment_methods_exp_month" CHECK ("payment_methods"."exp_month" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "candidat_competences" (
	"candidat_id" integer NOT NULL,
	"competence_id" integer NOT NULL,
	"annees_experience" smallint,
	CONSTRAINT "candidat_competences_candidat_id_competence_id_pk" PRIMARY KEY("candidat_id","competence_id")
);
--> statement-breakpoint
CREATE TABLE "candidat_infos_supp" (
	"id" serial PRIMARY KEY NOT NULL,
	"candidat_id" integer NOT NULL,
	"has_permis" boolean,
	"has_vehicule" boolean,
	"accepte_animaux" boolean,
	"is_fumeur" boolean,
	"langues" text[],
	"diplomes" text,
	"experience" text,
	"disponibilites" jsonb,
	"commentaire" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidat_infos_supp_candidat_id_unique" UNIQUE("candidat_id")
);
--> statement-breakpoint
CREATE TABLE "candidat_statuts" (
	"id" integer PRIMARY KEY NOT NULL,
	"label" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidats" (
	"id" serial PRIMARY KEY NOT NULL,
	"civilite" varchar(10),
	"nom" varchar(100) NOT NULL,
	"prenom" varchar(100),
	"email" varchar(254),
	"mobile" varchar(20),
	"fixe" varchar(20),
	"date_naissance" date,
	"adresse" varchar(255),
	"codep" varchar(10),
	"ville" varchar(100),
	"country" varchar(100) DEFAULT 'France' NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"candidat_statut_id" integer,
	"transport_type_id" integer,
	"rayon_km" integer DEFAULT 20 NOT NULL,
	"presentation" text,
	"date_entree" date,
	"date_sortie" date,
	"contrat_signed_at" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competences" (
	"id" integer PRIMARY KEY NOT NULL,
	"label" varchar(150) NOT NULL,
	"icon" varchar(100)
);
--> statement-breakpoint
CREATE TABLE "transport_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"label" varchar(100) NOT NULL,
	"icon" varchar(100)
);
--> statement-breakpoint
CREATE TABLE "absences" (
	"id" serial PRIMARY KEY NOT NULL,
	"candidat_id" integer NOT NULL,
	"intervention_id" integer,
	"date_debut" timestamp with time zone NOT NULL,
	"date_fin" timestamp with time zone,
	"motif" text,
	"justificatif_document_id" integer,
	"commentaire" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "absences_dates_check" CHECK ("absences"."date_fin" is null or "absences"."date_fin" >= "absences"."date_debut")
);
--> statement-breakpoint
CREATE TABLE "conges" (
	"id" serial PRIMARY KEY NOT NULL,
	"candidat_id" integer NOT NULL,
	"date_debut" date NOT NULL,
	"date_fin" date NOT NULL,
	"motif" text,
	"statut" text DEFAULT 'en_attente' NOT NULL,
	"answered_at" timestamp with time zone,
	"answered_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conges_statut_check" CHECK ("conges"."statut" in ('en_attente', 'accepte', 'refuse')),
	CONSTRAINT "conges_dates_check" CHECK ("conges"."date_fin" >= "conges"."date_debut")
);
--> statement-breakpoint
CREATE TABLE "demissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"candidat_id" integer NOT NULL,
	"lettre_document_id" integer NOT NULL,
	"date_effet" date,
	"motif" text,
	"treated_at" timestamp with time zone,
	"treated_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "indisponibilites" (
	"id" serial PRIMARY KEY NOT NULL,
	"candidat_id" integer,
	"client_id" integer,
	"debut" date NOT NULL,
	"fin" date NOT NULL,
	"time_debut" varchar(5) DEFAULT '08:00' NOT NULL,
	"time_fin" varchar(5) DEFAULT '08:00' NOT NULL,
	"motif" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "indisponibilites_owner_check" CHECK (num_nonnulls("indisponibilites"."candidat_id", "indisponibilites"."client_id") = 1),
	CONSTRAINT "indisponibilites_dates_check" CHECK ("indisponibilites"."fin" >= "indisponibilites"."debut"),
	CONSTRAINT "indisponibilites_time_debut_check" CHECK ("indisponibilites"."time_debut" ~ '^(([01][0-9]|2[0-3]):(00|30)|24:00)$'),
	CONSTRAINT "indisponibilites_time_fin_check" CHECK ("indisponibilites"."time_fin" ~ '^(([01][0-9]|2[0-3]):(00|30)|24:00)$')
);
--> statement-breakpoint
CREATE TABLE "retards" (
	"id" serial PRIMARY KEY NOT NULL,
	"candidat_id" integer NOT NULL,
	"intervention_id" integer,
	"minutes" integer NOT NULL,
	"motif" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retards_minutes_check" CHECK ("retards"."minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "document_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"label" varchar(100) NOT NULL,
	"bucket" varchar(50) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_type_id" integer NOT NULL,
	"client_id" integer,
	"candidat_id" integer,
	"bucket" varchar(50) NOT NULL,
	"filename" varchar(255) NOT NULL,
	"original_name" varchar(255),
	"mime_type" varchar(100) NOT NULL,
	"size_bytes" bigint NOT NULL,
	"uploaded_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "horaires_recurents" (
	"id" serial PRIMARY KEY NOT NULL,
	"mission_id" integer NOT NULL,
	"day" smallint NOT NULL,
	"start_time" varchar(5) NOT NULL,
	"end_time" varchar(5) NOT NULL,
	"candidat_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "horaires_recurents_day_check" CHECK ("horaires_recurents"."day" between 1 and 7),
	CONSTRAINT "horaires_recurents_start_time_check" CHECK ("horaires_recurents"."start_time" ~ '^(([01][0-9]|2[0-3]):(00|30)|24:00)$'),
	CONSTRAINT "horaires_recurents_end_time_check" CHECK ("horaires_recurents"."end_time" ~ '^(([01][0-9]|2[0-3]):(00|30)|24:00)$'),
	CONSTRAINT "horaires_recurents_order_check" CHECK ("horaires_recurents"."end_time" > "horaires_recurents"."start_time")
);
--> statement-breakpoint
CREATE TABLE "missions" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" varchar(30),
	"client_id" integer NOT NULL,
	"mutuelle_id" integer,
	"is_ponctuel" boolean DEFAULT false NOT NULL,
	"client_besoin_skill_id" integer NOT NULL,
	"devis_id" integer,
	"statut" text DEFAULT 'active' NOT NULL,
	"date_debut" timestamp with time zone NOT NULL,
	"date_fin" timestamp with time zone,
	"nb_heures_total" numeric(7, 2),
	"nb_heures_consommees" numeric(7, 2) DEFAULT 0 NOT NULL,
	"nb_minutes_a_planifier" integer DEFAULT 0 NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "missions_reference_unique" UNIQUE("reference"),
	CONSTRAINT "missions_statut_check" CHECK ("missions"."statut" in ('active', 'suspendue', 'terminee', 'annulee')),
	CONSTRAINT "missions_dates_check" CHECK ("missions"."date_fin" is null or "missions"."date_fin" >= "missions"."date_debut"),
	CONSTRAINT "missions_minutes_check" CHECK ("missions"."nb_minutes_a_planifier" >= 0)
);
--> statement-breakpoint
CREATE TABLE "intervention_avis" (
	"id" serial PRIMARY KEY NOT NULL,
	"intervention_id" integer NOT NULL,
	"candidat_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"note" smallint NOT NULL,
	"commentaire" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "intervention_avis_intervention_id_unique" UNIQUE("intervention_id"),
	CONSTRAINT "intervention_avis_note_check" CHECK ("intervention_avis"."note" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "interventions" (
	"id" serial PRIMARY KEY NOT NULL,
	"mission_id" integer,
	"client_id" integer NOT NULL,
	"candidat_id" integer,
	"dt_dispo_client_id" integer,
	"date_debut" timestamp with time zone NOT NULL,
	"date_fin" timestamp with time zone NOT NULL,
	"statut" text DEFAULT 'planifiee' NOT NULL,
	"pointage_debut_at" timestamp with time zone,
	"pointage_debut_lat" double precision,
	"pointage_debut_lng" double precision,
	"pointage_fin_at" timestamp with time zone,
	"pointage_fin_lat" double precision,
	"pointage_fin_lng" double precision,
	"prolongation_minutes" integer,
	"prolongation_statut" text,
	"prolongation_asked_at" timestamp with time zone,
	"prolongation_answered_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"cancelled_by_user_id" integer,
	"commentaire" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interventions_statut_check" CHECK ("interventions"."statut" in ('planifiee', 'en_cours', 'terminee', 'annulee')),
	CONSTRAINT "interventions_prolongation_statut_check" CHECK ("interventions"."prolongation_statut" in ('demandee', 'acceptee', 'refusee')),
	CONSTRAINT "interventions_dates_check" CHECK ("interventions"."date_fin" > "interventions"."date_debut"),
	CONSTRAINT "interventions_prolongation_minutes_check" CHECK ("interventions"."prolongation_minutes" is null or "interventions"."prolongation_minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "brouillons" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"kind" text DEFAULT 'besoin' NOT NULL,
	"devis_id" integer,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brouillons_kind_check" CHECK ("brouillons"."kind" in ('besoin', 'planification'))
);
--> statement-breakpoint
CREATE TABLE "devis" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" varchar(30) NOT NULL,
	"client_id" integer NOT NULL,
	"mission_id" integer,
	"mutuelle_id" integer,
	"statut" text DEFAULT 'brouillon' NOT NULL,
	"client_besoin_skill_id" integer NOT NULL,
	"is_ponctuel" boolean DEFAULT false NOT NULL,
	"frequence" varchar(100),
	"frequence_id" smallint,
	"date_debut" timestamp with time zone,
	"date_fin" timestamp with time zone,
	"description" text,
	"nb_heures" numeric(7, 2) DEFAULT 0 NOT NULL,
	"nb_heures_weekend" numeric(7, 2) DEFAULT 0 NOT NULL,
	"total_ttc" numeric(10, 2) DEFAULT 0 NOT NULL,
	"total_mensuel_ttc" numeric(10, 2),
	"filename" varchar(255),
	"unsigned_document_sha256" varchar(64),
	"sent_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"signer_name" varchar(200),
	"signer_ip" "inet",
	"signed_document_sha256" varchar(64),
	"signed_filename" varchar(255),
	"created_by_user_id" integer,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "devis_reference_unique" UNIQUE("reference"),
	CONSTRAINT "devis_statut_check" CHECK ("devis"."statut" in ('brouillon', 'en_attente_signature', 'signe', 'refuse', 'expire', 'annule')),
	CONSTRAINT "devis_signed_check" CHECK ("devis"."statut" <> 'signe' or "devis"."signed_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "devis_detail_horaires" (
	"id" serial PRIMARY KEY NOT NULL,
	"devis_detail_id" integer NOT NULL,
	"day" smallint NOT NULL,
	"time_debut" varchar(5) NOT NULL,
	"time_fin" varchar(5) NOT NULL,
	CONSTRAINT "devis_detail_horaires_day_check" CHECK ("devis_detail_horaires"."day" between 1 and 7),
	CONSTRAINT "devis_detail_horaires_time_debut_check" CHECK ("devis_detail_horaires"."time_debut" ~ '^(([01][0-9]|2[0-3]):(00|30)|24:00)$'),
	CONSTRAINT "devis_detail_horaires_time_fin_check" CHECK ("devis_detail_horaires"."time_fin" ~ '^(([01][0-9]|2[0-3]):(00|30)|24:00)$'),
	CONSTRAINT "devis_detail_horaires_order_check" CHECK ("devis_detail_horaires"."time_fin" > "devis_detail_horaires"."time_debut")
);
--> statement-breakpoint
CREATE TABLE "devis_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"devis_id" integer NOT NULL,
	"client_besoin_skill_id" integer,
	"label" varchar(255) NOT NULL,
	"nb_heures" numeric(7, 2) DEFAULT 0 NOT NULL,
	"nb_heures_weekend" numeric(7, 2) DEFAULT 0 NOT NULL,
	"prix_horaire_ttc" numeric(10, 2) NOT NULL,
	"prix_horaire_weekend_ttc" numeric(10, 2),
	"total_ttc" numeric(10, 2) NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "factures" (
	"id" serial PRIMARY KEY NOT NULL,
	"numero" varchar(30) NOT NULL,
	"client_id" integer NOT NULL,
	"mission_id" integer,
	"mutuelle_id" integer,
	"periode" varchar(7) NOT NULL,
	"date_debut" date NOT NULL,
	"date_fin" date NOT NULL,
	"montant_ttc" numeric(10, 2) NOT NULL,
	"statut" text DEFAULT 'emise' NOT NULL,
	"filename" varchar(255),
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "factures_numero_unique" UNIQUE("numero"),
	CONSTRAINT "factures_statut_check" CHECK ("factures"."statut" in ('brouillon', 'emise', 'envoyee', 'payee', 'en_retard', 'annulee')),
	CONSTRAINT "factures_periode_check" CHECK ("factures"."periode" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "factures_dates_check" CHECK ("factures"."date_fin" >= "factures"."date_debut")
);
--> statement-breakpoint
CREATE TABLE "notification_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"label" varchar(100) NOT NULL,
	"icon" varchar(100)
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"notification_type_id" integer,
	"title" varchar(255) NOT NULL,
	"body" text,
	"landing_page" varchar(255),
	"data" jsonb,
	"is_read" boolean DEFAULT false NOT NULL,
	"read_at" timestamp with time zone,
	"date_fin" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "annonces" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(255) NOT NULL,
	"description" text,
	"client_besoin_skill_id" integer,
	"mission_id" integer,
	"client_id" integer,
	"codep" varchar(10),
	"ville" varchar(100),
	"lat" double precision,
	"lng" double precision,
	"nb_heures" numeric(7, 2),
	"date_debut" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scenarios" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"mission_id" integer,
	"devis_id" integer,
	"statut" text DEFAULT 'propose' NOT NULL,
	"payload" jsonb NOT NULL,
	"token" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scenarios_token_unique" UNIQUE("token"),
	CONSTRAINT "scenarios_statut_check" CHECK ("scenarios"."statut" in ('propose', 'accepte', 'refuse', 'expire'))
);
--> statement-breakpoint
CREATE TABLE "cockpit_taches" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" varchar(255),
	"candidat_id" integer,
	"client_id" integer,
	"assigned_user_id" integer,
	"note" text,
	"due_at" timestamp with time zone,
	"treated_at" timestamp with time zone,
	"treated_by_user_id" integer,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cockpit_taches_kind_check" CHECK ("cockpit_taches"."kind" in ('recrutement', 'commercial'))
);
--> statement-breakpoint
CREATE TABLE "commentaires" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer,
	"candidat_id" integer,
	"author_user_id" integer,
	"commentaire" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commentaires_target_check" CHECK (num_nonnulls("commentaires"."client_id", "commentaires"."candidat_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "conversation_participants" (
	"conversation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"last_read_at" timestamp with time zone,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_participants_conversation_id_user_id_pk" PRIMARY KEY("conversation_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" varchar(255),
	"client_id" integer,
	"candidat_id" integer,
	"mission_id" integer,
	"created_by_user_id" integer,
	"last_message_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"sender_user_id" integer,
	"body" text NOT NULL,
	"edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "formulaire_vues" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"date" date NOT NULL,
	"client_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "formulaire_vues_kind_check" CHECK ("formulaire_vues"."kind" in ('vue', 'ajout'))
);
--> statement-breakpoint
CREATE TABLE "logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "logs_kind_check" CHECK ("logs"."kind" in ('session', 'visited-page', 'event'))
);
--> statement-breakpoint
CREATE TABLE "auth_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"issuer" text NOT NULL,
	"generation" integer DEFAULT 1 NOT NULL,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refreshed_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"generation" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_user_role_id_roles_id_fk" FOREIGN KEY ("user_role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_candidat_id_candidats_id_fk" FOREIGN KEY ("candidat_id") REFERENCES "public"."candidats"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_client_statut_id_client_statuts_id_fk" FOREIGN KEY ("client_statut_id") REFERENCES "public"."client_statuts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_mutuelle_id_mutuelles_id_fk" FOREIGN KEY ("mutuelle_id") REFERENCES "public"."mutuelles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interlocuteurs" ADD CONSTRAINT "interlocuteurs_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidat_competences" ADD CONSTRAINT "candidat_competences_candidat_id_candidats_id_fk" FOREIGN KEY ("candidat_id") REFERENCES "public"."candidats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidat_competences" ADD CONSTRAINT "candidat_competences_competence_id_competences_id_fk" FOREIGN KEY ("competence_id") REFERENCES "public"."competences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidat_infos_supp" ADD CONSTRAINT "candidat_infos_supp_candidat_id_candidats_id_fk" FOREIGN KEY ("candidat_id") REFERENCES "public"."candidats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidats" ADD CONSTRAINT "candidats_candidat_statut_id_candidat_statuts_id_fk" FOREIGN KEY ("candidat_statut_id") REFERENCES "public"."candidat_statuts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidats" ADD CONSTRAINT "candidats_transport_type_id_transport_types_id_fk" FOREIGN KEY ("transport_type_id") REFERENCES "public"."transport_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absences" ADD CONSTRAINT "absences_candidat_id_candidats_id_fk" FOREIGN KEY ("candidat_id") REFERENCES "public"."candidats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absences" ADD CONSTRAINT "absences_intervention_id_interventions_id_fk" FOREIGN KEY ("intervention_id") REFERENCES "public"."interventions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absences" ADD CONSTRAINT "absences_justificatif_document_id_documents_id_fk" FOREIGN KEY ("justificatif_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conges" ADD CONSTRAINT "conges_candidat_id_candidats_id_fk" FOREIGN KEY ("candidat_id") REFERENCES "public"."candidats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conges" ADD CONSTRAINT "conges_answered_by_user_id_users_id_fk" FOREIGN KEY ("answered_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demissions" ADD CONSTRAINT "demissions_candidat_id_candidats_id_fk" FOREIGN KEY ("candidat_id") REFERENCES "public"."candidats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demissions" ADD CONSTRAINT "demissions_lettre_document_id_documents_id_fk" FOREIGN KEY ("lettre_document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demissions" ADD CONSTRAINT "demissions_treated_by_user_id_users_id_fk" FOREIGN KEY ("treated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indisponibilites" ADD CONSTRAINT "indisponibilites_candidat_id_candidats_id_fk" FOREIGN KEY ("candidat_id") REFERENCES "public"."candidats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indisponibilites" ADD CONSTRAINT "indisponibilites_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retards" ADD CONSTRAINT "retards_candidat_id_candidats_id_fk" FOREIGN KEY ("candidat_id") REFERENCES "public"."candidats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retards" ADD CONSTRAINT "retards_intervention_id_interventions_id_fk" FOREIGN KEY ("intervention_id") REFERENCES "public"."interventions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_document_type_id_document_types_id_fk" FOREIGN KEY ("document_type_id") REFERENCES "public"."document_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_candidat_id_candidats_id_fk" FOREIGN KEY ("candidat_id") REFERENCES "public"."candidats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "horaires_recurents" ADD CONSTRAINT "horaires_recurents_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "horaires_recurents" ADD CONSTRAINT "horaires_recurents_candidat_id_candidats_id_fk" FOREIGN KEY ("candidat_id") REFERENCES "public"."candidats"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_mutuelle_id_mutuelles_id_fk" FOREIGN KEY ("mutuelle_id") REFERENCES "public"."mutuelles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_client_besoin_skill_id_competences_id_fk" FOREIGN KEY ("client_besoin_skill_id") REFERENCES "public"."competences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_devis_id_devis_id_fk" FOREIGN KEY ("devis_id") REFERENCES "public"."devis"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intervention_avis" ADD CONSTRAINT "intervention_avis_intervention_id_interventions_id_fk" FOREIGN KEY ("intervention_id") REFERENCES "public"."interventions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intervention_avis" ADD CONSTRAINT "intervention_avis_candidat_id_candidats_id_fk" FOREIGN KEY ("candidat_id") REFERENCES "public"."candidats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intervention_avis" ADD CONSTRAINT "intervention_avis_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interventions" ADD CONSTRAINT "interventions_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interventions" ADD CONSTRAINT "interventions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interventions" ADD CONSTRAINT "interventions_candidat_id_candidats_id_fk" FOREIGN KEY ("candidat_id") REFERENCES "public"."candidats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interventions" ADD CONSTRAINT "interventions_dt_dispo_client_id_horaires_recurents_id_fk" FOREIGN KEY ("dt_dispo_client_id") REFERENCES "public"."horaires_recurents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interventions" ADD CONSTRAINT "interventions_cancelled_by_user_id_users_id_fk" FOREIGN KEY ("cancelled_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brouillons" ADD CONSTRAINT "brouillons_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brouillons" ADD CONSTRAINT "brouillons_devis_id_devis_id_fk" FOREIGN KEY ("devis_id") REFERENCES "public"."devis"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devis" ADD CONSTRAINT "devis_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devis" ADD CONSTRAINT "devis_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devis" ADD CONSTRAINT "devis_mutuelle_id_mutuelles_id_fk" FOREIGN KEY ("mutuelle_id") REFERENCES "public"."mutuelles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devis" ADD CONSTRAINT "devis_client_besoin_skill_id_competences_id_fk" FOREIGN KEY ("client_besoin_skill_id") REFERENCES "public"."competences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devis" ADD CONSTRAINT "devis_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devis_detail_horaires" ADD CONSTRAINT "devis_detail_horaires_devis_detail_id_devis_details_id_fk" FOREIGN KEY ("devis_detail_id") REFERENCES "public"."devis_details"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devis_details" ADD CONSTRAINT "devis_details_devis_id_devis_id_fk" FOREIGN KEY ("devis_id") REFERENCES "public"."devis"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devis_details" ADD CONSTRAINT "devis_details_client_besoin_skill_id_competences_id_fk" FOREIGN KEY ("client_besoin_skill_id") REFERENCES "public"."competences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factures" ADD CONSTRAINT "factures_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factures" ADD CONSTRAINT "factures_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factures" ADD CONSTRAINT "factures_mutuelle_id_mutuelles_id_fk" FOREIGN KEY ("mutuelle_id") REFERENCES "public"."mutuelles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_notification_type_id_notification_types_id_fk" FOREIGN KEY ("notification_type_id") REFERENCES "public"."notification_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "annonces" ADD CONSTRAINT "annonces_client_besoin_skill_id_competences_id_fk" FOREIGN KEY ("client_besoin_skill_id") REFERENCES "public"."competences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "annonces" ADD CONSTRAINT "annonces_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "annonces" ADD CONSTRAINT "annonces_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "annonces" ADD CONSTRAINT "annonces_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scenarios" ADD CONSTRAINT "scenarios_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scenarios" ADD CONSTRAINT "scenarios_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scenarios" ADD CONSTRAINT "scenarios_devis_id_devis_id_fk" FOREIGN KEY ("devis_id") REFERENCES "public"."devis"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scenarios" ADD CONSTRAINT "scenarios_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cockpit_taches" ADD CONSTRAINT "cockpit_taches_candidat_id_candidats_id_fk" FOREIGN KEY ("candidat_id") REFERENCES "public"."candidats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cockpit_taches" ADD CONSTRAINT "cockpit_taches_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cockpit_taches" ADD CONSTRAINT "cockpit_taches_assigned_user_id_users_id_fk" FOREIGN KEY ("assigned_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cockpit_taches" ADD CONSTRAINT "cockpit_taches_treated_by_user_id_users_id_fk" FOREIGN KEY ("treated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cockpit_taches" ADD CONSTRAINT "cockpit_taches_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commentaires" ADD CONSTRAINT "commentaires_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commentaires" ADD CONSTRAINT "commentaires_candidat_id_candidats_id_fk" FOREIGN KEY ("candidat_id") REFERENCES "public"."candidats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commentaires" ADD CONSTRAINT "commentaires_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_participants" ADD CONSTRAINT "conversation_participants_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_participants" ADD CONSTRAINT "conversation_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_candidat_id_candidats_id_fk" FOREIGN KEY ("candidat_id") REFERENCES "public"."candidats"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formulaire_vues" ADD CONSTRAINT "formulaire_vues_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logs" ADD CONSTRAINT "logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_session_id_auth_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."auth_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_client_id_idx" ON "users" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "users_candidat_id_idx" ON "users" USING btree ("candidat_id");--> statement-breakpoint
CREATE INDEX "users_roles_ids_idx" ON "users" USING gin ("roles_ids");--> statement-breakpoint
CREATE INDEX "clients_email_idx" ON "clients" USING btree ("email");--> statement-breakpoint
CREATE INDEX "clients_nom_idx" ON "clients" USING btree ("nom","prenom");--> statement-breakpoint
CREATE INDEX "clients_client_statut_id_idx" ON "clients" USING btree ("client_statut_id");--> statement-breakpoint
CREATE INDEX "clients_mutuelle_id_idx" ON "clients" USING btree ("mutuelle_id");--> statement-breakpoint
CREATE INDEX "contacts_client_id_idx" ON "contacts" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "interlocuteurs_client_id_idx" ON "interlocuteurs" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "payment_methods_client_id_idx" ON "payment_methods" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_one_default_per_client" ON "payment_methods" USING btree ("client_id") WHERE is_default;--> statement-breakpoint
CREATE INDEX "candidat_competences_competence_id_idx" ON "candidat_competences" USING btree ("competence_id");--> statement-breakpoint
CREATE INDEX "candidats_email_idx" ON "candidats" USING btree ("email");--> statement-breakpoint
CREATE INDEX "candidats_nom_idx" ON "candidats" USING btree ("nom","prenom");--> statement-breakpoint
CREATE INDEX "candidats_candidat_statut_id_idx" ON "candidats" USING btree ("candidat_statut_id");--> statement-breakpoint
CREATE INDEX "candidats_transport_type_id_idx" ON "candidats" USING btree ("transport_type_id");--> statement-breakpoint
CREATE INDEX "absences_candidat_id_idx" ON "absences" USING btree ("candidat_id","date_debut");--> statement-breakpoint
CREATE INDEX "absences_intervention_id_idx" ON "absences" USING btree ("intervention_id");--> statement-breakpoint
CREATE INDEX "absences_justificatif_document_id_idx" ON "absences" USING btree ("justificatif_document_id");--> statement-breakpoint
CREATE INDEX "conges_candidat_id_idx" ON "conges" USING btree ("candidat_id","date_debut");--> statement-breakpoint
CREATE INDEX "conges_answered_by_user_id_idx" ON "conges" USING btree ("answered_by_user_id");--> statement-breakpoint
CREATE INDEX "demissions_candidat_id_idx" ON "demissions" USING btree ("candidat_id");--> statement-breakpoint
CREATE INDEX "demissions_lettre_document_id_idx" ON "demissions" USING btree ("lettre_document_id");--> statement-breakpoint
CREATE INDEX "demissions_treated_by_user_id_idx" ON "demissions" USING btree ("treated_by_user_id");--> statement-breakpoint
CREATE INDEX "indisponibilites_candidat_id_idx" ON "indisponibilites" USING btree ("candidat_id","debut");--> statement-breakpoint
CREATE INDEX "indisponibilites_client_id_idx" ON "indisponibilites" USING btree ("client_id","debut");--> statement-breakpoint
CREATE INDEX "retards_candidat_id_idx" ON "retards" USING btree ("candidat_id","created_at");--> statement-breakpoint
CREATE INDEX "retards_intervention_id_idx" ON "retards" USING btree ("intervention_id");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_bucket_filename_unique" ON "documents" USING btree ("bucket","filename");--> statement-breakpoint
CREATE INDEX "documents_client_id_idx" ON "documents" USING btree ("client_id","document_type_id");--> statement-breakpoint
CREATE INDEX "documents_candidat_id_idx" ON "documents" USING btree ("candidat_id","document_type_id");--> statement-breakpoint
CREATE INDEX "documents_document_type_id_idx" ON "documents" USING btree ("document_type_id");--> statement-breakpoint
CREATE INDEX "documents_uploaded_by_user_id_idx" ON "documents" USING btree ("uploaded_by_user_id");--> statement-breakpoint
CREATE INDEX "horaires_recurents_mission_id_idx" ON "horaires_recurents" USING btree ("mission_id");--> statement-breakpoint
CREATE INDEX "horaires_recurents_candidat_id_idx" ON "horaires_recurents" USING btree ("candidat_id");--> statement-breakpoint
CREATE INDEX "missions_client_id_idx" ON "missions" USING btree ("client_id","date_debut");--> statement-breakpoint
CREATE INDEX "missions_mutuelle_id_idx" ON "missions" USING btree ("mutuelle_id");--> statement-breakpoint
CREATE INDEX "missions_devis_id_idx" ON "missions" USING btree ("devis_id");--> statement-breakpoint
CREATE INDEX "missions_client_besoin_skill_id_idx" ON "missions" USING btree ("client_besoin_skill_id");--> statement-breakpoint
CREATE INDEX "missions_statut_idx" ON "missions" USING btree ("statut");--> statement-breakpoint
CREATE INDEX "intervention_avis_candidat_id_idx" ON "intervention_avis" USING btree ("candidat_id");--> statement-breakpoint
CREATE INDEX "intervention_avis_client_id_idx" ON "intervention_avis" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "interventions_candidat_id_date_debut_idx" ON "interventions" USING btree ("candidat_id","date_debut");--> statement-breakpoint
CREATE INDEX "interventions_client_id_date_debut_idx" ON "interventions" USING btree ("client_id","date_debut");--> statement-breakpoint
CREATE INDEX "interventions_mission_id_idx" ON "interventions" USING btree ("mission_id","date_debut");--> statement-breakpoint
CREATE INDEX "interventions_dt_dispo_client_id_idx" ON "interventions" USING btree ("dt_dispo_client_id");--> statement-breakpoint
CREATE INDEX "interventions_cancelled_by_user_id_idx" ON "interventions" USING btree ("cancelled_by_user_id");--> statement-breakpoint
CREATE INDEX "interventions_sans_agent_idx" ON "interventions" USING btree ("date_debut") WHERE candidat_id is null;--> statement-breakpoint
CREATE INDEX "brouillons_client_id_idx" ON "brouillons" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "brouillons_devis_id_idx" ON "brouillons" USING btree ("devis_id");--> statement-breakpoint
CREATE INDEX "devis_client_id_idx" ON "devis" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "devis_mission_id_idx" ON "devis" USING btree ("mission_id");--> statement-breakpoint
CREATE INDEX "devis_mutuelle_id_idx" ON "devis" USING btree ("mutuelle_id");--> statement-breakpoint
CREATE INDEX "devis_client_besoin_skill_id_idx" ON "devis" USING btree ("client_besoin_skill_id");--> statement-breakpoint
CREATE INDEX "devis_created_by_user_id_idx" ON "devis" USING btree ("created_by_user_id");--> statement-breakpoint
CREATE INDEX "devis_statut_idx" ON "devis" USING btree ("statut");--> statement-breakpoint
CREATE INDEX "devis_detail_horaires_devis_detail_id_idx" ON "devis_detail_horaires" USING btree ("devis_detail_id");--> statement-breakpoint
CREATE INDEX "devis_details_devis_id_idx" ON "devis_details" USING btree ("devis_id");--> statement-breakpoint
CREATE INDEX "devis_details_client_besoin_skill_id_idx" ON "devis_details" USING btree ("client_besoin_skill_id");--> statement-breakpoint
CREATE INDEX "factures_client_id_idx" ON "factures" USING btree ("client_id","issued_at");--> statement-breakpoint
CREATE INDEX "factures_mission_id_idx" ON "factures" USING btree ("mission_id");--> statement-breakpoint
CREATE INDEX "factures_mutuelle_id_idx" ON "factures" USING btree ("mutuelle_id");--> statement-breakpoint
CREATE INDEX "factures_issued_at_idx" ON "factures" USING btree ("issued_at");--> statement-breakpoint
CREATE INDEX "factures_statut_idx" ON "factures" USING btree ("statut");--> statement-breakpoint
CREATE INDEX "notifications_user_id_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_id_unread_idx" ON "notifications" USING btree ("user_id") WHERE not is_read;--> statement-breakpoint
CREATE INDEX "notifications_notification_type_id_idx" ON "notifications" USING btree ("notification_type_id");--> statement-breakpoint
CREATE INDEX "annonces_is_active_idx" ON "annonces" USING btree ("is_active","created_at");--> statement-breakpoint
CREATE INDEX "annonces_mission_id_idx" ON "annonces" USING btree ("mission_id");--> statement-breakpoint
CREATE INDEX "annonces_client_id_idx" ON "annonces" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "annonces_client_besoin_skill_id_idx" ON "annonces" USING btree ("client_besoin_skill_id");--> statement-breakpoint
CREATE INDEX "annonces_created_by_user_id_idx" ON "annonces" USING btree ("created_by_user_id");--> statement-breakpoint
CREATE INDEX "scenarios_client_id_idx" ON "scenarios" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "scenarios_mission_id_idx" ON "scenarios" USING btree ("mission_id");--> statement-breakpoint
CREATE INDEX "scenarios_devis_id_idx" ON "scenarios" USING btree ("devis_id");--> statement-breakpoint
CREATE INDEX "scenarios_created_by_user_id_idx" ON "scenarios" USING btree ("created_by_user_id");--> statement-breakpoint
CREATE INDEX "cockpit_taches_kind_idx" ON "cockpit_taches" USING btree ("kind","treated_at","due_at");--> statement-breakpoint
CREATE INDEX "cockpit_taches_candidat_id_idx" ON "cockpit_taches" USING btree ("candidat_id");--> statement-breakpoint
CREATE INDEX "cockpit_taches_client_id_idx" ON "cockpit_taches" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "cockpit_taches_assigned_user_id_idx" ON "cockpit_taches" USING btree ("assigned_user_id");--> statement-breakpoint
CREATE INDEX "cockpit_taches_treated_by_user_id_idx" ON "cockpit_taches" USING btree ("treated_by_user_id");--> statement-breakpoint
CREATE INDEX "cockpit_taches_created_by_user_id_idx" ON "cockpit_taches" USING btree ("created_by_user_id");--> statement-breakpoint
CREATE INDEX "commentaires_client_id_idx" ON "commentaires" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "commentaires_candidat_id_idx" ON "commentaires" USING btree ("candidat_id","created_at");--> statement-breakpoint
CREATE INDEX "commentaires_author_user_id_idx" ON "commentaires" USING btree ("author_user_id");--> statement-breakpoint
CREATE INDEX "conversation_participants_user_id_idx" ON "conversation_participants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "conversations_client_id_idx" ON "conversations" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "conversations_candidat_id_idx" ON "conversations" USING btree ("candidat_id");--> statement-breakpoint
CREATE INDEX "conversations_mission_id_idx" ON "conversations" USING btree ("mission_id");--> statement-breakpoint
CREATE INDEX "conversations_created_by_user_id_idx" ON "conversations" USING btree ("created_by_user_id");--> statement-breakpoint
CREATE INDEX "conversations_last_message_at_idx" ON "conversations" USING btree ("last_message_at");--> statement-breakpoint
CREATE INDEX "messages_conversation_id_idx" ON "messages" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_sender_user_id_idx" ON "messages" USING btree ("sender_user_id");--> statement-breakpoint
CREATE INDEX "formulaire_vues_date_idx" ON "formulaire_vues" USING btree ("date","kind");--> statement-breakpoint
CREATE INDEX "formulaire_vues_client_id_idx" ON "formulaire_vues" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "logs_kind_created_at_idx" ON "logs" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "logs_user_id_idx" ON "logs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "auth_sessions_user_id_idx" ON "auth_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree ("to");--> statement-breakpoint
CREATE INDEX "refresh_tokens_session_id_idx" ON "refresh_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "verification_codes_user_purpose_idx" ON "verification_codes" USING btree ("user_id","purpose");