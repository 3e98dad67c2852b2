import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`damage_prices\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`price\` numeric NOT NULL,
  	\`sort_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`damage_prices_updated_at_idx\` ON \`damage_prices\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`damage_prices_created_at_idx\` ON \`damage_prices\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`damage_prices_locales\` (
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`damage_prices\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`damage_prices_locales_locale_parent_id_unique\` ON \`damage_prices_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`bookings_check_in_damage\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`note\` text NOT NULL,
  	\`photo_id\` integer,
  	\`price_item_id\` integer,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`handover_photos\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`price_item_id\`) REFERENCES \`damage_prices\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`bookings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`bookings_check_in_damage_order_idx\` ON \`bookings_check_in_damage\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`bookings_check_in_damage_parent_id_idx\` ON \`bookings_check_in_damage\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`bookings_check_in_damage_photo_idx\` ON \`bookings_check_in_damage\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX \`bookings_check_in_damage_price_item_idx\` ON \`bookings_check_in_damage\` (\`price_item_id\`);`)
  await db.run(sql`CREATE TABLE \`bookings_check_in_charges\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`amount\` numeric NOT NULL,
  	\`evidence\` text NOT NULL,
  	\`added_at\` text,
  	\`added_by\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`bookings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`bookings_check_in_charges_order_idx\` ON \`bookings_check_in_charges\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`bookings_check_in_charges_parent_id_idx\` ON \`bookings_check_in_charges\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`check_in_recorded_at\` text;`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`check_in_recorded_by\` text;`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`check_in_returned_at\` text;`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`check_in_mileage\` numeric;`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`check_in_fuel_eighths\` numeric;`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`damage_claim_status\` text;`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`damage_claim_amount\` numeric;`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`damage_claim_opened_at\` text;`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`damage_claim_notice_due_by\` text;`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`damage_claim_notice_sent_at\` text;`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`damage_claim_objection_ends_at\` text;`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`damage_claim_objected_at\` text;`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`damage_claim_objection\` text;`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`damage_claim_decided_at\` text;`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`damage_claim_decided_by\` text;`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`damage_claim_decided_amount\` numeric;`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`damage_claim_decision\` text;`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`damage_claim_settled_at\` text;`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`damage_claim_charged_amount\` numeric;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`damage_prices_id\` integer REFERENCES damage_prices(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_damage_prices_id_idx\` ON \`payload_locked_documents_rels\` (\`damage_prices_id\`);`)
  await db.run(sql`ALTER TABLE \`rental_rules\` ADD \`return_charges_refuel_per_eighth\` numeric DEFAULT 2500;`)
  await db.run(sql`ALTER TABLE \`rental_rules\` ADD \`return_charges_extra_km_price\` numeric DEFAULT 50;`)
  await db.run(sql`ALTER TABLE \`rental_rules\` ADD \`return_charges_late_grace_minutes\` numeric DEFAULT 59;`)
  await db.run(sql`ALTER TABLE \`rental_rules\` ADD \`return_charges_handling_fee\` numeric DEFAULT 3500;`)
  await db.run(sql`ALTER TABLE \`rental_rules\` ADD \`handover_retention_days\` numeric DEFAULT 365;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`damage_prices\`;`)
  await db.run(sql`DROP TABLE \`damage_prices_locales\`;`)
  await db.run(sql`DROP TABLE \`bookings_check_in_damage\`;`)
  await db.run(sql`DROP TABLE \`bookings_check_in_charges\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
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
  	\`rental_agreements_id\` integer,
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
  	\`partner_keys_id\` integer,
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
  	FOREIGN KEY (\`rental_agreements_id\`) REFERENCES \`rental_agreements\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  	FOREIGN KEY (\`partner_keys_id\`) REFERENCES \`partner_keys\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`payment_attempts_id\`) REFERENCES \`payment_attempts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`payment_events_id\`) REFERENCES \`payment_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`gateway_transactions_id\`) REFERENCES \`gateway_transactions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`outbox_messages_id\`) REFERENCES \`outbox_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`page_views_id\`) REFERENCES \`page_views\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`forms_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_submissions_id\`) REFERENCES \`form_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "media_id", "redirect_rules_id", "form_files_id", "users_id", "offices_id", "car_categories_id", "vehicles_id", "unit_blocks_id", "handover_photos_id", "rental_agreements_id", "price_lists_id", "services_id", "promo_codes_id", "upgrade_rules_id", "bookings_id", "booking_effects_id", "audit_entries_id", "vehicles_for_sale_id", "inquiries_id", "inquiry_photos_id", "price_watches_id", "visitor_sessions_id", "partner_keys_id", "payment_attempts_id", "payment_events_id", "gateway_transactions_id", "outbox_messages_id", "page_views_id", "forms_id", "form_submissions_id") SELECT "id", "order", "parent_id", "path", "pages_id", "media_id", "redirect_rules_id", "form_files_id", "users_id", "offices_id", "car_categories_id", "vehicles_id", "unit_blocks_id", "handover_photos_id", "rental_agreements_id", "price_lists_id", "services_id", "promo_codes_id", "upgrade_rules_id", "bookings_id", "booking_effects_id", "audit_entries_id", "vehicles_for_sale_id", "inquiries_id", "inquiry_photos_id", "price_watches_id", "visitor_sessions_id", "partner_keys_id", "payment_attempts_id", "payment_events_id", "gateway_transactions_id", "outbox_messages_id", "page_views_id", "forms_id", "form_submissions_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_rental_agreements_id_idx\` ON \`payload_locked_documents_rels\` (\`rental_agreements_id\`);`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_partner_keys_id_idx\` ON \`payload_locked_documents_rels\` (\`partner_keys_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payment_attempts_id_idx\` ON \`payload_locked_documents_rels\` (\`payment_attempts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payment_events_id_idx\` ON \`payload_locked_documents_rels\` (\`payment_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_gateway_transactions_id_idx\` ON \`payload_locked_documents_rels\` (\`gateway_transactions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_page_views_id_idx\` ON \`payload_locked_documents_rels\` (\`page_views_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_forms_id_idx\` ON \`payload_locked_documents_rels\` (\`forms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`form_submissions_id\`);`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`check_in_recorded_at\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`check_in_recorded_by\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`check_in_returned_at\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`check_in_mileage\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`check_in_fuel_eighths\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`damage_claim_status\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`damage_claim_amount\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`damage_claim_opened_at\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`damage_claim_notice_due_by\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`damage_claim_notice_sent_at\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`damage_claim_objection_ends_at\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`damage_claim_objected_at\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`damage_claim_objection\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`damage_claim_decided_at\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`damage_claim_decided_by\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`damage_claim_decided_amount\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`damage_claim_decision\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`damage_claim_settled_at\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`damage_claim_charged_amount\`;`)
  await db.run(sql`ALTER TABLE \`rental_rules\` DROP COLUMN \`return_charges_refuel_per_eighth\`;`)
  await db.run(sql`ALTER TABLE \`rental_rules\` DROP COLUMN \`return_charges_extra_km_price\`;`)
  await db.run(sql`ALTER TABLE \`rental_rules\` DROP COLUMN \`return_charges_late_grace_minutes\`;`)
  await db.run(sql`ALTER TABLE \`rental_rules\` DROP COLUMN \`return_charges_handling_fee\`;`)
  await db.run(sql`ALTER TABLE \`rental_rules\` DROP COLUMN \`handover_retention_days\`;`)
}
