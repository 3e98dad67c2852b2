import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { saleColourOf } from '../../domain/sales/colour-code'

type ColourRow = { id: number; specification_colour: string | null }

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // Colours were free text ("White", "Dark blue metallic"): each becomes its code before the column
  // takes only codes; an unknown one is 'other'. The colour filter's key is the code.
  const { rows } = await db.execute(sql`SELECT "id", "specification_colour" FROM "vehicles_for_sale";`)
  for (const car of rows as ColourRow[]) {
    const colour = saleColourOf(car.specification_colour)
    await db.execute(
      sql`UPDATE "vehicles_for_sale" SET "specification_colour" = ${colour}, "color_slug" = ${colour} WHERE "id" = ${car.id};`,
    )
  }
  await db.execute(sql`
   CREATE TYPE "public"."enum_bookings_cancellation_fee_currency" AS ENUM('EUR', 'ISK', 'USD', 'GBP');
  CREATE TYPE "public"."enum_vehicles_for_sale_specification_colour" AS ENUM('white', 'black', 'grey', 'silver', 'blue', 'red', 'green', 'brown', 'beige', 'yellow', 'orange', 'gold', 'purple', 'other');
  ALTER TABLE "vehicles_for_sale" ALTER COLUMN "specification_colour" SET DATA TYPE "public"."enum_vehicles_for_sale_specification_colour" USING "specification_colour"::"public"."enum_vehicles_for_sale_specification_colour";
  ALTER TABLE "offices" ADD COLUMN "out_of_hours_help_phone" varchar;
  ALTER TABLE "offices_locales" ADD COLUMN "out_of_hours_pickup_instructions" varchar;
  ALTER TABLE "offices_locales" ADD COLUMN "out_of_hours_return_instructions" varchar;
  ALTER TABLE "bookings" ADD COLUMN "cancellation_fee_amount" numeric DEFAULT 0;
  ALTER TABLE "bookings" ADD COLUMN "cancellation_fee_currency" "enum_bookings_cancellation_fee_currency" DEFAULT 'ISK';
  ALTER TABLE "error_messages_locales" ADD COLUMN "cancellation_too_late" varchar;
  ALTER TABLE "error_messages_locales" ADD COLUMN "cancellation_terms_changed" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "vehicles_for_sale" ALTER COLUMN "specification_colour" SET DATA TYPE varchar;
  ALTER TABLE "offices" DROP COLUMN "out_of_hours_help_phone";
  ALTER TABLE "offices_locales" DROP COLUMN "out_of_hours_pickup_instructions";
  ALTER TABLE "offices_locales" DROP COLUMN "out_of_hours_return_instructions";
  ALTER TABLE "bookings" DROP COLUMN "cancellation_fee_amount";
  ALTER TABLE "bookings" DROP COLUMN "cancellation_fee_currency";
  ALTER TABLE "error_messages_locales" DROP COLUMN "cancellation_too_late";
  ALTER TABLE "error_messages_locales" DROP COLUMN "cancellation_terms_changed";
  DROP TYPE "public"."enum_bookings_cancellation_fee_currency";
  DROP TYPE "public"."enum_vehicles_for_sale_specification_colour";`)
}
