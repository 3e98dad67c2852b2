import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_audit_entries_action" ADD VALUE 'cancel-waiving-fee' BEFORE 'confirm-request';
  ALTER TYPE "public"."enum_audit_entries_action" ADD VALUE 'send-payment-link';
  ALTER TYPE "public"."enum_audit_entries_action" ADD VALUE 'change-booking';
  ALTER TYPE "public"."enum_audit_entries_action" ADD VALUE 'resend-mail';
  ALTER TYPE "public"."enum_audit_entries_action" ADD VALUE 'export-data';
  ALTER TYPE "public"."enum_audit_entries_action" ADD VALUE 'anonymise';
  ALTER TYPE "public"."enum_outbox_messages_kind" ADD VALUE 'payment-link' BEFORE 'sale-inquiry';
  ALTER TYPE "public"."enum_outbox_messages_kind" ADD VALUE 'staff-refund' BEFORE 'sale-inquiry';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audit_entries" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_entries_action";
  CREATE TYPE "public"."enum_audit_entries_action" AS ENUM('cancel-booking', 'confirm-request', 'decline-request', 'refund');
  ALTER TABLE "audit_entries" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_entries_action" USING "action"::"public"."enum_audit_entries_action";
  ALTER TABLE "outbox_messages" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_outbox_messages_kind";
  CREATE TYPE "public"."enum_outbox_messages_kind" AS ENUM('booking-confirmation', 'payment-receipt', 'booking-change', 'booking-cancellation', 'booking-request', 'request-confirmed', 'request-declined', 'sale-inquiry', 'price-watch-confirm', 'price-watch-alert', 'staff-account');
  ALTER TABLE "outbox_messages" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_outbox_messages_kind" USING "kind"::"public"."enum_outbox_messages_kind";`)
}
