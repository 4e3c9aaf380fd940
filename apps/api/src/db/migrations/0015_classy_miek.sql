CREATE TABLE "facture_relances" (
	"id" serial PRIMARY KEY NOT NULL,
	"facture_id" integer NOT NULL,
	"niveau" smallint NOT NULL,
	"jours" smallint NOT NULL,
	"jours_retard" integer NOT NULL,
	"reste_centimes" integer NOT NULL,
	"par_mail" boolean DEFAULT false NOT NULL,
	"derniere" boolean DEFAULT false NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "facture_relances_niveau_check" CHECK ("facture_relances"."niveau" >= 1)
);
--> statement-breakpoint
ALTER TABLE "cockpit_taches" DROP CONSTRAINT "cockpit_taches_type_check";--> statement-breakpoint
ALTER TABLE "facture_relances" ADD CONSTRAINT "facture_relances_facture_id_factures_id_fk" FOREIGN KEY ("facture_id") REFERENCES "public"."factures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "facture_relances_facture_niveau_idx" ON "facture_relances" USING btree ("facture_id","niveau");--> statement-breakpoint
ALTER TABLE "cockpit_taches" ADD CONSTRAINT "cockpit_taches_type_check" CHECK ("cockpit_taches"."type" in ('nouveau_besoin', 'demande_publique', 'rappel', 'demande_planning', 'devis_a_construire', 'devis_non_signe', 'creneaux_sans_agent', 'absence_non_couverte', 'adresse_a_localiser', 'releve_conteste', 'paiement_echoue', 'facture_impayee', 'candidature_recue', 'documents_a_verifier', 'entretien', 'contrat_non_signe', 'contrat_a_contresigner', 'interet_annonce', 'autre'));