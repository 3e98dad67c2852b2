import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`error_messages_locales\` ADD \`no_booking_to_save\` text;`)
  await db.run(sql`ALTER TABLE \`error_messages_locales\` ADD \`no_car_categories\` text;`)
  await db.run(sql`ALTER TABLE \`error_messages_locales\` ADD \`car_categories_api_failed\` text;`)
  await db.run(sql`ALTER TABLE \`error_messages_locales\` ADD \`unsupported_currency\` text;`)
  await db.run(sql`ALTER TABLE \`error_messages_locales\` ADD \`content_not_found\` text;`)
  await db.run(sql`ALTER TABLE \`error_messages_locales\` ADD \`collection_not_found\` text;`)
  await db.run(sql`ALTER TABLE \`error_messages_locales\` ADD \`section_not_found\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`error_messages_locales\` DROP COLUMN \`no_booking_to_save\`;`)
  await db.run(sql`ALTER TABLE \`error_messages_locales\` DROP COLUMN \`no_car_categories\`;`)
  await db.run(sql`ALTER TABLE \`error_messages_locales\` DROP COLUMN \`car_categories_api_failed\`;`)
  await db.run(sql`ALTER TABLE \`error_messages_locales\` DROP COLUMN \`unsupported_currency\`;`)
  await db.run(sql`ALTER TABLE \`error_messages_locales\` DROP COLUMN \`content_not_found\`;`)
  await db.run(sql`ALTER TABLE \`error_messages_locales\` DROP COLUMN \`collection_not_found\`;`)
  await db.run(sql`ALTER TABLE \`error_messages_locales\` DROP COLUMN \`section_not_found\`;`)
}
