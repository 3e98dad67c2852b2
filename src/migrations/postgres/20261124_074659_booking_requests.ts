import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_bookings_status" ADD VALUE 'requested' BEFORE 'confirmed';
  ALTER TYPE "public"."enum_bookings_status" ADD VALUE 'declined' BEFORE 'cancelled';
  ALTER TYPE "public"."enum_outbox_messages_kind" ADD VALUE 'booking-request' BEFORE 'sale-inquiry';
  ALTER TYPE "public"."enum_outbox_messages_kind" ADD VALUE 'request-confirmed' BEFORE 'sale-inquiry';
  ALTER TYPE "public"."enum_outbox_messages_kind" ADD VALUE 'request-declined' BEFORE 'sale-inquiry';
  ALTER TABLE "bookings" ADD COLUMN "on_request" boolean DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "bookings" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "bookings" ALTER COLUMN "status" SET DEFAULT 'held'::text;
  DROP TYPE "public"."enum_bookings_status";
  CREATE TYPE "public"."enum_bookings_status" AS ENUM('held', 'confirmed', 'cancelled', 'expired');
  ALTER TABLE "bookings" ALTER COLUMN "status" SET DEFAULT 'held'::"public"."enum_bookings_status";
  ALTER TABLE "bookings" ALTER COLUMN "status" SET DATA TYPE "public"."enum_bookings_status" USING "status"::"public"."enum_bookings_status";
  ALTER TABLE "outbox_messages" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_outbox_messages_kind";
  CREATE TYPE "public"."enum_outbox_messages_kind" AS ENUM('booking-confirmation', 'payment-receipt', 'booking-change', 'booking-cancellation', 'sale-inquiry', 'price-watch-confirm', 'price-watch-alert', 'staff-account');
  ALTER TABLE "outbox_messages" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_outbox_messages_kind" USING "kind"::"public"."enum_outbox_messages_kind";
  ALTER TABLE "bookings" DROP COLUMN "on_request";`)
}
