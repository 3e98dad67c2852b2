import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`error_messages_locales\` ADD \`card_invalid\` text;`)
  await db.run(sql`ALTER TABLE \`error_messages_locales\` ADD \`terms_not_accepted\` text;`)
  await db.run(sql`ALTER TABLE \`error_messages_locales\` ADD \`details_missing\` text;`)
  await db.run(sql`ALTER TABLE \`error_messages_locales\` ADD \`save_failed\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`error_messages_locales\` DROP COLUMN \`card_invalid\`;`)
  await db.run(sql`ALTER TABLE \`error_messages_locales\` DROP COLUMN \`terms_not_accepted\`;`)
  await db.run(sql`ALTER TABLE \`error_messages_locales\` DROP COLUMN \`details_missing\`;`)
  await db.run(sql`ALTER TABLE \`error_messages_locales\` DROP COLUMN \`save_failed\`;`)
}
