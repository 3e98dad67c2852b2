import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_bookings_deposit_status" AS ENUM('none', 'pending', 'held', 'capturing', 'releasing', 'captured', 'released', 'failed');
  CREATE TYPE "public"."enum_bookings_deposit_currency" AS ENUM('ISK');
  CREATE TYPE "public"."enum_bookings_deposit_channel" AS ENUM('counter', 'online');
  ALTER TYPE "public"."enum_booking_effects_kind" ADD VALUE 'deposit';
  ALTER TYPE "public"."enum_audit_entries_action" ADD VALUE 'cancel-waiving-fee' BEFORE 'confirm-request';
  ALTER TYPE "public"."enum_audit_entries_action" ADD VALUE 'send-payment-link';
  ALTER TYPE "public"."enum_audit_entries_action" ADD VALUE 'change-booking';
  ALTER TYPE "public"."enum_audit_entries_action" ADD VALUE 'resend-mail';
  ALTER TYPE "public"."enum_audit_entries_action" ADD VALUE 'export-data';
  ALTER TYPE "public"."enum_audit_entries_action" ADD VALUE 'anonymise';
  ALTER TYPE "public"."enum_audit_entries_action" ADD VALUE 'authorise-deposit';
  ALTER TYPE "public"."enum_audit_entries_action" ADD VALUE 'capture-deposit';
  ALTER TYPE "public"."enum_audit_entries_action" ADD VALUE 'release-deposit';
  ALTER TYPE "public"."enum_outbox_messages_kind" ADD VALUE 'payment-link' BEFORE 'sale-inquiry';
  ALTER TYPE "public"."enum_outbox_messages_kind" ADD VALUE 'staff-refund' BEFORE 'sale-inquiry';
  ALTER TABLE "bookings" ADD COLUMN "deposit_status" "enum_bookings_deposit_status" DEFAULT 'none';
  ALTER TABLE "bookings" ADD COLUMN "deposit_amount" numeric DEFAULT 0;
  ALTER TABLE "bookings" ADD COLUMN "deposit_currency" "enum_bookings_deposit_currency" DEFAULT 'ISK';
  ALTER TABLE "bookings" ADD COLUMN "deposit_channel" "enum_bookings_deposit_channel";
  ALTER TABLE "bookings" ADD COLUMN "deposit_provider" varchar;
  ALTER TABLE "bookings" ADD COLUMN "deposit_reference" varchar;
  ALTER TABLE "bookings" ADD COLUMN "deposit_hold_id" varchar;
  ALTER TABLE "bookings" ADD COLUMN "deposit_masked_pan" varchar;
  ALTER TABLE "bookings" ADD COLUMN "deposit_requested_at" timestamp(3) with time zone;
  ALTER TABLE "bookings" ADD COLUMN "deposit_held_at" timestamp(3) with time zone;
  ALTER TABLE "bookings" ADD COLUMN "deposit_settling_at" timestamp(3) with time zone;
  ALTER TABLE "bookings" ADD COLUMN "deposit_captured_at" timestamp(3) with time zone;
  ALTER TABLE "bookings" ADD COLUMN "deposit_released_at" timestamp(3) with time zone;
  ALTER TABLE "bookings" ADD COLUMN "deposit_captured_amount" numeric DEFAULT 0;
  ALTER TABLE "bookings" ADD COLUMN "deposit_reason" varchar;
  CREATE INDEX "bookings_deposit_deposit_reference_idx" ON "bookings" USING btree ("deposit_reference");
  CREATE INDEX "bookings_deposit_deposit_hold_id_idx" ON "bookings" USING btree ("deposit_hold_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "booking_effects" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_booking_effects_kind";
  CREATE TYPE "public"."enum_booking_effects_kind" AS ENUM('mail', 'give-back', 'close-attempt', 'provider-notice');
  ALTER TABLE "booking_effects" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_booking_effects_kind" USING "kind"::"public"."enum_booking_effects_kind";
  ALTER TABLE "audit_entries" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_entries_action";
  CREATE TYPE "public"."enum_audit_entries_action" AS ENUM('cancel-booking', 'confirm-request', 'decline-request', 'refund');
  ALTER TABLE "audit_entries" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_entries_action" USING "action"::"public"."enum_audit_entries_action";
  ALTER TABLE "outbox_messages" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_outbox_messages_kind";
  CREATE TYPE "public"."enum_outbox_messages_kind" AS ENUM('booking-confirmation', 'payment-receipt', 'booking-change', 'booking-cancellation', 'booking-request', 'request-confirmed', 'request-declined', 'sale-inquiry', 'price-watch-confirm', 'price-watch-alert', 'staff-account');
  ALTER TABLE "outbox_messages" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_outbox_messages_kind" USING "kind"::"public"."enum_outbox_messages_kind";
  DROP INDEX "bookings_deposit_deposit_reference_idx";
  DROP INDEX "bookings_deposit_deposit_hold_id_idx";
  ALTER TABLE "bookings" DROP COLUMN "deposit_status";
  ALTER TABLE "bookings" DROP COLUMN "deposit_amount";
  ALTER TABLE "bookings" DROP COLUMN "deposit_currency";
  ALTER TABLE "bookings" DROP COLUMN "deposit_channel";
  ALTER TABLE "bookings" DROP COLUMN "deposit_provider";
  ALTER TABLE "bookings" DROP COLUMN "deposit_reference";
  ALTER TABLE "bookings" DROP COLUMN "deposit_hold_id";
  ALTER TABLE "bookings" DROP COLUMN "deposit_masked_pan";
  ALTER TABLE "bookings" DROP COLUMN "deposit_requested_at";
  ALTER TABLE "bookings" DROP COLUMN "deposit_held_at";
  ALTER TABLE "bookings" DROP COLUMN "deposit_settling_at";
  ALTER TABLE "bookings" DROP COLUMN "deposit_captured_at";
  ALTER TABLE "bookings" DROP COLUMN "deposit_released_at";
  ALTER TABLE "bookings" DROP COLUMN "deposit_captured_amount";
  ALTER TABLE "bookings" DROP COLUMN "deposit_reason";
  DROP TYPE "public"."enum_bookings_deposit_status";
  DROP TYPE "public"."enum_bookings_deposit_currency";
  DROP TYPE "public"."enum_bookings_deposit_channel";`)
}
