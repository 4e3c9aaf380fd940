CREATE TABLE "avance_demandes" (
	"id" serial PRIMARY KEY NOT NULL,
	"facture_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"id_demande_paiement" varchar(100),
	"statut_code" varchar(10),
	"montant_ttc_centimes" integer NOT NULL,
	"montant_ht_centimes" integer NOT NULL,
	"avance_centimes" integer NOT NULL,
	"donnees" jsonb NOT NULL,
	"transmission_erreur" text,
	"rejet_code" varchar(100),
	"rejet_commentaire" text,
	"virement_centimes" integer,
	"virement_date" date,
	"reglement_id" integer,
	"action_signalee_at" timestamp with time zone,
	"polled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "avance_demandes_facture_id_unique" UNIQUE("facture_id"),
	CONSTRAINT "avance_demandes_id_demande_paiement_unique" UNIQUE("id_demande_paiement"),
	CONSTRAINT "avance_demandes_montants_check" CHECK ("avance_demandes"."montant_ttc_centimes" > 0)
);
--> statement-breakpoint
CREATE TABLE "avance_inscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"statut" text NOT NULL,
	"id_client_urssaf" varchar(100),
	"date_naissance" date NOT NULL,
	"consentement_at" timestamp with time zone NOT NULL,
	"donnees" jsonb NOT NULL,
	"refus_code" varchar(100),
	"refus_message" text,
	"by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "avance_inscriptions_client_id_unique" UNIQUE("client_id"),
	CONSTRAINT "avance_inscriptions_statut_check" CHECK ("avance_inscriptions"."statut" in ('inscrite', 'refusee')),
	CONSTRAINT "avance_inscriptions_id_check" CHECK (("avance_inscriptions"."statut" = 'inscrite') = ("avance_inscriptions"."id_client_urssaf" is not null))
);
--> statement-breakpoint
ALTER TABLE "avance_demandes" ADD CONSTRAINT "avance_demandes_facture_id_factures_id_fk" FOREIGN KEY ("facture_id") REFERENCES "public"."factures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avance_demandes" ADD CONSTRAINT "avance_demandes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avance_demandes" ADD CONSTRAINT "avance_demandes_reglement_id_reglements_id_fk" FOREIGN KEY ("reglement_id") REFERENCES "public"."reglements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avance_inscriptions" ADD CONSTRAINT "avance_inscriptions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avance_inscriptions" ADD CONSTRAINT "avance_inscriptions_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "avance_demandes_client_idx" ON "avance_demandes" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "avance_demandes_polled_idx" ON "avance_demandes" USING btree ("polled_at");--> statement-breakpoint
CREATE INDEX "avance_demandes_reglement_id_idx" ON "avance_demandes" USING btree ("reglement_id");--> statement-breakpoint
CREATE INDEX "avance_inscriptions_by_user_id_idx" ON "avance_inscriptions" USING btree ("by_user_id");