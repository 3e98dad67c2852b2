import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_bookings_refunds_kind" AS ENUM('refund', 'release');
  CREATE TYPE "public"."enum_bookings_refunds_reason" AS ENUM('cancellation', 'not-payable', 'overpayment');
  CREATE TYPE "public"."enum_bookings_refunds_status" AS ENUM('pending', 'refunded', 'released', 'failed');
  CREATE TYPE "public"."enum_bookings_refunds_currency" AS ENUM('EUR', 'ISK', 'USD', 'GBP');
  CREATE TYPE "public"."enum_gateway_transactions_refunds_kind" AS ENUM('refund', 'release');
  ALTER TYPE "public"."enum_payment_attempts_status" ADD VALUE 'voided' BEFORE 'COLLECTED';
  ALTER TYPE "public"."enum_gateway_transactions_state" ADD VALUE 'voided';
  ALTER TYPE "public"."enum_outbox_messages_kind" ADD VALUE 'booking-cancellation';
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
  
  ALTER TABLE "bookings_refunds" ADD CONSTRAINT "bookings_refunds_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "gateway_transactions_refunds" ADD CONSTRAINT "gateway_transactions_refunds_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."gateway_transactions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "bookings_refunds_order_idx" ON "bookings_refunds" USING btree ("_order");
  CREATE INDEX "bookings_refunds_parent_id_idx" ON "bookings_refunds" USING btree ("_parent_id");
  CREATE INDEX "gateway_transactions_refunds_order_idx" ON "gateway_transactions_refunds" USING btree ("_order");
  CREATE INDEX "gateway_transactions_refunds_parent_id_idx" ON "gateway_transactions_refunds" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "bookings_refunds" CASCADE;
  DROP TABLE "gateway_transactions_refunds" CASCADE;
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
  DROP TYPE "public"."enum_bookings_refunds_kind";
  DROP TYPE "public"."enum_bookings_refunds_reason";
  DROP TYPE "public"."enum_bookings_refunds_status";
  DROP TYPE "public"."enum_bookings_refunds_currency";
  DROP TYPE "public"."enum_gateway_transactions_refunds_kind";`)
}
