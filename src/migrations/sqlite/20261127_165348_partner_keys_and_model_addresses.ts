import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`car_categories_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`car_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`car_categories_texts_order_parent\` ON \`car_categories_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`partner_keys_scopes\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`partner_keys\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`partner_keys_scopes_order_idx\` ON \`partner_keys_scopes\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`partner_keys_scopes_parent_idx\` ON \`partner_keys_scopes\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`partner_keys\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`requests_per_minute\` numeric DEFAULT 60 NOT NULL,
  	\`contact\` text,
  	\`key_shown\` text,
  	\`key_hash\` text,
  	\`issued_at\` text,
  	\`revoked\` integer DEFAULT false,
  	\`revoked_at\` text,
  	\`usage_count\` numeric DEFAULT 0,
  	\`last_used_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`partner_keys_key_hash_idx\` ON \`partner_keys\` (\`key_hash\`);`)
  await db.run(sql`CREATE INDEX \`partner_keys_updated_at_idx\` ON \`partner_keys\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`partner_keys_created_at_idx\` ON \`partner_keys\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`car_categories\` ADD \`successor_id\` integer REFERENCES car_categories(id);`)
  await db.run(sql`CREATE INDEX \`car_categories_successor_idx\` ON \`car_categories\` (\`successor_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`partner_keys_id\` integer REFERENCES partner_keys(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_partner_keys_id_idx\` ON \`payload_locked_documents_rels\` (\`partner_keys_id\`);`)
  await db.run(sql`ALTER TABLE \`error_messages_locales\` ADD \`api_key_invalid\` text;`)
  await db.run(sql`ALTER TABLE \`error_messages_locales\` ADD \`api_key_revoked\` text;`)
  await db.run(sql`ALTER TABLE \`error_messages_locales\` ADD \`api_key_not_accepted\` text;`)
  await db.run(sql`ALTER TABLE \`error_messages_locales\` ADD \`api_key_scope_missing\` text;`)
  await db.run(sql`ALTER TABLE \`error_messages_locales\` ADD \`api_key_rate_limited\` text;`)
  await db.run(sql`ALTER TABLE \`error_messages_locales\` ADD \`staff_or_partner_only\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`car_categories_texts\`;`)
  await db.run(sql`DROP TABLE \`partner_keys_scopes\`;`)
  await db.run(sql`DROP TABLE \`partner_keys\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_car_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`model\` text NOT NULL,
  	\`acriss_code\` text NOT NULL,
  	\`size\` text DEFAULT 'standard' NOT NULL,
  	\`web_category\` text,
  	\`transmission_auto\` integer DEFAULT false,
  	\`is_guaranteed_model\` integer DEFAULT false,
  	\`passenger_count\` numeric NOT NULL,
  	\`baggage_count\` numeric NOT NULL,
  	\`door_count\` numeric NOT NULL,
  	\`co2\` numeric,
  	\`drive_type\` text,
  	\`mileage_policy\` text DEFAULT 'unlimited' NOT NULL,
  	\`daily_km_limit\` numeric,
  	\`fuel_policy\` text DEFAULT 'fullToFull' NOT NULL,
  	\`turnaround_hours\` numeric DEFAULT 1,
  	\`minimum_age\` numeric,
  	\`slug\` text,
  	\`when_sold_out\` text DEFAULT 'hide' NOT NULL,
  	\`is_active\` integer DEFAULT true,
  	\`sort_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_car_categories\`("id", "model", "acriss_code", "size", "web_category", "transmission_auto", "is_guaranteed_model", "passenger_count", "baggage_count", "door_count", "co2", "drive_type", "mileage_policy", "daily_km_limit", "fuel_policy", "turnaround_hours", "minimum_age", "slug", "when_sold_out", "is_active", "sort_order", "updated_at", "created_at") SELECT "id", "model", "acriss_code", "size", "web_category", "transmission_auto", "is_guaranteed_model", "passenger_count", "baggage_count", "door_count", "co2", "drive_type", "mileage_policy", "daily_km_limit", "fuel_policy", "turnaround_hours", "minimum_age", "slug", "when_sold_out", "is_active", "sort_order", "updated_at", "created_at" FROM \`car_categories\`;`)
  await db.run(sql`DROP TABLE \`car_categories\`;`)
  await db.run(sql`ALTER TABLE \`__new_car_categories\` RENAME TO \`car_categories\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`car_categories_acriss_code_idx\` ON \`car_categories\` (\`acriss_code\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`car_categories_slug_idx\` ON \`car_categories\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`car_categories_updated_at_idx\` ON \`car_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`car_categories_created_at_idx\` ON \`car_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`media_id\` integer,
  	\`redirect_rules_id\` integer,
  	\`form_files_id\` integer,
  	\`users_id\` integer,
  	\`offices_id\` integer,
  	\`car_categories_id\` integer,
  	\`vehicles_id\` integer,
  	\`unit_blocks_id\` integer,
  	\`handover_photos_id\` integer,
  	\`price_lists_id\` integer,
  	\`services_id\` integer,
  	\`promo_codes_id\` integer,
  	\`upgrade_rules_id\` integer,
  	\`bookings_id\` integer,
  	\`booking_effects_id\` integer,
  	\`audit_entries_id\` integer,
  	\`vehicles_for_sale_id\` integer,
  	\`inquiries_id\` integer,
  	\`inquiry_photos_id\` integer,
  	\`price_watches_id\` integer,
  	\`visitor_sessions_id\` integer,
  	\`payment_attempts_id\` integer,
  	\`payment_events_id\` integer,
  	\`gateway_transactions_id\` integer,
  	\`outbox_messages_id\` integer,
  	\`page_views_id\` integer,
  	\`forms_id\` integer,
  	\`form_submissions_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirect_rules_id\`) REFERENCES \`redirect_rules\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_files_id\`) REFERENCES \`form_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`offices_id\`) REFERENCES \`offices\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`car_categories_id\`) REFERENCES \`car_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`vehicles_id\`) REFERENCES \`vehicles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`unit_blocks_id\`) REFERENCES \`unit_blocks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`handover_photos_id\`) REFERENCES \`handover_photos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`price_lists_id\`) REFERENCES \`price_lists\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`services_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`promo_codes_id\`) REFERENCES \`promo_codes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`upgrade_rules_id\`) REFERENCES \`upgrade_rules\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`bookings_id\`) REFERENCES \`bookings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`booking_effects_id\`) REFERENCES \`booking_effects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audit_entries_id\`) REFERENCES \`audit_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`vehicles_for_sale_id\`) REFERENCES \`vehicles_for_sale\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`inquiries_id\`) REFERENCES \`inquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`inquiry_photos_id\`) REFERENCES \`inquiry_photos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`price_watches_id\`) REFERENCES \`price_watches\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`visitor_sessions_id\`) REFERENCES \`visitor_sessions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`payment_attempts_id\`) REFERENCES \`payment_attempts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`payment_events_id\`) REFERENCES \`payment_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`gateway_transactions_id\`) REFERENCES \`gateway_transactions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`outbox_messages_id\`) REFERENCES \`outbox_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`page_views_id\`) REFERENCES \`page_views\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`forms_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_submissions_id\`) REFERENCES \`form_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "media_id", "redirect_rules_id", "form_files_id", "users_id", "offices_id", "car_categories_id", "vehicles_id", "unit_blocks_id", "handover_photos_id", "price_lists_id", "services_id", "promo_codes_id", "upgrade_rules_id", "bookings_id", "booking_effects_id", "audit_entries_id", "vehicles_for_sale_id", "inquiries_id", "inquiry_photos_id", "price_watches_id", "visitor_sessions_id", "payment_attempts_id", "payment_events_id", "gateway_transactions_id", "outbox_messages_id", "page_views_id", "forms_id", "form_submissions_id") SELECT "id", "order", "parent_id", "path", "pages_id", "media_id", "redirect_rules_id", "form_files_id", "users_id", "offices_id", "car_categories_id", "vehicles_id", "unit_blocks_id", "handover_photos_id", "price_lists_id", "services_id", "promo_codes_id", "upgrade_rules_id", "bookings_id", "booking_effects_id", "audit_entries_id", "vehicles_for_sale_id", "inquiries_id", "inquiry_photos_id", "price_watches_id", "visitor_sessions_id", "payment_attempts_id", "payment_events_id", "gateway_transactions_id", "outbox_messages_id", "page_views_id", "forms_id", "form_submissions_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirect_rules_id_idx\` ON \`payload_locked_documents_rels\` (\`redirect_rules_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_files_id_idx\` ON \`payload_locked_documents_rels\` (\`form_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_offices_id_idx\` ON \`payload_locked_documents_rels\` (\`offices_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_car_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`car_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_vehicles_id_idx\` ON \`payload_locked_documents_rels\` (\`vehicles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_unit_blocks_id_idx\` ON \`payload_locked_documents_rels\` (\`unit_blocks_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_handover_photos_id_idx\` ON \`payload_locked_documents_rels\` (\`handover_photos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_price_lists_id_idx\` ON \`payload_locked_documents_rels\` (\`price_lists_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_services_id_idx\` ON \`payload_locked_documents_rels\` (\`services_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_promo_codes_id_idx\` ON \`payload_locked_documents_rels\` (\`promo_codes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_upgrade_rules_id_idx\` ON \`payload_locked_documents_rels\` (\`upgrade_rules_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_bookings_id_idx\` ON \`payload_locked_documents_rels\` (\`bookings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_booking_effects_id_idx\` ON \`payload_locked_documents_rels\` (\`booking_effects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_entries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_vehicles_for_sale_id_idx\` ON \`payload_locked_documents_rels\` (\`vehicles_for_sale_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_inquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`inquiries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_inquiry_photos_id_idx\` ON \`payload_locked_documents_rels\` (\`inquiry_photos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_price_watches_id_idx\` ON \`payload_locked_documents_rels\` (\`price_watches_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_visitor_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`visitor_sessions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payment_attempts_id_idx\` ON \`payload_locked_documents_rels\` (\`payment_attempts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payment_events_id_idx\` ON \`payload_locked_documents_rels\` (\`payment_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_gateway_transactions_id_idx\` ON \`payload_locked_documents_rels\` (\`gateway_transactions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_page_views_id_idx\` ON \`payload_locked_documents_rels\` (\`page_views_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_forms_id_idx\` ON \`payload_locked_documents_rels\` (\`forms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`form_submissions_id\`);`)
  await db.run(sql`ALTER TABLE \`error_messages_locales\` DROP COLUMN \`api_key_invalid\`;`)
  await db.run(sql`ALTER TABLE \`error_messages_locales\` DROP COLUMN \`api_key_revoked\`;`)
  await db.run(sql`ALTER TABLE \`error_messages_locales\` DROP COLUMN \`api_key_not_accepted\`;`)
  await db.run(sql`ALTER TABLE \`error_messages_locales\` DROP COLUMN \`api_key_scope_missing\`;`)
  await db.run(sql`ALTER TABLE \`error_messages_locales\` DROP COLUMN \`api_key_rate_limited\`;`)
  await db.run(sql`ALTER TABLE \`error_messages_locales\` DROP COLUMN \`staff_or_partner_only\`;`)
}
