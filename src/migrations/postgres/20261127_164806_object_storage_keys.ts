import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" ADD COLUMN "prefix" varchar DEFAULT 'media';
  ALTER TABLE "media" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "form_files" ADD COLUMN "prefix" varchar DEFAULT 'form-files';
  ALTER TABLE "form_files" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "handover_photos" ADD COLUMN "prefix" varchar DEFAULT 'handover-photos';
  ALTER TABLE "handover_photos" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "inquiry_photos" ADD COLUMN "prefix" varchar DEFAULT 'inquiry-photos';
  ALTER TABLE "inquiry_photos" ADD COLUMN "_objectkey" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" DROP COLUMN "prefix";
  ALTER TABLE "media" DROP COLUMN "_objectkey";
  ALTER TABLE "form_files" DROP COLUMN "prefix";
  ALTER TABLE "form_files" DROP COLUMN "_objectkey";
  ALTER TABLE "handover_photos" DROP COLUMN "prefix";
  ALTER TABLE "handover_photos" DROP COLUMN "_objectkey";
  ALTER TABLE "inquiry_photos" DROP COLUMN "prefix";
  ALTER TABLE "inquiry_photos" DROP COLUMN "_objectkey";`)
}
