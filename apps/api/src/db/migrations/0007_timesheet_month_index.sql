-- Written by drizzle-kit, made re-runnable (IF NOT EXISTS): the index was first created by hand on
-- the volume database of issue 14 while measuring the timesheet job.
CREATE INDEX IF NOT EXISTS "interventions_date_debut_id_idx" ON "interventions" USING btree ("date_debut","id");
