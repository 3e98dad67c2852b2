import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audit_entries" ADD COLUMN "request_key" varchar;
  CREATE UNIQUE INDEX "audit_entries_request_key_idx" ON "audit_entries" USING btree ("request_key");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "audit_entries_request_key_idx";
  ALTER TABLE "audit_entries" DROP COLUMN "request_key";`)
}
