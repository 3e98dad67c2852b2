import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_audit_entries_action" AS ENUM('cancel-booking', 'confirm-request', 'decline-request', 'refund');
  ALTER TYPE "public"."enum_users_roles" ADD VALUE 'manager';
  ALTER TYPE "public"."enum_bookings_refunds_reason" ADD VALUE 'staff';
  ALTER TYPE "public"."enum_booking_effects_kind" ADD VALUE 'provider-notice';
  CREATE TABLE "audit_entries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"action" "enum_audit_entries_action" NOT NULL,
  	"actor_id" integer,
  	"actor_email" varchar NOT NULL,
  	"booking_id" integer,
  	"booking_number" varchar NOT NULL,
  	"reason" varchar,
  	"changes" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "bookings" ADD COLUMN "search_text" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "audit_entries_id" integer;
  ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "audit_entries_action_idx" ON "audit_entries" USING btree ("action");
  CREATE INDEX "audit_entries_actor_idx" ON "audit_entries" USING btree ("actor_id");
  CREATE INDEX "audit_entries_booking_idx" ON "audit_entries" USING btree ("booking_id");
  CREATE INDEX "audit_entries_booking_number_idx" ON "audit_entries" USING btree ("booking_number");
  CREATE INDEX "audit_entries_updated_at_idx" ON "audit_entries" USING btree ("updated_at");
  CREATE INDEX "audit_entries_created_at_idx" ON "audit_entries" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_audit_entries_fk" FOREIGN KEY ("audit_entries_id") REFERENCES "public"."audit_entries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_audit_entries_id_idx" ON "payload_locked_documents_rels" USING btree ("audit_entries_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audit_entries" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "audit_entries" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_audit_entries_fk";
  
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "public"."enum_users_roles";
  CREATE TYPE "public"."enum_users_roles" AS ENUM('admin', 'editor', 'agent');
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE "public"."enum_users_roles" USING "value"::"public"."enum_users_roles";
  ALTER TABLE "bookings_refunds" ALTER COLUMN "reason" SET DATA TYPE text;
  DROP TYPE "public"."enum_bookings_refunds_reason";
  CREATE TYPE "public"."enum_bookings_refunds_reason" AS ENUM('cancellation', 'not-payable', 'overpayment');
  ALTER TABLE "bookings_refunds" ALTER COLUMN "reason" SET DATA TYPE "public"."enum_bookings_refunds_reason" USING "reason"::"public"."enum_bookings_refunds_reason";
  ALTER TABLE "booking_effects" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_booking_effects_kind";
  CREATE TYPE "public"."enum_booking_effects_kind" AS ENUM('mail', 'give-back', 'close-attempt');
  ALTER TABLE "booking_effects" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_booking_effects_kind" USING "kind"::"public"."enum_booking_effects_kind";
  DROP INDEX "payload_locked_documents_rels_audit_entries_id_idx";
  ALTER TABLE "bookings" DROP COLUMN "search_text";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "audit_entries_id";
  DROP TYPE "public"."enum_audit_entries_action";`)
}
