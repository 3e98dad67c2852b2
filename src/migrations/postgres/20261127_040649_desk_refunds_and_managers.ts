import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_users_roles" ADD VALUE 'manager';
  ALTER TYPE "public"."enum_bookings_refunds_reason" ADD VALUE 'staff';
  ALTER TYPE "public"."enum_audit_entries_action" ADD VALUE 'refund';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "public"."enum_users_roles";
  CREATE TYPE "public"."enum_users_roles" AS ENUM('admin', 'editor', 'agent');
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE "public"."enum_users_roles" USING "value"::"public"."enum_users_roles";
  ALTER TABLE "bookings_refunds" ALTER COLUMN "reason" SET DATA TYPE text;
  DROP TYPE "public"."enum_bookings_refunds_reason";
  CREATE TYPE "public"."enum_bookings_refunds_reason" AS ENUM('cancellation', 'not-payable', 'overpayment');
  ALTER TABLE "bookings_refunds" ALTER COLUMN "reason" SET DATA TYPE "public"."enum_bookings_refunds_reason" USING "reason"::"public"."enum_bookings_refunds_reason";
  ALTER TABLE "audit_entries" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_entries_action";
  CREATE TYPE "public"."enum_audit_entries_action" AS ENUM('cancel-booking', 'confirm-request', 'decline-request');
  ALTER TABLE "audit_entries" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_entries_action" USING "action"::"public"."enum_audit_entries_action";`)
}
