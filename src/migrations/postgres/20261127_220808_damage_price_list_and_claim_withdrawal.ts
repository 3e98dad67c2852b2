import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_audit_entries_action" ADD VALUE 'withdraw-claim';
  ALTER TYPE "public"."enum_outbox_messages_kind" ADD VALUE 'claim-withdrawal' BEFORE 'sale-inquiry';
  ALTER TABLE "bookings" ADD COLUMN "damage_claim_withdrawn_at" timestamp(3) with time zone;
  ALTER TABLE "bookings" ADD COLUMN "damage_claim_withdrawn_by" varchar;
  ALTER TABLE "bookings" ADD COLUMN "damage_claim_withdrawal" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audit_entries" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_entries_action";
  CREATE TYPE "public"."enum_audit_entries_action" AS ENUM('cancel-booking', 'cancel-waiving-fee', 'confirm-request', 'decline-request', 'refund', 'send-payment-link', 'change-booking', 'resend-mail', 'export-data', 'anonymise', 'authorise-deposit', 'capture-deposit', 'release-deposit', 'assign-unit', 'check-out', 'sign-check-out', 'check-in', 'add-return-charge', 'send-claim-notice', 'object-claim', 'decide-claim', 'settle-claim');
  ALTER TABLE "audit_entries" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_entries_action" USING "action"::"public"."enum_audit_entries_action";
  ALTER TABLE "outbox_messages" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_outbox_messages_kind";
  CREATE TYPE "public"."enum_outbox_messages_kind" AS ENUM('booking-confirmation', 'payment-receipt', 'booking-change', 'booking-cancellation', 'booking-request', 'request-confirmed', 'request-declined', 'payment-link', 'staff-refund', 'rental-agreement', 'return-report', 'claim-notice', 'claim-decision', 'sale-inquiry', 'price-watch-confirm', 'price-watch-alert', 'staff-account');
  ALTER TABLE "outbox_messages" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_outbox_messages_kind" USING "kind"::"public"."enum_outbox_messages_kind";
  ALTER TABLE "bookings" DROP COLUMN "damage_claim_withdrawn_at";
  ALTER TABLE "bookings" DROP COLUMN "damage_claim_withdrawn_by";
  ALTER TABLE "bookings" DROP COLUMN "damage_claim_withdrawal";`)
}
