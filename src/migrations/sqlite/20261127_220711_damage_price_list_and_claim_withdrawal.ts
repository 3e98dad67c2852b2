import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`damage_claim_withdrawn_at\` text;`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`damage_claim_withdrawn_by\` text;`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`damage_claim_withdrawal\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`damage_claim_withdrawn_at\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`damage_claim_withdrawn_by\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`damage_claim_withdrawal\`;`)
}
