import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { saleColourOf } from '../../domain/sales/colour-code'

type ColourRow = { id: number; specification_colour: string | null }

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // Colours were free text ("White", "Dark blue metallic"): each becomes its code; an unknown one
  // is 'other'. The colour filter's key is the code.
  const cars = await db.all<ColourRow>(sql`SELECT \`id\`, \`specification_colour\` FROM \`vehicles_for_sale\`;`)
  for (const car of cars) {
    const colour = saleColourOf(car.specification_colour)
    await db.run(
      sql`UPDATE \`vehicles_for_sale\` SET \`specification_colour\` = ${colour}, \`color_slug\` = ${colour} WHERE \`id\` = ${car.id};`,
    )
  }
  await db.run(sql`ALTER TABLE \`offices\` ADD \`out_of_hours_help_phone\` text;`)
  await db.run(sql`ALTER TABLE \`offices_locales\` ADD \`out_of_hours_pickup_instructions\` text;`)
  await db.run(sql`ALTER TABLE \`offices_locales\` ADD \`out_of_hours_return_instructions\` text;`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`cancellation_fee_amount\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`cancellation_fee_currency\` text DEFAULT 'ISK';`)
  await db.run(sql`ALTER TABLE \`error_messages_locales\` ADD \`cancellation_too_late\` text;`)
  await db.run(sql`ALTER TABLE \`error_messages_locales\` ADD \`cancellation_terms_changed\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`offices\` DROP COLUMN \`out_of_hours_help_phone\`;`)
  await db.run(sql`ALTER TABLE \`offices_locales\` DROP COLUMN \`out_of_hours_pickup_instructions\`;`)
  await db.run(sql`ALTER TABLE \`offices_locales\` DROP COLUMN \`out_of_hours_return_instructions\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`cancellation_fee_amount\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`cancellation_fee_currency\`;`)
  await db.run(sql`ALTER TABLE \`error_messages_locales\` DROP COLUMN \`cancellation_too_late\`;`)
  await db.run(sql`ALTER TABLE \`error_messages_locales\` DROP COLUMN \`cancellation_terms_changed\`;`)
}
