import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_bookings_refunds_kind" AS ENUM('refund', 'release');
  CREATE TYPE "public"."enum_bookings_refunds_reason" AS ENUM('cancellation', 'not-payable', 'overpayment');
  CREATE TYPE "public"."enum_bookings_refunds_status" AS ENUM('pending', 'refunded', 'released', 'failed');
  CREATE TYPE "public"."enum_bookings_refunds_currency" AS ENUM('EUR', 'ISK', 'USD', 'GBP');
  CREATE TYPE "public"."enum_gateway_transactions_refunds_kind" AS ENUM('refund', 'release');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'releaseLapsedBookings');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'releaseLapsedBookings');
  ALTER TYPE "public"."enum_payment_attempts_status" ADD VALUE 'voided' BEFORE 'COLLECTED';
  ALTER TYPE "public"."enum_gateway_transactions_state" ADD VALUE 'voided';
  ALTER TYPE "public"."enum_outbox_messages_kind" ADD VALUE 'booking-cancellation';
  ALTER TYPE "public"."enum_outbox_messages_kind" ADD VALUE 'staff-account';
  CREATE TABLE "bookings_refunds" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"transaction_id" varchar NOT NULL,
  	"kind" "enum_bookings_refunds_kind" NOT NULL,
  	"reason" "enum_bookings_refunds_reason" NOT NULL,
  	"status" "enum_bookings_refunds_status" NOT NULL,
  	"amount" numeric NOT NULL,
  	"currency" "enum_bookings_refunds_currency" DEFAULT 'ISK' NOT NULL,
  	"refund_id" varchar,
  	"created_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "gateway_transactions_refunds" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"idempotency_key" varchar NOT NULL,
  	"refund_id" varchar NOT NULL,
  	"kind" "enum_gateway_transactions_refunds_kind" NOT NULL,
  	"amount" numeric NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"meta" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "bookings" ADD COLUMN "holder_session" varchar;
  ALTER TABLE "bookings" ADD COLUMN "holder_address_hash" varchar;
  ALTER TABLE "bookings" ADD COLUMN "is_one_way" boolean DEFAULT false;
  UPDATE "bookings" SET "is_one_way" = ("office_out_id" <> "office_in_id");
  ALTER TABLE "bookings_refunds" ADD CONSTRAINT "bookings_refunds_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "gateway_transactions_refunds" ADD CONSTRAINT "gateway_transactions_refunds_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."gateway_transactions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "bookings_refunds_order_idx" ON "bookings_refunds" USING btree ("_order");
  CREATE INDEX "bookings_refunds_parent_id_idx" ON "bookings_refunds" USING btree ("_parent_id");
  CREATE INDEX "gateway_transactions_refunds_order_idx" ON "gateway_transactions_refunds" USING btree ("_order");
  CREATE INDEX "gateway_transactions_refunds_parent_id_idx" ON "gateway_transactions_refunds" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "bookings_holder_session_idx" ON "bookings" USING btree ("holder_session");
  CREATE INDEX "bookings_holder_address_hash_idx" ON "bookings" USING btree ("holder_address_hash");
  CREATE INDEX "isOneWay_carCategory_officeOut_status_dateOut_idx" ON "bookings" USING btree ("is_one_way","car_category_id","office_out_id","status","date_out");
  CREATE INDEX "isOneWay_carCategory_officeIn_status_idx" ON "bookings" USING btree ("is_one_way","car_category_id","office_in_id","status");
  ALTER TABLE "users" DROP COLUMN "login_attempts";
  ALTER TABLE "users" DROP COLUMN "lock_until";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "bookings_refunds" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "gateway_transactions_refunds" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "bookings_refunds" CASCADE;
  DROP TABLE "gateway_transactions_refunds" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "payment_attempts" ALTER COLUMN "status" SET DATA TYPE text;
  DROP TYPE "public"."enum_payment_attempts_status";
  CREATE TYPE "public"."enum_payment_attempts_status" AS ENUM('pending', 'challenge', 'COLLECTED', 'PREAUTH', 'PREAUTH_FAILED', 'DECLINED', 'FAILED');
  ALTER TABLE "payment_attempts" ALTER COLUMN "status" SET DATA TYPE "public"."enum_payment_attempts_status" USING "status"::"public"."enum_payment_attempts_status";
  ALTER TABLE "gateway_transactions" ALTER COLUMN "state" SET DATA TYPE text;
  DROP TYPE "public"."enum_gateway_transactions_state";
  CREATE TYPE "public"."enum_gateway_transactions_state" AS ENUM('challenge', 'final');
  ALTER TABLE "gateway_transactions" ALTER COLUMN "state" SET DATA TYPE "public"."enum_gateway_transactions_state" USING "state"::"public"."enum_gateway_transactions_state";
  ALTER TABLE "outbox_messages" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_outbox_messages_kind";
  CREATE TYPE "public"."enum_outbox_messages_kind" AS ENUM('booking-confirmation', 'payment-receipt', 'booking-change');
  ALTER TABLE "outbox_messages" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_outbox_messages_kind" USING "kind"::"public"."enum_outbox_messages_kind";
  DROP INDEX "bookings_holder_session_idx";
  DROP INDEX "bookings_holder_address_hash_idx";
  DROP INDEX "isOneWay_carCategory_officeOut_status_dateOut_idx";
  DROP INDEX "isOneWay_carCategory_officeIn_status_idx";
  ALTER TABLE "users" ADD COLUMN "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "users" ADD COLUMN "lock_until" timestamp(3) with time zone;
  ALTER TABLE "bookings" DROP COLUMN "holder_session";
  ALTER TABLE "bookings" DROP COLUMN "holder_address_hash";
  ALTER TABLE "bookings" DROP COLUMN "is_one_way";
  DROP TYPE "public"."enum_bookings_refunds_kind";
  DROP TYPE "public"."enum_bookings_refunds_reason";
  DROP TYPE "public"."enum_bookings_refunds_status";
  DROP TYPE "public"."enum_bookings_refunds_currency";
  DROP TYPE "public"."enum_gateway_transactions_refunds_kind";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
