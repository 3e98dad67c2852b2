import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`deposit_extend_asked_at\` text;`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`deposit_extended_at\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`deposit_extend_asked_at\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`deposit_extended_at\`;`)
}
