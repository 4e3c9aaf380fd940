CREATE TABLE "financeurs" (
	"id" serial PRIMARY KEY NOT NULL,
	"nom" varchar(150) NOT NULL,
	"type" text NOT NULL,
	"adresse" varchar(255),
	"codep" varchar(10),
	"ville" varchar(100),
	"email" varchar(254),
	"telephone" varchar(20),
	"siret" varchar(14),
	"reference_agence" varchar(100),
	"mode_facturation" text DEFAULT 'groupee' NOT NULL,
	"mutuelle_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "financeurs_type_check" CHECK ("financeurs"."type" in ('departement', 'caisse_retraite', 'mutuelle', 'employeur')),
	CONSTRAINT "financeurs_mode_facturation_check" CHECK ("financeurs"."mode_facturation" in ('groupee', 'par_beneficiaire'))
);
--> statement-breakpoint
CREATE TABLE "prises_en_charge" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"financeur_id" integer NOT NULL,
	"skill_ids" integer[] NOT NULL,
	"minutes_par_mois" integer,
	"montant_mensuel_centimes" integer,
	"tarif_horaire_centimes" integer NOT NULL,
	"participation_bp" integer DEFAULT 0 NOT NULL,
	"date_debut" date NOT NULL,
	"date_fin" date,
	"reference" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prises_en_charge_quantite_check" CHECK (("prises_en_charge"."minutes_par_mois" is null) <> ("prises_en_charge"."montant_mensuel_centimes" is null)),
	CONSTRAINT "prises_en_charge_tarif_check" CHECK ("prises_en_charge"."tarif_horaire_centimes" > 0),
	CONSTRAINT "prises_en_charge_participation_check" CHECK ("prises_en_charge"."participation_bp" between 0 and 10000),
	CONSTRAINT "prises_en_charge_dates_check" CHECK ("prises_en_charge"."date_fin" is null or "prises_en_charge"."date_fin" >= "prises_en_charge"."date_debut")
);
--> statement-breakpoint
CREATE TABLE "reglement_cesu_titres" (
	"id" serial PRIMARY KEY NOT NULL,
	"reglement_id" integer NOT NULL,
	"support" text NOT NULL,
	"emetteur" varchar(150) NOT NULL,
	"emetteur_cle" varchar(150) NOT NULL,
	"numero" varchar(50) NOT NULL,
	"numero_cle" varchar(50) NOT NULL,
	"montant_centimes" integer NOT NULL,
	"date_titre" date,
	"actif" boolean DEFAULT true NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reglement_cesu_titres_support_check" CHECK ("reglement_cesu_titres"."support" in ('papier', 'e_cesu')),
	CONSTRAINT "reglement_cesu_titres_montant_check" CHECK ("reglement_cesu_titres"."montant_centimes" > 0)
);
--> statement-breakpoint
ALTER TABLE "financeurs" ADD CONSTRAINT "financeurs_mutuelle_id_mutuelles_id_fk" FOREIGN KEY ("mutuelle_id") REFERENCES "public"."mutuelles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prises_en_charge" ADD CONSTRAINT "prises_en_charge_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prises_en_charge" ADD CONSTRAINT "prises_en_charge_financeur_id_financeurs_id_fk" FOREIGN KEY ("financeur_id") REFERENCES "public"."financeurs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reglement_cesu_titres" ADD CONSTRAINT "reglement_cesu_titres_reglement_id_reglements_id_fk" FOREIGN KEY ("reglement_id") REFERENCES "public"."reglements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reglement_cesu_titres" ADD CONSTRAINT "reglement_cesu_titres_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "financeurs_nom_type_key" ON "financeurs" USING btree (lower("nom"),"type");--> statement-breakpoint
CREATE UNIQUE INDEX "financeurs_mutuelle_key" ON "financeurs" USING btree ("mutuelle_id");--> statement-breakpoint
CREATE INDEX "prises_en_charge_client_idx" ON "prises_en_charge" USING btree ("client_id","date_debut");--> statement-breakpoint
CREATE INDEX "prises_en_charge_financeur_id_idx" ON "prises_en_charge" USING btree ("financeur_id");--> statement-breakpoint
CREATE INDEX "reglement_cesu_titres_reglement_id_idx" ON "reglement_cesu_titres" USING btree ("reglement_id");--> statement-breakpoint
CREATE INDEX "reglement_cesu_titres_created_by_user_id_idx" ON "reglement_cesu_titres" USING btree ("created_by_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reglement_cesu_titres_numero_key" ON "reglement_cesu_titres" USING btree ("emetteur_cle","numero_cle") WHERE "reglement_cesu_titres"."actif";