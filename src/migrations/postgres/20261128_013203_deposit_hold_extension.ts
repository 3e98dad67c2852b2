import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "bookings" ADD COLUMN "deposit_extend_asked_at" timestamp(3) with time zone;
  ALTER TABLE "bookings" ADD COLUMN "deposit_extended_at" timestamp(3) with time zone;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "bookings" DROP COLUMN "deposit_extend_asked_at";
  ALTER TABLE "bookings" DROP COLUMN "deposit_extended_at";`)
}
