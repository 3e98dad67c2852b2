import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { saleSearchKeys } from '../../domain/sales/search/derived'

type CarRow = { id: number; brand: string; model: string; price: number; sale_amount: number | null; specification_colour: string | null }

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`vehicles_for_sale_features\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`vehicles_for_sale\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`vehicles_for_sale_features_order_idx\` ON \`vehicles_for_sale_features\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`vehicles_for_sale_features_parent_idx\` ON \`vehicles_for_sale_features\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`vehicles_for_sale_additional_options\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`vehicles_for_sale\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`vehicles_for_sale_additional_options_order_idx\` ON \`vehicles_for_sale_additional_options\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`vehicles_for_sale_additional_options_parent_idx\` ON \`vehicles_for_sale_additional_options\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`inquiries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`car_id\` integer NOT NULL,
  	\`name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`locale\` text,
  	\`details_offered_price\` numeric,
  	\`details_price\` numeric,
  	\`details_trade_in_value\` numeric,
  	\`details_asking_price\` numeric,
  	\`details_own_car\` text,
  	\`details_year\` text,
  	\`details_registration_number\` text,
  	\`details_mileage\` numeric,
  	\`details_seller_name\` text,
  	\`details_payment\` text,
  	\`details_inquiry\` text,
  	\`comment\` text,
  	\`staff_notes\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`car_id\`) REFERENCES \`vehicles_for_sale\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`inquiries_kind_idx\` ON \`inquiries\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_status_idx\` ON \`inquiries\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_car_idx\` ON \`inquiries\` (\`car_id\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_updated_at_idx\` ON \`inquiries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_created_at_idx\` ON \`inquiries\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`inquiries_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`inquiry_photos_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`inquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`inquiry_photos_id\`) REFERENCES \`inquiry_photos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`inquiries_rels_order_idx\` ON \`inquiries_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_rels_parent_idx\` ON \`inquiries_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_rels_path_idx\` ON \`inquiries_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`inquiries_rels_inquiry_photos_id_idx\` ON \`inquiries_rels\` (\`inquiry_photos_id\`);`)
  await db.run(sql`CREATE TABLE \`inquiry_photos\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	\`sizes_thumbnail_url\` text,
  	\`sizes_thumbnail_width\` numeric,
  	\`sizes_thumbnail_height\` numeric,
  	\`sizes_thumbnail_mime_type\` text,
  	\`sizes_thumbnail_filesize\` numeric,
  	\`sizes_thumbnail_filename\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`inquiry_photos_updated_at_idx\` ON \`inquiry_photos\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`inquiry_photos_created_at_idx\` ON \`inquiry_photos\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`inquiry_photos_filename_idx\` ON \`inquiry_photos\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`inquiry_photos_sizes_thumbnail_sizes_thumbnail_filename_idx\` ON \`inquiry_photos\` (\`sizes_thumbnail_filename\`);`)
  await db.run(sql`CREATE TABLE \`price_watches\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	\`car_id\` integer NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`locale\` text NOT NULL,
  	\`confirmed_at\` text,
  	\`last_price\` numeric,
  	\`token_hash\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`car_id\`) REFERENCES \`vehicles_for_sale\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`price_watches_email_idx\` ON \`price_watches\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`price_watches_car_idx\` ON \`price_watches\` (\`car_id\`);`)
  await db.run(sql`CREATE INDEX \`price_watches_status_idx\` ON \`price_watches\` (\`status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`price_watches_token_hash_idx\` ON \`price_watches\` (\`token_hash\`);`)
  await db.run(sql`CREATE INDEX \`price_watches_updated_at_idx\` ON \`price_watches\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`price_watches_created_at_idx\` ON \`price_watches\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`vehicles_for_sale\` ADD \`tire_size\` text;`)
  await db.run(sql`ALTER TABLE \`vehicles_for_sale\` ADD \`serial_number\` text;`)
  await db.run(sql`ALTER TABLE \`vehicles_for_sale\` ADD \`first_registration\` text;`)
  await db.run(sql`ALTER TABLE \`vehicles_for_sale\` ADD \`cheaper_exchange\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`vehicles_for_sale\` ADD \`expensive_exchange\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`vehicles_for_sale\` ADD \`sold\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`vehicles_for_sale\` ADD \`sold_at\` text;`)
  await db.run(sql`ALTER TABLE \`vehicles_for_sale\` ADD \`brand_slug\` text;`)
  await db.run(sql`ALTER TABLE \`vehicles_for_sale\` ADD \`model_slug\` text;`)
  await db.run(sql`ALTER TABLE \`vehicles_for_sale\` ADD \`color_slug\` text;`)
  await db.run(sql`ALTER TABLE \`vehicles_for_sale\` ADD \`asking_price\` numeric;`)
  await db.run(sql`ALTER TABLE \`vehicles_for_sale\` ADD \`discount\` numeric;`)
  // Cars saved before this migration get the search keys their save hook now sets.
  const cars = await db.all<CarRow>(
    sql`SELECT \`id\`, \`brand\`, \`model\`, \`price\`, \`sale_amount\`, \`specification_colour\` FROM \`vehicles_for_sale\`;`,
  )
  for (const car of cars) {
    const keys = saleSearchKeys(
      { brand: car.brand, model: car.model, price: Number(car.price), saleAmount: car.sale_amount === null ? null : Number(car.sale_amount), specification: { colour: car.specification_colour } },
      new Date(),
    )
    await db.run(
      sql`UPDATE \`vehicles_for_sale\` SET \`brand_slug\` = ${keys.brandSlug}, \`model_slug\` = ${keys.modelSlug}, \`color_slug\` = ${keys.colorSlug}, \`asking_price\` = ${keys.askingPrice}, \`discount\` = ${keys.discount} WHERE \`id\` = ${car.id};`,
    )
  }
  await db.run(sql`CREATE INDEX \`vehicles_for_sale_tire_size_idx\` ON \`vehicles_for_sale\` (\`tire_size\`);`)
  await db.run(sql`CREATE INDEX \`vehicles_for_sale_serial_number_idx\` ON \`vehicles_for_sale\` (\`serial_number\`);`)
  await db.run(sql`CREATE INDEX \`vehicles_for_sale_sold_idx\` ON \`vehicles_for_sale\` (\`sold\`);`)
  await db.run(sql`CREATE INDEX \`vehicles_for_sale_brand_slug_idx\` ON \`vehicles_for_sale\` (\`brand_slug\`);`)
  await db.run(sql`CREATE INDEX \`vehicles_for_sale_model_slug_idx\` ON \`vehicles_for_sale\` (\`model_slug\`);`)
  await db.run(sql`CREATE INDEX \`vehicles_for_sale_asking_price_idx\` ON \`vehicles_for_sale\` (\`asking_price\`);`)
  await db.run(sql`CREATE INDEX \`isPublished_sold_askingPrice_idx\` ON \`vehicles_for_sale\` (\`is_published\`,\`sold\`,\`asking_price\`);`)
  await db.run(sql`CREATE INDEX \`isPublished_sold_brandSlug_modelSlug_idx\` ON \`vehicles_for_sale\` (\`is_published\`,\`sold\`,\`brand_slug\`,\`model_slug\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`inquiries_id\` integer REFERENCES inquiries(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`inquiry_photos_id\` integer REFERENCES inquiry_photos(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`price_watches_id\` integer REFERENCES price_watches(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_inquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`inquiries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_inquiry_photos_id_idx\` ON \`payload_locked_documents_rels\` (\`inquiry_photos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_price_watches_id_idx\` ON \`payload_locked_documents_rels\` (\`price_watches_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`vehicles_for_sale_features\`;`)
  await db.run(sql`DROP TABLE \`vehicles_for_sale_additional_options\`;`)
  await db.run(sql`DROP TABLE \`inquiries\`;`)
  await db.run(sql`DROP TABLE \`inquiries_rels\`;`)
  await db.run(sql`DROP TABLE \`inquiry_photos\`;`)
  await db.run(sql`DROP TABLE \`price_watches\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`media_id\` integer,
  	\`users_id\` integer,
  	\`offices_id\` integer,
  	\`car_categories_id\` integer,
  	\`vehicles_id\` integer,
  	\`price_lists_id\` integer,
  	\`services_id\` integer,
  	\`promo_codes_id\` integer,
  	\`upgrade_rules_id\` integer,
  	\`bookings_id\` integer,
  	\`vehicles_for_sale_id\` integer,
  	\`visitor_sessions_id\` integer,
  	\`payment_attempts_id\` integer,
  	\`payment_events_id\` integer,
  	\`gateway_transactions_id\` integer,
  	\`outbox_messages_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`offices_id\`) REFERENCES \`offices\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`car_categories_id\`) REFERENCES \`car_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`vehicles_id\`) REFERENCES \`vehicles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`price_lists_id\`) REFERENCES \`price_lists\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`services_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`promo_codes_id\`) REFERENCES \`promo_codes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`upgrade_rules_id\`) REFERENCES \`upgrade_rules\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`bookings_id\`) REFERENCES \`bookings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`vehicles_for_sale_id\`) REFERENCES \`vehicles_for_sale\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`visitor_sessions_id\`) REFERENCES \`visitor_sessions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`payment_attempts_id\`) REFERENCES \`payment_attempts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`payment_events_id\`) REFERENCES \`payment_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`gateway_transactions_id\`) REFERENCES \`gateway_transactions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`outbox_messages_id\`) REFERENCES \`outbox_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "media_id", "users_id", "offices_id", "car_categories_id", "vehicles_id", "price_lists_id", "services_id", "promo_codes_id", "upgrade_rules_id", "bookings_id", "vehicles_for_sale_id", "visitor_sessions_id", "payment_attempts_id", "payment_events_id", "gateway_transactions_id", "outbox_messages_id") SELECT "id", "order", "parent_id", "path", "pages_id", "media_id", "users_id", "offices_id", "car_categories_id", "vehicles_id", "price_lists_id", "services_id", "promo_codes_id", "upgrade_rules_id", "bookings_id", "vehicles_for_sale_id", "visitor_sessions_id", "payment_attempts_id", "payment_events_id", "gateway_transactions_id", "outbox_messages_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_offices_id_idx\` ON \`payload_locked_documents_rels\` (\`offices_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_car_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`car_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_vehicles_id_idx\` ON \`payload_locked_documents_rels\` (\`vehicles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_price_lists_id_idx\` ON \`payload_locked_documents_rels\` (\`price_lists_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_services_id_idx\` ON \`payload_locked_documents_rels\` (\`services_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_promo_codes_id_idx\` ON \`payload_locked_documents_rels\` (\`promo_codes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_upgrade_rules_id_idx\` ON \`payload_locked_documents_rels\` (\`upgrade_rules_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_bookings_id_idx\` ON \`payload_locked_documents_rels\` (\`bookings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_vehicles_for_sale_id_idx\` ON \`payload_locked_documents_rels\` (\`vehicles_for_sale_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_visitor_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`visitor_sessions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payment_attempts_id_idx\` ON \`payload_locked_documents_rels\` (\`payment_attempts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payment_events_id_idx\` ON \`payload_locked_documents_rels\` (\`payment_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_gateway_transactions_id_idx\` ON \`payload_locked_documents_rels\` (\`gateway_transactions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_messages_id\`);`)
  await db.run(sql`DROP INDEX \`vehicles_for_sale_tire_size_idx\`;`)
  await db.run(sql`DROP INDEX \`vehicles_for_sale_serial_number_idx\`;`)
  await db.run(sql`DROP INDEX \`vehicles_for_sale_sold_idx\`;`)
  await db.run(sql`DROP INDEX \`vehicles_for_sale_brand_slug_idx\`;`)
  await db.run(sql`DROP INDEX \`vehicles_for_sale_model_slug_idx\`;`)
  await db.run(sql`DROP INDEX \`vehicles_for_sale_asking_price_idx\`;`)
  await db.run(sql`DROP INDEX \`isPublished_sold_askingPrice_idx\`;`)
  await db.run(sql`DROP INDEX \`isPublished_sold_brandSlug_modelSlug_idx\`;`)
  await db.run(sql`ALTER TABLE \`vehicles_for_sale\` DROP COLUMN \`tire_size\`;`)
  await db.run(sql`ALTER TABLE \`vehicles_for_sale\` DROP COLUMN \`serial_number\`;`)
  await db.run(sql`ALTER TABLE \`vehicles_for_sale\` DROP COLUMN \`first_registration\`;`)
  await db.run(sql`ALTER TABLE \`vehicles_for_sale\` DROP COLUMN \`cheaper_exchange\`;`)
  await db.run(sql`ALTER TABLE \`vehicles_for_sale\` DROP COLUMN \`expensive_exchange\`;`)
  await db.run(sql`ALTER TABLE \`vehicles_for_sale\` DROP COLUMN \`sold\`;`)
  await db.run(sql`ALTER TABLE \`vehicles_for_sale\` DROP COLUMN \`sold_at\`;`)
  await db.run(sql`ALTER TABLE \`vehicles_for_sale\` DROP COLUMN \`brand_slug\`;`)
  await db.run(sql`ALTER TABLE \`vehicles_for_sale\` DROP COLUMN \`model_slug\`;`)
  await db.run(sql`ALTER TABLE \`vehicles_for_sale\` DROP COLUMN \`color_slug\`;`)
  await db.run(sql`ALTER TABLE \`vehicles_for_sale\` DROP COLUMN \`asking_price\`;`)
  await db.run(sql`ALTER TABLE \`vehicles_for_sale\` DROP COLUMN \`discount\`;`)
}
