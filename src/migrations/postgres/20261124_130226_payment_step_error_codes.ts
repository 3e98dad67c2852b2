import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "error_messages_locales" ADD COLUMN "card_invalid" varchar;
  ALTER TABLE "error_messages_locales" ADD COLUMN "terms_not_accepted" varchar;
  ALTER TABLE "error_messages_locales" ADD COLUMN "details_missing" varchar;
  ALTER TABLE "error_messages_locales" ADD COLUMN "save_failed" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "error_messages_locales" DROP COLUMN "card_invalid";
  ALTER TABLE "error_messages_locales" DROP COLUMN "terms_not_accepted";
  ALTER TABLE "error_messages_locales" DROP COLUMN "details_missing";
  ALTER TABLE "error_messages_locales" DROP COLUMN "save_failed";`)
}
