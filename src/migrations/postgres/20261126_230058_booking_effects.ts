import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_booking_effects_kind" AS ENUM('mail', 'give-back', 'close-attempt');
  CREATE TYPE "public"."enum_booking_effects_status" AS ENUM('pending', 'running', 'done', 'needs-attention');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'performBookingEffects' BEFORE 'notifyPriceWatchers';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'performBookingEffects' BEFORE 'notifyPriceWatchers';
  CREATE TABLE "booking_effects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"booking_id" integer NOT NULL,
  	"kind" "enum_booking_effects_kind" NOT NULL,
  	"input" jsonb NOT NULL,
  	"status" "enum_booking_effects_status" DEFAULT 'pending' NOT NULL,
  	"attempts" numeric DEFAULT 0 NOT NULL,
  	"run_after" timestamp(3) with time zone NOT NULL,
  	"lease_until" timestamp(3) with time zone,
  	"last_error" varchar,
  	"done_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "outbox_messages" ADD COLUMN "effect_key" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "booking_effects_id" integer;
  ALTER TABLE "booking_effects" ADD CONSTRAINT "booking_effects_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "booking_effects_key_idx" ON "booking_effects" USING btree ("key");
  CREATE INDEX "booking_effects_booking_idx" ON "booking_effects" USING btree ("booking_id");
  CREATE INDEX "booking_effects_status_idx" ON "booking_effects" USING btree ("status");
  CREATE INDEX "booking_effects_updated_at_idx" ON "booking_effects" USING btree ("updated_at");
  CREATE INDEX "booking_effects_created_at_idx" ON "booking_effects" USING btree ("created_at");
  CREATE INDEX "status_runAfter_idx" ON "booking_effects" USING btree ("status","run_after");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_booking_effects_fk" FOREIGN KEY ("booking_effects_id") REFERENCES "public"."booking_effects"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "outbox_messages_effect_key_idx" ON "outbox_messages" USING btree ("effect_key");
  CREATE INDEX "payload_locked_documents_rels_booking_effects_id_idx" ON "payload_locked_documents_rels" USING btree ("booking_effects_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "booking_effects" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "booking_effects" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_booking_effects_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'releaseLapsedBookings', 'notifyPriceWatchers', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'releaseLapsedBookings', 'notifyPriceWatchers', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "outbox_messages_effect_key_idx";
  DROP INDEX "payload_locked_documents_rels_booking_effects_id_idx";
  ALTER TABLE "outbox_messages" DROP COLUMN "effect_key";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "booking_effects_id";
  DROP TYPE "public"."enum_booking_effects_kind";
  DROP TYPE "public"."enum_booking_effects_status";`)
}
