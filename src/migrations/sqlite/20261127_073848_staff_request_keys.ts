import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`audit_entries\` ADD \`request_key\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`audit_entries_request_key_idx\` ON \`audit_entries\` (\`request_key\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`audit_entries_request_key_idx\`;`)
  await db.run(sql`ALTER TABLE \`audit_entries\` DROP COLUMN \`request_key\`;`)
}
