import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`unit_blocks\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`vehicle_id\` integer NOT NULL,
  	\`reason\` text DEFAULT 'maintenance' NOT NULL,
  	\`starts_at\` text NOT NULL,
  	\`ends_at\` text NOT NULL,
  	\`note\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`vehicle_id\`) REFERENCES \`vehicles\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`unit_blocks_vehicle_idx\` ON \`unit_blocks\` (\`vehicle_id\`);`)
  await db.run(sql`CREATE INDEX \`unit_blocks_starts_at_idx\` ON \`unit_blocks\` (\`starts_at\`);`)
  await db.run(sql`CREATE INDEX \`unit_blocks_ends_at_idx\` ON \`unit_blocks\` (\`ends_at\`);`)
  await db.run(sql`CREATE INDEX \`unit_blocks_updated_at_idx\` ON \`unit_blocks\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`unit_blocks_created_at_idx\` ON \`unit_blocks\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`vehicle_startsAt_endsAt_idx\` ON \`unit_blocks\` (\`vehicle_id\`,\`starts_at\`,\`ends_at\`);`)
  await db.run(sql`ALTER TABLE \`car_categories\` ADD \`turnaround_hours\` numeric DEFAULT 1;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`unit_blocks_id\` integer REFERENCES unit_blocks(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_unit_blocks_id_idx\` ON \`payload_locked_documents_rels\` (\`unit_blocks_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`unit_blocks\`;`)
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "media_id", "redirect_rules_id", "form_files_id", "users_id", "offices_id", "car_categories_id", "vehicles_id", "price_lists_id", "services_id", "promo_codes_id", "upgrade_rules_id", "bookings_id", "booking_effects_id", "audit_entries_id", "vehicles_for_sale_id", "inquiries_id", "inquiry_photos_id", "price_watches_id", "visitor_sessions_id", "payment_attempts_id", "payment_events_id", "gateway_transactions_id", "outbox_messages_id", "page_views_id", "forms_id", "form_submissions_id") SELECT "id", "order", "parent_id", "path", "pages_id", "media_id", "redirect_rules_id", "form_files_id", "users_id", "offices_id", "car_categories_id", "vehicles_id", "price_lists_id", "services_id", "promo_codes_id", "upgrade_rules_id", "bookings_id", "booking_effects_id", "audit_entries_id", "vehicles_for_sale_id", "inquiries_id", "inquiry_photos_id", "price_watches_id", "visitor_sessions_id", "payment_attempts_id", "payment_events_id", "gateway_transactions_id", "outbox_messages_id", "page_views_id", "forms_id", "form_submissions_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`ALTER TABLE \`car_categories\` DROP COLUMN \`turnaround_hours\`;`)
}
