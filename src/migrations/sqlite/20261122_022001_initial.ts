import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`path\` text,
  	\`seo_indexable\` integer DEFAULT true,
  	\`seo_image_id\` integer,
  	\`seo_structured_data\` text,
  	\`theme_page\` text DEFAULT 'light',
  	\`theme_header\` text DEFAULT 'light',
  	\`theme_footer\` text DEFAULT 'dark',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_path_idx\` ON \`pages\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`pages_seo_seo_image_idx\` ON \`pages\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`pages_locales\` (
  	\`title\` text,
  	\`layout\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_locales_locale_parent_id_unique\` ON \`pages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_path\` text,
  	\`version_seo_indexable\` integer DEFAULT true,
  	\`version_seo_image_id\` integer,
  	\`version_seo_structured_data\` text,
  	\`version_theme_page\` text DEFAULT 'light',
  	\`version_theme_header\` text DEFAULT 'light',
  	\`version_theme_footer\` text DEFAULT 'dark',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_path_idx\` ON \`_pages_v\` (\`version_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_seo_version_seo_image_idx\` ON \`_pages_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_snapshot_idx\` ON \`_pages_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_published_locale_idx\` ON \`_pages_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_locales\` (
  	\`version_title\` text,
  	\`version_layout\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_locales_locale_parent_id_unique\` ON \`_pages_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`media\` (
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
  	\`sizes_lazy_url\` text,
  	\`sizes_lazy_width\` numeric,
  	\`sizes_lazy_height\` numeric,
  	\`sizes_lazy_mime_type\` text,
  	\`sizes_lazy_filesize\` numeric,
  	\`sizes_lazy_filename\` text,
  	\`sizes_small_url\` text,
  	\`sizes_small_width\` numeric,
  	\`sizes_small_height\` numeric,
  	\`sizes_small_mime_type\` text,
  	\`sizes_small_filesize\` numeric,
  	\`sizes_small_filename\` text,
  	\`sizes_middle_url\` text,
  	\`sizes_middle_width\` numeric,
  	\`sizes_middle_height\` numeric,
  	\`sizes_middle_mime_type\` text,
  	\`sizes_middle_filesize\` numeric,
  	\`sizes_middle_filename\` text,
  	\`sizes_large_url\` text,
  	\`sizes_large_width\` numeric,
  	\`sizes_large_height\` numeric,
  	\`sizes_large_mime_type\` text,
  	\`sizes_large_filesize\` numeric,
  	\`sizes_large_filename\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_lazy_sizes_lazy_filename_idx\` ON \`media\` (\`sizes_lazy_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_small_sizes_small_filename_idx\` ON \`media\` (\`sizes_small_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_middle_sizes_middle_filename_idx\` ON \`media\` (\`sizes_middle_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_large_sizes_large_filename_idx\` ON \`media\` (\`sizes_large_filename\`);`)
  await db.run(sql`CREATE TABLE \`media_locales\` (
  	\`alt\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`media_locales_locale_parent_id_unique\` ON \`media_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users_roles\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_roles_order_idx\` ON \`users_roles\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`users_roles_parent_idx\` ON \`users_roles\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_sessions_order_idx\` ON \`users_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_sessions_parent_id_idx\` ON \`users_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`offices_opening_times_closed_weekdays\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`offices_opening_times\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`offices_opening_times_closed_weekdays_order_idx\` ON \`offices_opening_times_closed_weekdays\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`offices_opening_times_closed_weekdays_parent_idx\` ON \`offices_opening_times_closed_weekdays\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`offices_opening_times\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`valid_from\` text,
  	\`valid_to\` text,
  	\`hours_monday_opens_at\` text,
  	\`hours_monday_closes_at\` text,
  	\`hours_tuesday_opens_at\` text,
  	\`hours_tuesday_closes_at\` text,
  	\`hours_wednesday_opens_at\` text,
  	\`hours_wednesday_closes_at\` text,
  	\`hours_thursday_opens_at\` text,
  	\`hours_thursday_closes_at\` text,
  	\`hours_friday_opens_at\` text,
  	\`hours_friday_closes_at\` text,
  	\`hours_saturday_opens_at\` text,
  	\`hours_saturday_closes_at\` text,
  	\`hours_sunday_opens_at\` text,
  	\`hours_sunday_closes_at\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`offices\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`offices_opening_times_order_idx\` ON \`offices_opening_times\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`offices_opening_times_parent_id_idx\` ON \`offices_opening_times\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`offices_holidays\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`date\` text NOT NULL,
  	\`name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`offices\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`offices_holidays_order_idx\` ON \`offices_holidays\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`offices_holidays_parent_id_idx\` ON \`offices_holidays\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`offices\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`iata_code\` text,
  	\`address\` text,
  	\`postal_code\` text,
  	\`city\` text,
  	\`state\` text,
  	\`country\` text DEFAULT 'IS',
  	\`coordinates_lat\` numeric,
  	\`coordinates_lng\` numeric,
  	\`is_airport\` integer DEFAULT false,
  	\`sort_order\` numeric DEFAULT 0,
  	\`out_of_hours_is_allowed\` integer DEFAULT false,
  	\`out_of_hours_earliest\` text,
  	\`out_of_hours_latest\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`offices_code_idx\` ON \`offices\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`offices_updated_at_idx\` ON \`offices\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`offices_created_at_idx\` ON \`offices\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`offices_locales\` (
  	\`name\` text NOT NULL,
  	\`pickup_instructions\` text,
  	\`return_instructions\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`offices\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`offices_locales_locale_parent_id_unique\` ON \`offices_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`car_categories_fuel_types\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`car_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`car_categories_fuel_types_order_idx\` ON \`car_categories_fuel_types\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`car_categories_fuel_types_parent_idx\` ON \`car_categories_fuel_types\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`car_categories_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`car_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`car_categories_features_order_idx\` ON \`car_categories_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`car_categories_features_parent_id_idx\` ON \`car_categories_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`car_categories_features_locale_idx\` ON \`car_categories_features\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`car_categories\` (
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
  	\`excess\` numeric,
  	\`slug\` text,
  	\`when_sold_out\` text DEFAULT 'hide' NOT NULL,
  	\`is_active\` integer DEFAULT true,
  	\`sort_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`car_categories_acriss_code_idx\` ON \`car_categories\` (\`acriss_code\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`car_categories_slug_idx\` ON \`car_categories\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`car_categories_updated_at_idx\` ON \`car_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`car_categories_created_at_idx\` ON \`car_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`car_categories_locales\` (
  	\`display_name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`car_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`car_categories_locales_locale_parent_id_unique\` ON \`car_categories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`car_categories_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`car_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`car_categories_rels_order_idx\` ON \`car_categories_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`car_categories_rels_parent_idx\` ON \`car_categories_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`car_categories_rels_path_idx\` ON \`car_categories_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`car_categories_rels_media_id_idx\` ON \`car_categories_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`vehicles\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`registration\` text NOT NULL,
  	\`car_category_id\` integer NOT NULL,
  	\`office_id\` integer NOT NULL,
  	\`status\` text DEFAULT 'inService' NOT NULL,
  	\`colour\` text,
  	\`year\` numeric,
  	\`mileage\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`car_category_id\`) REFERENCES \`car_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`office_id\`) REFERENCES \`offices\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`vehicles_registration_idx\` ON \`vehicles\` (\`registration\`);`)
  await db.run(sql`CREATE INDEX \`vehicles_car_category_idx\` ON \`vehicles\` (\`car_category_id\`);`)
  await db.run(sql`CREATE INDEX \`vehicles_office_idx\` ON \`vehicles\` (\`office_id\`);`)
  await db.run(sql`CREATE INDEX \`vehicles_status_idx\` ON \`vehicles\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`vehicles_updated_at_idx\` ON \`vehicles\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`vehicles_created_at_idx\` ON \`vehicles\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`carCategory_office_status_idx\` ON \`vehicles\` (\`car_category_id\`,\`office_id\`,\`status\`);`)
  await db.run(sql`CREATE TABLE \`price_lists_duration_bands\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`min_days\` numeric NOT NULL,
  	\`max_days\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`price_lists\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`price_lists_duration_bands_order_idx\` ON \`price_lists_duration_bands\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`price_lists_duration_bands_parent_id_idx\` ON \`price_lists_duration_bands\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`price_lists_seasons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`from\` text NOT NULL,
  	\`to\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`price_lists\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`price_lists_seasons_order_idx\` ON \`price_lists_seasons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`price_lists_seasons_parent_id_idx\` ON \`price_lists_seasons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`price_lists_rates\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`car_category_id\` integer NOT NULL,
  	\`season\` text NOT NULL,
  	FOREIGN KEY (\`car_category_id\`) REFERENCES \`car_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`price_lists\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`price_lists_rates_order_idx\` ON \`price_lists_rates\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`price_lists_rates_parent_id_idx\` ON \`price_lists_rates\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`price_lists_rates_car_category_idx\` ON \`price_lists_rates\` (\`car_category_id\`);`)
  await db.run(sql`CREATE TABLE \`price_lists\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` numeric NOT NULL,
  	\`name\` text NOT NULL,
  	\`currency\` text DEFAULT 'EUR' NOT NULL,
  	\`is_default\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`price_lists_code_idx\` ON \`price_lists\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`price_lists_updated_at_idx\` ON \`price_lists\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`price_lists_created_at_idx\` ON \`price_lists\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`price_lists_numbers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`number\` numeric,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`price_lists\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`price_lists_numbers_order_parent_idx\` ON \`price_lists_numbers\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`services_category_prices\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`car_category_id\` integer NOT NULL,
  	\`unit_price\` numeric NOT NULL,
  	FOREIGN KEY (\`car_category_id\`) REFERENCES \`car_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`services_category_prices_order_idx\` ON \`services_category_prices\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_category_prices_parent_id_idx\` ON \`services_category_prices\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`services_category_prices_car_category_idx\` ON \`services_category_prices\` (\`car_category_id\`);`)
  await db.run(sql`CREATE TABLE \`services_age_band_fees\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`age_band\` text,
  	\`amount\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`services_age_band_fees_order_idx\` ON \`services_age_band_fees\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_age_band_fees_parent_id_idx\` ON \`services_age_band_fees\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`services_coverage\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`services_coverage_order_idx\` ON \`services_coverage\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_coverage_parent_id_idx\` ON \`services_coverage\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`services_coverage_locale_idx\` ON \`services_coverage\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`services\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` numeric NOT NULL,
  	\`key\` text NOT NULL,
  	\`group\` text NOT NULL,
  	\`pricing\` text DEFAULT 'perDay' NOT NULL,
  	\`unit_price\` numeric DEFAULT 0 NOT NULL,
  	\`max_quantity\` numeric DEFAULT 1 NOT NULL,
  	\`excess\` numeric,
  	\`is_max_one\` integer DEFAULT false,
  	\`is_mandatory\` integer DEFAULT false,
  	\`is_active\` integer DEFAULT true,
  	\`sort_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`services_code_idx\` ON \`services\` (\`code\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`services_key_idx\` ON \`services\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`services_updated_at_idx\` ON \`services\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`services_created_at_idx\` ON \`services\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`services_locales\` (
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`services_locales_locale_parent_id_unique\` ON \`services_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`promo_codes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`kind\` text DEFAULT 'percentage' NOT NULL,
  	\`value\` numeric NOT NULL,
  	\`currency\` text DEFAULT 'EUR',
  	\`valid_from\` text,
  	\`valid_to\` text,
  	\`is_active\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`promo_codes_code_idx\` ON \`promo_codes\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`promo_codes_updated_at_idx\` ON \`promo_codes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`promo_codes_created_at_idx\` ON \`promo_codes\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`promo_codes_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`car_categories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`promo_codes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`car_categories_id\`) REFERENCES \`car_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`promo_codes_rels_order_idx\` ON \`promo_codes_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`promo_codes_rels_parent_idx\` ON \`promo_codes_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`promo_codes_rels_path_idx\` ON \`promo_codes_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`promo_codes_rels_car_categories_id_idx\` ON \`promo_codes_rels\` (\`car_categories_id\`);`)
  await db.run(sql`CREATE TABLE \`upgrade_rules_sizes\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`upgrade_rules\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`upgrade_rules_sizes_order_idx\` ON \`upgrade_rules_sizes\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`upgrade_rules_sizes_parent_idx\` ON \`upgrade_rules_sizes\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`upgrade_rules_fuel_types\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`upgrade_rules\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`upgrade_rules_fuel_types_order_idx\` ON \`upgrade_rules_fuel_types\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`upgrade_rules_fuel_types_parent_idx\` ON \`upgrade_rules_fuel_types\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`upgrade_rules_drive_types\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`upgrade_rules\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`upgrade_rules_drive_types_order_idx\` ON \`upgrade_rules_drive_types\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`upgrade_rules_drive_types_parent_idx\` ON \`upgrade_rules_drive_types\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`upgrade_rules\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`target_category_id\` integer NOT NULL,
  	\`blog_page_id\` integer,
  	\`automatic_only\` integer DEFAULT false,
  	\`max_doors\` numeric,
  	\`max_passengers\` numeric,
  	\`max_baggage\` numeric,
  	\`valid_from\` text,
  	\`valid_to\` text,
  	\`is_active\` integer DEFAULT true,
  	\`sort_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`target_category_id\`) REFERENCES \`car_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`blog_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`upgrade_rules_target_category_idx\` ON \`upgrade_rules\` (\`target_category_id\`);`)
  await db.run(sql`CREATE INDEX \`upgrade_rules_blog_page_idx\` ON \`upgrade_rules\` (\`blog_page_id\`);`)
  await db.run(sql`CREATE INDEX \`upgrade_rules_updated_at_idx\` ON \`upgrade_rules\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`upgrade_rules_created_at_idx\` ON \`upgrade_rules\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`upgrade_rules_locales\` (
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`upgrade_rules\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`upgrade_rules_locales_locale_parent_id_unique\` ON \`upgrade_rules_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`upgrade_rules_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`car_categories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`upgrade_rules\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`car_categories_id\`) REFERENCES \`car_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`upgrade_rules_rels_order_idx\` ON \`upgrade_rules_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`upgrade_rules_rels_parent_idx\` ON \`upgrade_rules_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`upgrade_rules_rels_path_idx\` ON \`upgrade_rules_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`upgrade_rules_rels_car_categories_id_idx\` ON \`upgrade_rules_rels\` (\`car_categories_id\`);`)
  await db.run(sql`CREATE TABLE \`bookings_services\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`code\` numeric NOT NULL,
  	\`group\` text,
  	\`quantity\` numeric DEFAULT 1 NOT NULL,
  	\`is_per_day\` integer DEFAULT true,
  	\`unit_amount\` numeric NOT NULL,
  	\`amount\` numeric NOT NULL,
  	\`is_selected\` integer DEFAULT false,
  	\`is_mandatory\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`bookings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`bookings_services_order_idx\` ON \`bookings_services\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`bookings_services_parent_id_idx\` ON \`bookings_services\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`bookings_drivers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`first_name\` text NOT NULL,
  	\`last_name\` text NOT NULL,
  	\`license_number\` text,
  	\`id_number\` text,
  	\`license_expiry\` text,
  	\`gender\` text,
  	\`is_additional\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`bookings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`bookings_drivers_order_idx\` ON \`bookings_drivers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`bookings_drivers_parent_id_idx\` ON \`bookings_drivers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`bookings_payments\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`transaction_id\` text NOT NULL,
  	\`status\` text NOT NULL,
  	\`provider\` text,
  	\`masked_pan\` text,
  	\`amount\` numeric NOT NULL,
  	\`currency\` text DEFAULT 'ISK' NOT NULL,
  	\`created_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`bookings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`bookings_payments_order_idx\` ON \`bookings_payments\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`bookings_payments_parent_id_idx\` ON \`bookings_payments\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`bookings_payments_transaction_id_idx\` ON \`bookings_payments\` (\`transaction_id\`);`)
  await db.run(sql`CREATE TABLE \`bookings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`number\` text NOT NULL,
  	\`voucher_number\` text NOT NULL,
  	\`status\` text DEFAULT 'held' NOT NULL,
  	\`booking_type\` text DEFAULT '3' NOT NULL,
  	\`held_until\` text,
  	\`car_category_id\` integer NOT NULL,
  	\`vehicle_id\` integer,
  	\`office_out_id\` integer NOT NULL,
  	\`office_in_id\` integer NOT NULL,
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
  	\`totals_total\` numeric,
  	\`totals_total_rent\` numeric,
  	\`totals_total_addition\` numeric,
  	\`totals_total_insurance\` numeric,
  	\`totals_total_vat\` numeric,
  	\`totals_total_paid\` numeric,
  	\`totals_maximum_payment_amount\` numeric,
  	\`locale\` text DEFAULT 'en' NOT NULL,
  	\`exchange_rate\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`car_category_id\`) REFERENCES \`car_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`vehicle_id\`) REFERENCES \`vehicles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`office_out_id\`) REFERENCES \`offices\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`office_in_id\`) REFERENCES \`offices\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`bookings_number_idx\` ON \`bookings\` (\`number\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`bookings_voucher_number_idx\` ON \`bookings\` (\`voucher_number\`);`)
  await db.run(sql`CREATE INDEX \`bookings_status_idx\` ON \`bookings\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`bookings_car_category_idx\` ON \`bookings\` (\`car_category_id\`);`)
  await db.run(sql`CREATE INDEX \`bookings_vehicle_idx\` ON \`bookings\` (\`vehicle_id\`);`)
  await db.run(sql`CREATE INDEX \`bookings_office_out_idx\` ON \`bookings\` (\`office_out_id\`);`)
  await db.run(sql`CREATE INDEX \`bookings_office_in_idx\` ON \`bookings\` (\`office_in_id\`);`)
  await db.run(sql`CREATE INDEX \`bookings_date_out_idx\` ON \`bookings\` (\`date_out\`);`)
  await db.run(sql`CREATE INDEX \`bookings_date_in_idx\` ON \`bookings\` (\`date_in\`);`)
  await db.run(sql`CREATE INDEX \`bookings_last_name_normalized_idx\` ON \`bookings\` (\`last_name_normalized\`);`)
  await db.run(sql`CREATE INDEX \`bookings_updated_at_idx\` ON \`bookings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`bookings_created_at_idx\` ON \`bookings\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`carCategory_officeOut_status_dateOut_dateIn_idx\` ON \`bookings\` (\`car_category_id\`,\`office_out_id\`,\`status\`,\`date_out\`,\`date_in\`);`)
  await db.run(sql`CREATE INDEX \`status_heldUntil_idx\` ON \`bookings\` (\`status\`,\`held_until\`);`)
  await db.run(sql`CREATE TABLE \`vehicles_for_sale_tags\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`text_colour\` text,
  	\`background_colour\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`vehicles_for_sale\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`vehicles_for_sale_tags_order_idx\` ON \`vehicles_for_sale_tags\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`vehicles_for_sale_tags_parent_id_idx\` ON \`vehicles_for_sale_tags\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`vehicles_for_sale_tags_locale_idx\` ON \`vehicles_for_sale_tags\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`vehicles_for_sale_accessories\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`vehicles_for_sale\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`vehicles_for_sale_accessories_order_idx\` ON \`vehicles_for_sale_accessories\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`vehicles_for_sale_accessories_parent_id_idx\` ON \`vehicles_for_sale_accessories\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`vehicles_for_sale_accessories_locale_idx\` ON \`vehicles_for_sale_accessories\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`vehicles_for_sale\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`brand\` text NOT NULL,
  	\`model\` text NOT NULL,
  	\`sku\` text NOT NULL,
  	\`price\` numeric NOT NULL,
  	\`sale_amount\` numeric,
  	\`specification_year\` numeric NOT NULL,
  	\`specification_mileage\` numeric NOT NULL,
  	\`specification_fuel\` text NOT NULL,
  	\`specification_gearbox\` text NOT NULL,
  	\`specification_colour\` text,
  	\`specification_doors\` numeric,
  	\`specification_seats\` numeric,
  	\`specification_horse_power\` numeric,
  	\`specification_engine_size\` numeric,
  	\`specification_battery\` numeric,
  	\`specification_co2\` numeric,
  	\`body_type\` text,
  	\`drive_train\` text,
  	\`registration_number\` text,
  	\`loan\` integer DEFAULT false,
  	\`on_parking\` integer DEFAULT false,
  	\`deal\` integer DEFAULT false,
  	\`inspected\` integer DEFAULT false,
  	\`dealer_car\` integer DEFAULT false,
  	\`with_tax\` integer DEFAULT false,
  	\`warranty\` integer DEFAULT false,
  	\`register_tag\` integer DEFAULT false,
  	\`is_published\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`vehicles_for_sale_brand_idx\` ON \`vehicles_for_sale\` (\`brand\`);`)
  await db.run(sql`CREATE INDEX \`vehicles_for_sale_model_idx\` ON \`vehicles_for_sale\` (\`model\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`vehicles_for_sale_sku_idx\` ON \`vehicles_for_sale\` (\`sku\`);`)
  await db.run(sql`CREATE INDEX \`vehicles_for_sale_registration_number_idx\` ON \`vehicles_for_sale\` (\`registration_number\`);`)
  await db.run(sql`CREATE INDEX \`vehicles_for_sale_is_published_idx\` ON \`vehicles_for_sale\` (\`is_published\`);`)
  await db.run(sql`CREATE INDEX \`vehicles_for_sale_updated_at_idx\` ON \`vehicles_for_sale\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`vehicles_for_sale_created_at_idx\` ON \`vehicles_for_sale\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`vehicles_for_sale_locales\` (
  	\`specification_others\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`vehicles_for_sale\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`vehicles_for_sale_locales_locale_parent_id_unique\` ON \`vehicles_for_sale_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`vehicles_for_sale_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`vehicles_for_sale\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`vehicles_for_sale_rels_order_idx\` ON \`vehicles_for_sale_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`vehicles_for_sale_rels_parent_idx\` ON \`vehicles_for_sale_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`vehicles_for_sale_rels_path_idx\` ON \`vehicles_for_sale_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`vehicles_for_sale_rels_media_id_idx\` ON \`vehicles_for_sale_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`visitor_sessions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`token_id\` text NOT NULL,
  	\`parent_token_id\` text NOT NULL,
  	\`session_id\` text NOT NULL,
  	\`client_id\` text NOT NULL,
  	\`remember\` integer DEFAULT false,
  	\`expires_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`visitor_sessions_token_id_idx\` ON \`visitor_sessions\` (\`token_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`visitor_sessions_parent_token_id_idx\` ON \`visitor_sessions\` (\`parent_token_id\`);`)
  await db.run(sql`CREATE INDEX \`visitor_sessions_updated_at_idx\` ON \`visitor_sessions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`visitor_sessions_created_at_idx\` ON \`visitor_sessions\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`sessionId_idx\` ON \`visitor_sessions\` (\`session_id\`);`)
  await db.run(sql`CREATE INDEX \`expiresAt_idx\` ON \`visitor_sessions\` (\`expires_at\`);`)
  await db.run(sql`CREATE TABLE \`payment_attempts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`idempotency_key\` text NOT NULL,
  	\`reference\` text NOT NULL,
  	\`booking_id\` integer NOT NULL,
  	\`flow\` text NOT NULL,
  	\`provider\` text NOT NULL,
  	\`status\` text NOT NULL,
  	\`transaction_id\` text,
  	\`masked_pan\` text,
  	\`amount\` numeric NOT NULL,
  	\`currency\` text DEFAULT 'ISK' NOT NULL,
  	\`booking_amount\` numeric NOT NULL,
  	\`fingerprint\` text NOT NULL,
  	\`redirect_url\` text,
  	\`locale\` text DEFAULT 'en' NOT NULL,
  	\`bank_code\` text,
  	\`transaction_status\` text,
  	\`settled_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`booking_id\`) REFERENCES \`bookings\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payment_attempts_idempotency_key_idx\` ON \`payment_attempts\` (\`idempotency_key\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`payment_attempts_reference_idx\` ON \`payment_attempts\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`payment_attempts_booking_idx\` ON \`payment_attempts\` (\`booking_id\`);`)
  await db.run(sql`CREATE INDEX \`payment_attempts_status_idx\` ON \`payment_attempts\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`payment_attempts_transaction_id_idx\` ON \`payment_attempts\` (\`transaction_id\`);`)
  await db.run(sql`CREATE INDEX \`payment_attempts_updated_at_idx\` ON \`payment_attempts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payment_attempts_created_at_idx\` ON \`payment_attempts\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payment_events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`event_key\` text NOT NULL,
  	\`reference\` text,
  	\`transaction_id\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payment_events_event_key_idx\` ON \`payment_events\` (\`event_key\`);`)
  await db.run(sql`CREATE INDEX \`payment_events_reference_idx\` ON \`payment_events\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`payment_events_updated_at_idx\` ON \`payment_events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payment_events_created_at_idx\` ON \`payment_events\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`gateway_transactions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`transaction_id\` text NOT NULL,
  	\`idempotency_key\` text NOT NULL,
  	\`reference\` text NOT NULL,
  	\`amount\` numeric NOT NULL,
  	\`currency\` text NOT NULL,
  	\`masked_pan\` text NOT NULL,
  	\`state\` text NOT NULL,
  	\`bank_code\` text,
  	\`transaction_status\` text,
  	\`challenge_outcome_bank_code\` text,
  	\`challenge_outcome_transaction_status\` text,
  	\`return_url\` text NOT NULL,
  	\`callback_url\` text NOT NULL,
  	\`refunded_amount\` numeric DEFAULT 0,
  	\`expires_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`gateway_transactions_transaction_id_idx\` ON \`gateway_transactions\` (\`transaction_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`gateway_transactions_idempotency_key_idx\` ON \`gateway_transactions\` (\`idempotency_key\`);`)
  await db.run(sql`CREATE INDEX \`gateway_transactions_reference_idx\` ON \`gateway_transactions\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`gateway_transactions_updated_at_idx\` ON \`gateway_transactions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`gateway_transactions_created_at_idx\` ON \`gateway_transactions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`outbox_messages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`to\` text NOT NULL,
  	\`subject\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`booking_id\` integer,
  	\`file_path\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`booking_id\`) REFERENCES \`bookings\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`outbox_messages_booking_idx\` ON \`outbox_messages\` (\`booking_id\`);`)
  await db.run(sql`CREATE INDEX \`outbox_messages_updated_at_idx\` ON \`outbox_messages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`outbox_messages_created_at_idx\` ON \`outbox_messages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
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
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`company_information_phones\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`number\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company_information\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`company_information_phones_order_idx\` ON \`company_information_phones\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`company_information_phones_parent_id_idx\` ON \`company_information_phones\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`company_information_phones_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company_information_phones\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`company_information_phones_locales_locale_parent_id_unique\` ON \`company_information_phones_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`company_information_social_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`network\` text NOT NULL,
  	\`link\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company_information\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`company_information_social_links_order_idx\` ON \`company_information_social_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`company_information_social_links_parent_id_idx\` ON \`company_information_social_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`company_information_languages\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`company_information\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`company_information_languages_order_idx\` ON \`company_information_languages\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`company_information_languages_parent_idx\` ON \`company_information_languages\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`company_information_schedule\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`day\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company_information\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`company_information_schedule_order_idx\` ON \`company_information_schedule\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`company_information_schedule_parent_id_idx\` ON \`company_information_schedule\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`company_information_schedule_locales\` (
  	\`time_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company_information_schedule\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`company_information_schedule_locales_locale_parent_id_unique\` ON \`company_information_schedule_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`company_information_employees\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`email\` text,
  	\`phone\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company_information\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`company_information_employees_order_idx\` ON \`company_information_employees\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`company_information_employees_parent_id_idx\` ON \`company_information_employees\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`company_information_employees_image_idx\` ON \`company_information_employees\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`company_information_employees_locales\` (
  	\`role\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company_information_employees\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`company_information_employees_locales_locale_parent_id_uniqu\` ON \`company_information_employees_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`company_information_pages_header_sub_pages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company_information_pages_header\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`company_information_pages_header_sub_pages_order_idx\` ON \`company_information_pages_header_sub_pages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`company_information_pages_header_sub_pages_parent_id_idx\` ON \`company_information_pages_header_sub_pages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`company_information_pages_header_sub_pages_locale_idx\` ON \`company_information_pages_header_sub_pages\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`company_information_pages_header\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company_information\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`company_information_pages_header_order_idx\` ON \`company_information_pages_header\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`company_information_pages_header_parent_id_idx\` ON \`company_information_pages_header\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`company_information_pages_header_locale_idx\` ON \`company_information_pages_header\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`company_information_pages_footer_sub_pages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company_information_pages_footer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`company_information_pages_footer_sub_pages_order_idx\` ON \`company_information_pages_footer_sub_pages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`company_information_pages_footer_sub_pages_parent_id_idx\` ON \`company_information_pages_footer_sub_pages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`company_information_pages_footer_sub_pages_locale_idx\` ON \`company_information_pages_footer_sub_pages\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`company_information_pages_footer\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company_information\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`company_information_pages_footer_order_idx\` ON \`company_information_pages_footer\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`company_information_pages_footer_parent_id_idx\` ON \`company_information_pages_footer\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`company_information_pages_footer_locale_idx\` ON \`company_information_pages_footer\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`company_information_layout_header_buttons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`url\` text NOT NULL,
  	\`style\` text DEFAULT 'primary',
  	\`video_url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company_information\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`company_information_layout_header_buttons_order_idx\` ON \`company_information_layout_header_buttons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`company_information_layout_header_buttons_parent_id_idx\` ON \`company_information_layout_header_buttons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`company_information_layout_header_buttons_locale_idx\` ON \`company_information_layout_header_buttons\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`company_information\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`logo_id\` integer,
  	\`favicon_id\` integer,
  	\`address_street\` text,
  	\`address_postal_code\` text,
  	\`map\` text,
  	\`email\` text,
  	\`pages_search_paths_path\` text DEFAULT '/search',
  	\`pages_search_paths_car_path\` text DEFAULT '/car',
  	\`pages_search_paths_library_path\` text DEFAULT '/our-cars',
  	\`pages_contact_path\` text DEFAULT '/contact',
  	\`pages_privacy_path\` text DEFAULT '/privacy',
  	\`layout_header_code\` text DEFAULT 'default',
  	\`layout_footer_code\` text DEFAULT 'default',
  	\`layout_error_theme\` text DEFAULT 'light',
  	\`codes_head\` text,
  	\`codes_open_body\` text,
  	\`codes_close_body\` text,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`favicon_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`company_information_logo_idx\` ON \`company_information\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`company_information_favicon_idx\` ON \`company_information\` (\`favicon_id\`);`)
  await db.run(sql`CREATE TABLE \`company_information_locales\` (
  	\`address_city\` text,
  	\`address_country\` text,
  	\`copyright\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company_information\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`company_information_locales_locale_parent_id_unique\` ON \`company_information_locales\` (\`_locale\`,\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_locales\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`DROP TABLE \`media_locales\`;`)
  await db.run(sql`DROP TABLE \`users_roles\`;`)
  await db.run(sql`DROP TABLE \`users_sessions\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`DROP TABLE \`offices_opening_times_closed_weekdays\`;`)
  await db.run(sql`DROP TABLE \`offices_opening_times\`;`)
  await db.run(sql`DROP TABLE \`offices_holidays\`;`)
  await db.run(sql`DROP TABLE \`offices\`;`)
  await db.run(sql`DROP TABLE \`offices_locales\`;`)
  await db.run(sql`DROP TABLE \`car_categories_fuel_types\`;`)
  await db.run(sql`DROP TABLE \`car_categories_features\`;`)
  await db.run(sql`DROP TABLE \`car_categories\`;`)
  await db.run(sql`DROP TABLE \`car_categories_locales\`;`)
  await db.run(sql`DROP TABLE \`car_categories_rels\`;`)
  await db.run(sql`DROP TABLE \`vehicles\`;`)
  await db.run(sql`DROP TABLE \`price_lists_duration_bands\`;`)
  await db.run(sql`DROP TABLE \`price_lists_seasons\`;`)
  await db.run(sql`DROP TABLE \`price_lists_rates\`;`)
  await db.run(sql`DROP TABLE \`price_lists\`;`)
  await db.run(sql`DROP TABLE \`price_lists_numbers\`;`)
  await db.run(sql`DROP TABLE \`services_category_prices\`;`)
  await db.run(sql`DROP TABLE \`services_age_band_fees\`;`)
  await db.run(sql`DROP TABLE \`services_coverage\`;`)
  await db.run(sql`DROP TABLE \`services\`;`)
  await db.run(sql`DROP TABLE \`services_locales\`;`)
  await db.run(sql`DROP TABLE \`promo_codes\`;`)
  await db.run(sql`DROP TABLE \`promo_codes_rels\`;`)
  await db.run(sql`DROP TABLE \`upgrade_rules_sizes\`;`)
  await db.run(sql`DROP TABLE \`upgrade_rules_fuel_types\`;`)
  await db.run(sql`DROP TABLE \`upgrade_rules_drive_types\`;`)
  await db.run(sql`DROP TABLE \`upgrade_rules\`;`)
  await db.run(sql`DROP TABLE \`upgrade_rules_locales\`;`)
  await db.run(sql`DROP TABLE \`upgrade_rules_rels\`;`)
  await db.run(sql`DROP TABLE \`bookings_services\`;`)
  await db.run(sql`DROP TABLE \`bookings_drivers\`;`)
  await db.run(sql`DROP TABLE \`bookings_payments\`;`)
  await db.run(sql`DROP TABLE \`bookings\`;`)
  await db.run(sql`DROP TABLE \`vehicles_for_sale_tags\`;`)
  await db.run(sql`DROP TABLE \`vehicles_for_sale_accessories\`;`)
  await db.run(sql`DROP TABLE \`vehicles_for_sale\`;`)
  await db.run(sql`DROP TABLE \`vehicles_for_sale_locales\`;`)
  await db.run(sql`DROP TABLE \`vehicles_for_sale_rels\`;`)
  await db.run(sql`DROP TABLE \`visitor_sessions\`;`)
  await db.run(sql`DROP TABLE \`payment_attempts\`;`)
  await db.run(sql`DROP TABLE \`payment_events\`;`)
  await db.run(sql`DROP TABLE \`gateway_transactions\`;`)
  await db.run(sql`DROP TABLE \`outbox_messages\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
  await db.run(sql`DROP TABLE \`company_information_phones\`;`)
  await db.run(sql`DROP TABLE \`company_information_phones_locales\`;`)
  await db.run(sql`DROP TABLE \`company_information_social_links\`;`)
  await db.run(sql`DROP TABLE \`company_information_languages\`;`)
  await db.run(sql`DROP TABLE \`company_information_schedule\`;`)
  await db.run(sql`DROP TABLE \`company_information_schedule_locales\`;`)
  await db.run(sql`DROP TABLE \`company_information_employees\`;`)
  await db.run(sql`DROP TABLE \`company_information_employees_locales\`;`)
  await db.run(sql`DROP TABLE \`company_information_pages_header_sub_pages\`;`)
  await db.run(sql`DROP TABLE \`company_information_pages_header\`;`)
  await db.run(sql`DROP TABLE \`company_information_pages_footer_sub_pages\`;`)
  await db.run(sql`DROP TABLE \`company_information_pages_footer\`;`)
  await db.run(sql`DROP TABLE \`company_information_layout_header_buttons\`;`)
  await db.run(sql`DROP TABLE \`company_information\`;`)
  await db.run(sql`DROP TABLE \`company_information_locales\`;`)
}
