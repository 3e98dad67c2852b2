import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_booking_effects_kind" ADD VALUE 'provider-notice';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "booking_effects" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_booking_effects_kind";
  CREATE TYPE "public"."enum_booking_effects_kind" AS ENUM('mail', 'give-back', 'close-attempt');
  ALTER TABLE "booking_effects" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_booking_effects_kind" USING "kind"::"public"."enum_booking_effects_kind";`)
}
