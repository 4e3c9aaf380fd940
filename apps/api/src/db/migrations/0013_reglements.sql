CREATE TABLE "reglement_imputations" (
	"id" serial PRIMARY KEY NOT NULL,
	"reglement_id" integer NOT NULL,
	"facture_id" integer NOT NULL,
	"montant_centimes" integer NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reglement_imputations_montant_check" CHECK ("reglement_imputations"."montant_centimes" > 0)
);
--> statement-breakpoint
CREATE TABLE "reglements" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"date" date NOT NULL,
	"mode" text NOT NULL,
	"reference" varchar(200),
	"montant_centimes" integer NOT NULL,
	"recorded_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"annule_at" timestamp with time zone,
	"annule_par_user_id" integer,
	"annule_motif" text,
	CONSTRAINT "reglements_mode_check" CHECK ("reglements"."mode" in ('virement', 'carte', 'prelevement_sepa', 'avance_urssaf', 'cesu', 'cheque', 'especes')),
	CONSTRAINT "reglements_montant_check" CHECK ("reglements"."montant_centimes" > 0),
	CONSTRAINT "reglements_annule_check" CHECK (("reglements"."annule_at" is null) = ("reglements"."annule_motif" is null))
);
--> statement-breakpoint
ALTER TABLE "reglement_imputations" ADD CONSTRAINT "reglement_imputations_reglement_id_reglements_id_fk" FOREIGN KEY ("reglement_id") REFERENCES "public"."reglements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reglement_imputations" ADD CONSTRAINT "reglement_imputations_facture_id_factures_id_fk" FOREIGN KEY ("facture_id") REFERENCES "public"."factures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reglement_imputations" ADD CONSTRAINT "reglement_imputations_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reglements" ADD CONSTRAINT "reglements_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reglements" ADD CONSTRAINT "reglements_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reglements" ADD CONSTRAINT "reglements_annule_par_user_id_users_id_fk" FOREIGN KEY ("annule_par_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reglement_imputations_reglement_id_idx" ON "reglement_imputations" USING btree ("reglement_id");--> statement-breakpoint
CREATE INDEX "reglement_imputations_facture_id_idx" ON "reglement_imputations" USING btree ("facture_id");--> statement-breakpoint
CREATE INDEX "reglement_imputations_created_by_user_id_idx" ON "reglement_imputations" USING btree ("created_by_user_id");--> statement-breakpoint
CREATE INDEX "reglements_client_idx" ON "reglements" USING btree ("client_id","date");--> statement-breakpoint
CREATE INDEX "reglements_recorded_by_user_id_idx" ON "reglements" USING btree ("recorded_by_user_id");--> statement-breakpoint
CREATE INDEX "reglements_annule_par_user_id_idx" ON "reglements" USING btree ("annule_par_user_id");--> statement-breakpoint
-- Data step: every amount already recorded on an invoice (transfer entered by accounting, Stripe
-- charge) becomes one payment of the ledger, fully allocated to its invoice, dated the Paris day
-- it was paid (or last changed). The payment takes the invoice's id, so its allocation finds it.
INSERT INTO "reglements" ("id", "client_id", "date", "mode", "reference", "montant_centimes", "created_at")
SELECT f."id", f."client_id",
	(coalesce(f."paid_at", f."updated_at") AT TIME ZONE 'Europe/Paris')::date,
	CASE WHEN p."stripe_payment_intent_id" IS NOT NULL THEN 'carte' ELSE 'virement' END,
	coalesce(p."stripe_payment_intent_id", 'Reprise : ' || coalesce(f."numero", '')),
	round(f."montant_paye" * 100)::integer,
	coalesce(f."paid_at", f."updated_at")
FROM "factures" f
LEFT JOIN LATERAL (
	SELECT "stripe_payment_intent_id" FROM "paiements"
	WHERE "paiements"."facture_id" = f."id" AND "paiements"."statut" = 'reussi'
	ORDER BY "paiements"."id" DESC LIMIT 1
) p ON true
WHERE f."nature" = 'facture' AND f."montant_paye" > 0;--> statement-breakpoint
INSERT INTO "reglement_imputations" ("reglement_id", "facture_id", "montant_centimes", "created_at")
SELECT r."id", r."id", r."montant_centimes", r."created_at" FROM "reglements" r;--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('reglements', 'id'), coalesce((SELECT max("id") FROM "reglements"), 0) + 1, false);
