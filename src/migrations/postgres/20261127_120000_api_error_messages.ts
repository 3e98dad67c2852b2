import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "error_messages_locales" ADD COLUMN "no_booking_to_save" varchar;
  ALTER TABLE "error_messages_locales" ADD COLUMN "no_car_categories" varchar;
  ALTER TABLE "error_messages_locales" ADD COLUMN "car_categories_api_failed" varchar;
  ALTER TABLE "error_messages_locales" ADD COLUMN "unsupported_currency" varchar;
  ALTER TABLE "error_messages_locales" ADD COLUMN "content_not_found" varchar;
  ALTER TABLE "error_messages_locales" ADD COLUMN "collection_not_found" varchar;
  ALTER TABLE "error_messages_locales" ADD COLUMN "section_not_found" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "error_messages_locales" DROP COLUMN "no_booking_to_save";
  ALTER TABLE "error_messages_locales" DROP COLUMN "no_car_categories";
  ALTER TABLE "error_messages_locales" DROP COLUMN "car_categories_api_failed";
  ALTER TABLE "error_messages_locales" DROP COLUMN "unsupported_currency";
  ALTER TABLE "error_messages_locales" DROP COLUMN "content_not_found";
  ALTER TABLE "error_messages_locales" DROP COLUMN "collection_not_found";
  ALTER TABLE "error_messages_locales" DROP COLUMN "section_not_found";`)
}
