import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`rental_agreements\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`booking_id\` integer NOT NULL,
  	\`locale\` text NOT NULL,
  	\`signed_at\` text NOT NULL,
  	\`prefix\` text DEFAULT 'rental-agreements',
  	\`_objectkey\` text,
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
  	FOREIGN KEY (\`booking_id\`) REFERENCES \`bookings\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`rental_agreements_booking_idx\` ON \`rental_agreements\` (\`booking_id\`);`)
  await db.run(sql`CREATE INDEX \`rental_agreements_updated_at_idx\` ON \`rental_agreements\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`rental_agreements_created_at_idx\` ON \`rental_agreements\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`rental_agreements_filename_idx\` ON \`rental_agreements\` (\`filename\`);`)
  await db.run(sql`ALTER TABLE \`handover_photos\` ADD \`kind\` text DEFAULT 'damage' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`bookings_check_out_damage\` ADD \`zone\` text;`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`check_out_signed_at\` text;`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`check_out_signature_id\` integer REFERENCES handover_photos(id);`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`check_out_agreement_id\` integer REFERENCES rental_agreements(id);`)
  await db.run(sql`CREATE INDEX \`bookings_check_out_check_out_signature_idx\` ON \`bookings\` (\`check_out_signature_id\`);`)
  await db.run(sql`CREATE INDEX \`bookings_check_out_check_out_agreement_idx\` ON \`bookings\` (\`check_out_agreement_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`rental_agreements_id\` integer REFERENCES rental_agreements(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_rental_agreements_id_idx\` ON \`payload_locked_documents_rels\` (\`rental_agreements_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`rental_agreements\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_bookings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`number\` text NOT NULL,
  	\`voucher_number\` text NOT NULL,
  	\`status\` text DEFAULT 'held' NOT NULL,
  	\`booking_type\` text DEFAULT '3' NOT NULL,
  	\`on_request\` integer DEFAULT false,
  	\`held_until\` text,
  	\`holder_session\` text,
  	\`holder_address_hash\` text,
  	\`car_category_id\` integer NOT NULL,
  	\`vehicle_id\` integer,
  	\`office_out_id\` integer NOT NULL,
  	\`office_in_id\` integer NOT NULL,
  	\`is_one_way\` integer DEFAULT false,
  	\`date_out\` text NOT NULL,
  	\`date_in\` text NOT NULL,
  	\`price_list_id\` numeric DEFAULT 148 NOT NULL,
  	\`currency\` text DEFAULT 'EUR' NOT NULL,
  	\`promo_code\` text,
  	\`driver_age\` numeric DEFAULT 25 NOT NULL,
  	\`client_first_name\` text,
  	\`client_last_name\` text,
  	\`client_email\` text,
  	\`client_phone\` text,
  	\`client_address\` text,
  	\`client_postal_code\` text,
  	\`client_city\` text,
  	\`client_country\` text,
  	\`client_gender\` text,
  	\`client_flight_number\` text,
  	\`client_comments\` text,
  	\`last_name_normalized\` text,
  	\`search_text\` text,
  	\`totals_total\` numeric,
  	\`totals_total_rent\` numeric,
  	\`totals_total_addition\` numeric,
  	\`totals_total_insurance\` numeric,
  	\`totals_total_vat\` numeric,
  	\`totals_total_paid\` numeric,
  	\`totals_maximum_payment_amount\` numeric,
  	\`cancellation_fee_amount\` numeric DEFAULT 0,
  	\`cancellation_fee_currency\` text DEFAULT 'ISK',
  	\`deposit_status\` text DEFAULT 'none',
  	\`deposit_amount\` numeric DEFAULT 0,
  	\`deposit_currency\` text DEFAULT 'ISK',
  	\`deposit_channel\` text,
  	\`deposit_provider\` text,
  	\`deposit_reference\` text,
  	\`deposit_hold_id\` text,
  	\`deposit_masked_pan\` text,
  	\`deposit_requested_at\` text,
  	\`deposit_held_at\` text,
  	\`deposit_settling_at\` text,
  	\`deposit_captured_at\` text,
  	\`deposit_released_at\` text,
  	\`deposit_captured_amount\` numeric DEFAULT 0,
  	\`deposit_reason\` text,
  	\`check_out_recorded_at\` text,
  	\`check_out_recorded_by\` text,
  	\`check_out_vehicle_id\` integer,
  	\`check_out_mileage\` numeric,
  	\`check_out_fuel_eighths\` numeric,
  	\`check_out_licence_checked\` integer DEFAULT false,
  	\`check_out_extra_drivers_present\` integer DEFAULT false,
  	\`locale\` text DEFAULT 'en' NOT NULL,
  	\`exchange_rate\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`car_category_id\`) REFERENCES \`car_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`vehicle_id\`) REFERENCES \`vehicles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`office_out_id\`) REFERENCES \`offices\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`office_in_id\`) REFERENCES \`offices\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`check_out_vehicle_id\`) REFERENCES \`vehicles\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_bookings\`("id", "number", "voucher_number", "status", "booking_type", "on_request", "held_until", "holder_session", "holder_address_hash", "car_category_id", "vehicle_id", "office_out_id", "office_in_id", "is_one_way", "date_out", "date_in", "price_list_id", "currency", "promo_code", "driver_age", "client_first_name", "client_last_name", "client_email", "client_phone", "client_address", "client_postal_code", "client_city", "client_country", "client_gender", "client_flight_number", "client_comments", "last_name_normalized", "search_text", "totals_total", "totals_total_rent", "totals_total_addition", "totals_total_insurance", "totals_total_vat", "totals_total_paid", "totals_maximum_payment_amount", "cancellation_fee_amount", "cancellation_fee_currency", "deposit_status", "deposit_amount", "deposit_currency", "deposit_channel", "deposit_provider", "deposit_reference", "deposit_hold_id", "deposit_masked_pan", "deposit_requested_at", "deposit_held_at", "deposit_settling_at", "deposit_captured_at", "deposit_released_at", "deposit_captured_amount", "deposit_reason", "check_out_recorded_at", "check_out_recorded_by", "check_out_vehicle_id", "check_out_mileage", "check_out_fuel_eighths", "check_out_licence_checked", "check_out_extra_drivers_present", "locale", "exchange_rate", "updated_at", "created_at") SELECT "id", "number", "voucher_number", "status", "booking_type", "on_request", "held_until", "holder_session", "holder_address_hash", "car_category_id", "vehicle_id", "office_out_id", "office_in_id", "is_one_way", "date_out", "date_in", "price_list_id", "currency", "promo_code", "driver_age", "client_first_name", "client_last_name", "client_email", "client_phone", "client_address", "client_postal_code", "client_city", "client_country", "client_gender", "client_flight_number", "client_comments", "last_name_normalized", "search_text", "totals_total", "totals_total_rent", "totals_total_addition", "totals_total_insurance", "totals_total_vat", "totals_total_paid", "totals_maximum_payment_amount", "cancellation_fee_amount", "cancellation_fee_currency", "deposit_status", "deposit_amount", "deposit_currency", "deposit_channel", "deposit_provider", "deposit_reference", "deposit_hold_id", "deposit_masked_pan", "deposit_requested_at", "deposit_held_at", "deposit_settling_at", "deposit_captured_at", "deposit_released_at", "deposit_captured_amount", "deposit_reason", "check_out_recorded_at", "check_out_recorded_by", "check_out_vehicle_id", "check_out_mileage", "check_out_fuel_eighths", "check_out_licence_checked", "check_out_extra_drivers_present", "locale", "exchange_rate", "updated_at", "created_at" FROM \`bookings\`;`)
  await db.run(sql`DROP TABLE \`bookings\`;`)
  await db.run(sql`ALTER TABLE \`__new_bookings\` RENAME TO \`bookings\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`bookings_number_idx\` ON \`bookings\` (\`number\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`bookings_voucher_number_idx\` ON \`bookings\` (\`voucher_number\`);`)
  await db.run(sql`CREATE INDEX \`bookings_status_idx\` ON \`bookings\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`bookings_holder_session_idx\` ON \`bookings\` (\`holder_session\`);`)
  await db.run(sql`CREATE INDEX \`bookings_holder_address_hash_idx\` ON \`bookings\` (\`holder_address_hash\`);`)
  await db.run(sql`CREATE INDEX \`bookings_car_category_idx\` ON \`bookings\` (\`car_category_id\`);`)
  await db.run(sql`CREATE INDEX \`bookings_vehicle_idx\` ON \`bookings\` (\`vehicle_id\`);`)
  await db.run(sql`CREATE INDEX \`bookings_office_out_idx\` ON \`bookings\` (\`office_out_id\`);`)
  await db.run(sql`CREATE INDEX \`bookings_office_in_idx\` ON \`bookings\` (\`office_in_id\`);`)
  await db.run(sql`CREATE INDEX \`bookings_date_out_idx\` ON \`bookings\` (\`date_out\`);`)
  await db.run(sql`CREATE INDEX \`bookings_date_in_idx\` ON \`bookings\` (\`date_in\`);`)
  await db.run(sql`CREATE INDEX \`bookings_last_name_normalized_idx\` ON \`bookings\` (\`last_name_normalized\`);`)
  await db.run(sql`CREATE INDEX \`bookings_deposit_deposit_reference_idx\` ON \`bookings\` (\`deposit_reference\`);`)
  await db.run(sql`CREATE INDEX \`bookings_deposit_deposit_hold_id_idx\` ON \`bookings\` (\`deposit_hold_id\`);`)
  await db.run(sql`CREATE INDEX \`bookings_check_out_check_out_vehicle_idx\` ON \`bookings\` (\`check_out_vehicle_id\`);`)
  await db.run(sql`CREATE INDEX \`bookings_updated_at_idx\` ON \`bookings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`bookings_created_at_idx\` ON \`bookings\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`carCategory_officeOut_status_dateOut_dateIn_idx\` ON \`bookings\` (\`car_category_id\`,\`office_out_id\`,\`status\`,\`date_out\`,\`date_in\`);`)
  await db.run(sql`CREATE INDEX \`isOneWay_carCategory_officeOut_status_dateOut_idx\` ON \`bookings\` (\`is_one_way\`,\`car_category_id\`,\`office_out_id\`,\`status\`,\`date_out\`);`)
  await db.run(sql`CREATE INDEX \`isOneWay_carCategory_officeIn_status_idx\` ON \`bookings\` (\`is_one_way\`,\`car_category_id\`,\`office_in_id\`,\`status\`);`)
  await db.run(sql`CREATE INDEX \`status_heldUntil_idx\` ON \`bookings\` (\`status\`,\`held_until\`);`)
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "media_id", "redirect_rules_id", "form_files_id", "users_id", "offices_id", "car_categories_id", "vehicles_id", "unit_blocks_id", "handover_photos_id", "price_lists_id", "services_id", "promo_codes_id", "upgrade_rules_id", "bookings_id", "booking_effects_id", "audit_entries_id", "vehicles_for_sale_id", "inquiries_id", "inquiry_photos_id", "price_watches_id", "visitor_sessions_id", "partner_keys_id", "payment_attempts_id", "payment_events_id", "gateway_transactions_id", "outbox_messages_id", "page_views_id", "forms_id", "form_submissions_id") SELECT "id", "order", "parent_id", "path", "pages_id", "media_id", "redirect_rules_id", "form_files_id", "users_id", "offices_id", "car_categories_id", "vehicles_id", "unit_blocks_id", "handover_photos_id", "price_lists_id", "services_id", "promo_codes_id", "upgrade_rules_id", "bookings_id", "booking_effects_id", "audit_entries_id", "vehicles_for_sale_id", "inquiries_id", "inquiry_photos_id", "price_watches_id", "visitor_sessions_id", "partner_keys_id", "payment_attempts_id", "payment_events_id", "gateway_transactions_id", "outbox_messages_id", "page_views_id", "forms_id", "form_submissions_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_partner_keys_id_idx\` ON \`payload_locked_documents_rels\` (\`partner_keys_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payment_attempts_id_idx\` ON \`payload_locked_documents_rels\` (\`payment_attempts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payment_events_id_idx\` ON \`payload_locked_documents_rels\` (\`payment_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_gateway_transactions_id_idx\` ON \`payload_locked_documents_rels\` (\`gateway_transactions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_page_views_id_idx\` ON \`payload_locked_documents_rels\` (\`page_views_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_forms_id_idx\` ON \`payload_locked_documents_rels\` (\`forms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`form_submissions_id\`);`)
  await db.run(sql`ALTER TABLE \`handover_photos\` DROP COLUMN \`kind\`;`)
  await db.run(sql`ALTER TABLE \`bookings_check_out_damage\` DROP COLUMN \`zone\`;`)
}
