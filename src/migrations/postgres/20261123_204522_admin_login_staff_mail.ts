import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_outbox_messages_kind" ADD VALUE 'staff-account';
  ALTER TABLE "users" DROP COLUMN "login_attempts";
  ALTER TABLE "users" DROP COLUMN "lock_until";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "outbox_messages" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_outbox_messages_kind";
  CREATE TYPE "public"."enum_outbox_messages_kind" AS ENUM('booking-confirmation', 'payment-receipt', 'booking-change');
  ALTER TABLE "outbox_messages" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_outbox_messages_kind" USING "kind"::"public"."enum_outbox_messages_kind";
  ALTER TABLE "users" ADD COLUMN "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "users" ADD COLUMN "lock_until" timestamp(3) with time zone;`)
}
