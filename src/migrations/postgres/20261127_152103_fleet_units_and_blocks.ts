import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_unit_blocks_reason" AS ENUM('maintenance', 'cleaning', 'turnaround', 'other');
  ALTER TYPE "public"."enum_audit_entries_action" ADD VALUE 'assign-unit';
  CREATE TABLE "unit_blocks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"vehicle_id" integer NOT NULL,
  	"reason" "enum_unit_blocks_reason" DEFAULT 'maintenance' NOT NULL,
  	"starts_at" timestamp(3) with time zone NOT NULL,
  	"ends_at" timestamp(3) with time zone NOT NULL,
  	"note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "car_categories" ADD COLUMN "turnaround_hours" numeric DEFAULT 1;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "unit_blocks_id" integer;
  ALTER TABLE "unit_blocks" ADD CONSTRAINT "unit_blocks_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "unit_blocks_vehicle_idx" ON "unit_blocks" USING btree ("vehicle_id");
  CREATE INDEX "unit_blocks_starts_at_idx" ON "unit_blocks" USING btree ("starts_at");
  CREATE INDEX "unit_blocks_ends_at_idx" ON "unit_blocks" USING btree ("ends_at");
  CREATE INDEX "unit_blocks_updated_at_idx" ON "unit_blocks" USING btree ("updated_at");
  CREATE INDEX "unit_blocks_created_at_idx" ON "unit_blocks" USING btree ("created_at");
  CREATE INDEX "vehicle_startsAt_endsAt_idx" ON "unit_blocks" USING btree ("vehicle_id","starts_at","ends_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_unit_blocks_fk" FOREIGN KEY ("unit_blocks_id") REFERENCES "public"."unit_blocks"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_unit_blocks_id_idx" ON "payload_locked_documents_rels" USING btree ("unit_blocks_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "unit_blocks" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "unit_blocks" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_unit_blocks_fk";
  
  ALTER TABLE "audit_entries" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_entries_action";
  CREATE TYPE "public"."enum_audit_entries_action" AS ENUM('cancel-booking', 'cancel-waiving-fee', 'confirm-request', 'decline-request', 'refund', 'send-payment-link', 'change-booking', 'resend-mail', 'export-data', 'anonymise', 'authorise-deposit', 'capture-deposit', 'release-deposit');
  ALTER TABLE "audit_entries" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_entries_action" USING "action"::"public"."enum_audit_entries_action";
  DROP INDEX "payload_locked_documents_rels_unit_blocks_id_idx";
  ALTER TABLE "car_categories" DROP COLUMN "turnaround_hours";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "unit_blocks_id";
  DROP TYPE "public"."enum_unit_blocks_reason";`)
}
