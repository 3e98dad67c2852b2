import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('en', 'de', 'es', 'fr', 'is', 'it');
  CREATE TYPE "public"."enum_pages_theme_page" AS ENUM('light', 'dark', 'brand');
  CREATE TYPE "public"."enum_pages_theme_header" AS ENUM('light', 'dark', 'brand');
  CREATE TYPE "public"."enum_pages_theme_footer" AS ENUM('light', 'dark', 'brand');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_version_theme_page" AS ENUM('light', 'dark', 'brand');
  CREATE TYPE "public"."enum__pages_v_version_theme_header" AS ENUM('light', 'dark', 'brand');
  CREATE TYPE "public"."enum__pages_v_version_theme_footer" AS ENUM('light', 'dark', 'brand');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_published_locale" AS ENUM('en', 'de', 'es', 'fr', 'is', 'it');
  CREATE TYPE "public"."enum_users_roles" AS ENUM('admin', 'editor', 'agent');
  CREATE TYPE "public"."enum_offices_opening_times_closed_weekdays" AS ENUM('monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday');
  CREATE TYPE "public"."enum_car_categories_fuel_types" AS ENUM('Petrol', 'Diesel', 'Hybrid', 'Electric');
  CREATE TYPE "public"."enum_car_categories_size" AS ENUM('standard', 'large');
  CREATE TYPE "public"."enum_car_categories_web_category" AS ENUM('Economy', 'Compact', 'MidSizeSUVs', 'LargeSUVs', 'Minivans', 'ElectricCars');
  CREATE TYPE "public"."enum_car_categories_drive_type" AS ENUM('FWD', 'RWD', 'AWD', '4WD');
  CREATE TYPE "public"."enum_car_categories_mileage_policy" AS ENUM('unlimited', 'limited');
  CREATE TYPE "public"."enum_car_categories_fuel_policy" AS ENUM('fullToFull', 'sameToSame', 'prepaid');
  CREATE TYPE "public"."enum_car_categories_when_sold_out" AS ENUM('hide', 'on-request');
  CREATE TYPE "public"."enum_vehicles_status" AS ENUM('inService', 'maintenance', 'retired');
  CREATE TYPE "public"."enum_price_lists_currency" AS ENUM('EUR', 'ISK', 'USD', 'GBP');
  CREATE TYPE "public"."enum_services_age_band_fees_age_band" AS ENUM('21', '19');
  CREATE TYPE "public"."enum_services_group" AS ENUM('protection', 'additional', 'extra', 'fee');
  CREATE TYPE "public"."enum_services_pricing" AS ENUM('perDay', 'perRental');
  CREATE TYPE "public"."enum_promo_codes_kind" AS ENUM('percentage', 'fixed');
  CREATE TYPE "public"."enum_promo_codes_currency" AS ENUM('EUR', 'ISK', 'USD', 'GBP');
  CREATE TYPE "public"."enum_upgrade_rules_sizes" AS ENUM('Economy', 'Compact', 'MidSizeSUVs', 'LargeSUVs', 'Minivans', 'ElectricCars');
  CREATE TYPE "public"."enum_upgrade_rules_fuel_types" AS ENUM('Petrol', 'Diesel', 'Hybrid', 'Electric');
  CREATE TYPE "public"."enum_upgrade_rules_drive_types" AS ENUM('FWD', 'RWD', 'AWD', '4WD');
  CREATE TYPE "public"."enum_bookings_services_group" AS ENUM('protection', 'additional', 'extra', 'fee');
  CREATE TYPE "public"."enum_bookings_drivers_gender" AS ENUM('male', 'female', 'other');
  CREATE TYPE "public"."enum_bookings_payments_status" AS ENUM('COLLECTED', 'PREAUTH', 'PREAUTH_FAILED', 'DECLINED', 'FAILED');
  CREATE TYPE "public"."enum_bookings_payments_currency" AS ENUM('EUR', 'ISK', 'USD', 'GBP');
  CREATE TYPE "public"."enum_bookings_status" AS ENUM('held', 'confirmed', 'cancelled', 'expired');
  CREATE TYPE "public"."enum_bookings_booking_type" AS ENUM('2', '3');
  CREATE TYPE "public"."enum_bookings_currency" AS ENUM('EUR', 'ISK', 'USD', 'GBP');
  CREATE TYPE "public"."enum_bookings_client_gender" AS ENUM('male', 'female', 'other');
  CREATE TYPE "public"."enum_bookings_locale" AS ENUM('en', 'de', 'es', 'fr', 'is', 'it');
  CREATE TYPE "public"."enum_vehicles_for_sale_specification_fuel" AS ENUM('Petrol', 'Diesel', 'Hybrid', 'PluginHybrid', 'Electric');
  CREATE TYPE "public"."enum_vehicles_for_sale_specification_gearbox" AS ENUM('Manual', 'Automatic');
  CREATE TYPE "public"."enum_vehicles_for_sale_body_type" AS ENUM('Hatchback', 'Sedan', 'Wagon', 'SUV', 'Jeep', 'Minivan', 'Van', 'Pickup', 'Coupe', 'Convertible');
  CREATE TYPE "public"."enum_vehicles_for_sale_drive_train" AS ENUM('FWD', 'RWD', 'AWD', '4WD');
  CREATE TYPE "public"."enum_payment_attempts_flow" AS ENUM('booking', 'balance');
  CREATE TYPE "public"."enum_payment_attempts_status" AS ENUM('pending', 'challenge', 'COLLECTED', 'PREAUTH', 'PREAUTH_FAILED', 'DECLINED', 'FAILED');
  CREATE TYPE "public"."enum_payment_attempts_locale" AS ENUM('en', 'de', 'es', 'fr', 'is', 'it');
  CREATE TYPE "public"."enum_gateway_transactions_state" AS ENUM('challenge', 'final');
  CREATE TYPE "public"."enum_outbox_messages_kind" AS ENUM('booking-confirmation', 'payment-receipt', 'booking-change');
  CREATE TYPE "public"."enum_company_information_social_links_network" AS ENUM('facebook', 'instagram', 'youtube', 'tiktok', 'linkedin', 'x', 'tripadvisor');
  CREATE TYPE "public"."enum_company_information_languages" AS ENUM('en', 'de', 'es', 'fr', 'is', 'it');
  CREATE TYPE "public"."enum_company_information_schedule_day" AS ENUM('monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday');
  CREATE TYPE "public"."enum_company_information_layout_header_buttons_style" AS ENUM('primary', 'secondary', 'outline', 'link');
  CREATE TYPE "public"."enum_company_information_layout_header_code" AS ENUM('default', 'transparent');
  CREATE TYPE "public"."enum_company_information_layout_footer_code" AS ENUM('default', 'compact');
  CREATE TYPE "public"."enum_company_information_layout_error_theme" AS ENUM('light', 'dark', 'brand');
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"path" varchar,
  	"seo_indexable" boolean DEFAULT true,
  	"seo_image_id" integer,
  	"seo_structured_data" jsonb,
  	"theme_page" "enum_pages_theme_page" DEFAULT 'light',
  	"theme_header" "enum_pages_theme_header" DEFAULT 'light',
  	"theme_footer" "enum_pages_theme_footer" DEFAULT 'dark',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "pages_locales" (
  	"title" varchar,
  	"layout" jsonb,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_path" varchar,
  	"version_seo_indexable" boolean DEFAULT true,
  	"version_seo_image_id" integer,
  	"version_seo_structured_data" jsonb,
  	"version_theme_page" "enum__pages_v_version_theme_page" DEFAULT 'light',
  	"version_theme_header" "enum__pages_v_version_theme_header" DEFAULT 'light',
  	"version_theme_footer" "enum__pages_v_version_theme_footer" DEFAULT 'dark',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__pages_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_pages_v_locales" (
  	"version_title" varchar,
  	"version_layout" jsonb,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_lazy_url" varchar,
  	"sizes_lazy_width" numeric,
  	"sizes_lazy_height" numeric,
  	"sizes_lazy_mime_type" varchar,
  	"sizes_lazy_filesize" numeric,
  	"sizes_lazy_filename" varchar,
  	"sizes_small_url" varchar,
  	"sizes_small_width" numeric,
  	"sizes_small_height" numeric,
  	"sizes_small_mime_type" varchar,
  	"sizes_small_filesize" numeric,
  	"sizes_small_filename" varchar,
  	"sizes_middle_url" varchar,
  	"sizes_middle_width" numeric,
  	"sizes_middle_height" numeric,
  	"sizes_middle_mime_type" varchar,
  	"sizes_middle_filesize" numeric,
  	"sizes_middle_filename" varchar,
  	"sizes_large_url" varchar,
  	"sizes_large_width" numeric,
  	"sizes_large_height" numeric,
  	"sizes_large_mime_type" varchar,
  	"sizes_large_filesize" numeric,
  	"sizes_large_filename" varchar
  );
  
  CREATE TABLE "media_locales" (
  	"alt" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "users_roles" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_users_roles",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "offices_opening_times_closed_weekdays" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_offices_opening_times_closed_weekdays",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "offices_opening_times" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"valid_from" timestamp(3) with time zone,
  	"valid_to" timestamp(3) with time zone,
  	"hours_monday_opens_at" varchar,
  	"hours_monday_closes_at" varchar,
  	"hours_tuesday_opens_at" varchar,
  	"hours_tuesday_closes_at" varchar,
  	"hours_wednesday_opens_at" varchar,
  	"hours_wednesday_closes_at" varchar,
  	"hours_thursday_opens_at" varchar,
  	"hours_thursday_closes_at" varchar,
  	"hours_friday_opens_at" varchar,
  	"hours_friday_closes_at" varchar,
  	"hours_saturday_opens_at" varchar,
  	"hours_saturday_closes_at" varchar,
  	"hours_sunday_opens_at" varchar,
  	"hours_sunday_closes_at" varchar
  );
  
  CREATE TABLE "offices_holidays" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"name" varchar
  );
  
  CREATE TABLE "offices" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"iata_code" varchar,
  	"address" varchar,
  	"postal_code" varchar,
  	"city" varchar,
  	"state" varchar,
  	"country" varchar DEFAULT 'IS',
  	"coordinates_lat" numeric,
  	"coordinates_lng" numeric,
  	"is_airport" boolean DEFAULT false,
  	"sort_order" numeric DEFAULT 0,
  	"out_of_hours_is_allowed" boolean DEFAULT false,
  	"out_of_hours_earliest" varchar,
  	"out_of_hours_latest" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "offices_locales" (
  	"name" varchar NOT NULL,
  	"pickup_instructions" varchar,
  	"return_instructions" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "car_categories_fuel_types" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_car_categories_fuel_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "car_categories_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "car_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"model" varchar NOT NULL,
  	"acriss_code" varchar NOT NULL,
  	"size" "enum_car_categories_size" DEFAULT 'standard' NOT NULL,
  	"web_category" "enum_car_categories_web_category",
  	"transmission_auto" boolean DEFAULT false,
  	"is_guaranteed_model" boolean DEFAULT false,
  	"passenger_count" numeric NOT NULL,
  	"baggage_count" numeric NOT NULL,
  	"door_count" numeric NOT NULL,
  	"co2" numeric,
  	"drive_type" "enum_car_categories_drive_type",
  	"mileage_policy" "enum_car_categories_mileage_policy" DEFAULT 'unlimited' NOT NULL,
  	"daily_km_limit" numeric,
  	"fuel_policy" "enum_car_categories_fuel_policy" DEFAULT 'fullToFull' NOT NULL,
  	"excess" numeric,
  	"slug" varchar,
  	"when_sold_out" "enum_car_categories_when_sold_out" DEFAULT 'hide' NOT NULL,
  	"is_active" boolean DEFAULT true,
  	"sort_order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "car_categories_locales" (
  	"display_name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "car_categories_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "vehicles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"registration" varchar NOT NULL,
  	"car_category_id" integer NOT NULL,
  	"office_id" integer NOT NULL,
  	"status" "enum_vehicles_status" DEFAULT 'inService' NOT NULL,
  	"colour" varchar,
  	"year" numeric,
  	"mileage" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "price_lists_duration_bands" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"min_days" numeric NOT NULL,
  	"max_days" numeric
  );
  
  CREATE TABLE "price_lists_seasons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"from" timestamp(3) with time zone NOT NULL,
  	"to" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "price_lists_rates" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"car_category_id" integer NOT NULL,
  	"season" varchar NOT NULL
  );
  
  CREATE TABLE "price_lists" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" numeric NOT NULL,
  	"name" varchar NOT NULL,
  	"currency" "enum_price_lists_currency" DEFAULT 'EUR' NOT NULL,
  	"is_default" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "price_lists_numbers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" numeric,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL
  );
  
  CREATE TABLE "services_category_prices" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"car_category_id" integer NOT NULL,
  	"unit_price" numeric NOT NULL
  );
  
  CREATE TABLE "services_age_band_fees" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"age_band" "enum_services_age_band_fees_age_band",
  	"amount" numeric
  );
  
  CREATE TABLE "services_coverage" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "services" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" numeric NOT NULL,
  	"key" varchar NOT NULL,
  	"group" "enum_services_group" NOT NULL,
  	"pricing" "enum_services_pricing" DEFAULT 'perDay' NOT NULL,
  	"unit_price" numeric DEFAULT 0 NOT NULL,
  	"max_quantity" numeric DEFAULT 1 NOT NULL,
  	"excess" numeric,
  	"is_max_one" boolean DEFAULT false,
  	"is_mandatory" boolean DEFAULT false,
  	"is_active" boolean DEFAULT true,
  	"sort_order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "services_locales" (
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "promo_codes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"kind" "enum_promo_codes_kind" DEFAULT 'percentage' NOT NULL,
  	"value" numeric NOT NULL,
  	"currency" "enum_promo_codes_currency" DEFAULT 'EUR',
  	"valid_from" timestamp(3) with time zone,
  	"valid_to" timestamp(3) with time zone,
  	"is_active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "promo_codes_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"car_categories_id" integer
  );
  
  CREATE TABLE "upgrade_rules_sizes" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_upgrade_rules_sizes",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "upgrade_rules_fuel_types" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_upgrade_rules_fuel_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "upgrade_rules_drive_types" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_upgrade_rules_drive_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "upgrade_rules" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"target_category_id" integer NOT NULL,
  	"blog_page_id" integer,
  	"automatic_only" boolean DEFAULT false,
  	"max_doors" numeric,
  	"max_passengers" numeric,
  	"max_baggage" numeric,
  	"valid_from" timestamp(3) with time zone,
  	"valid_to" timestamp(3) with time zone,
  	"is_active" boolean DEFAULT true,
  	"sort_order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "upgrade_rules_locales" (
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "upgrade_rules_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"car_categories_id" integer
  );
  
  CREATE TABLE "bookings_services" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"code" numeric NOT NULL,
  	"group" "enum_bookings_services_group",
  	"quantity" numeric DEFAULT 1 NOT NULL,
  	"is_per_day" boolean DEFAULT true,
  	"unit_amount" numeric NOT NULL,
  	"amount" numeric NOT NULL,
  	"is_selected" boolean DEFAULT false,
  	"is_mandatory" boolean DEFAULT false
  );
  
  CREATE TABLE "bookings_drivers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"license_number" varchar,
  	"id_number" varchar,
  	"license_expiry" timestamp(3) with time zone,
  	"gender" "enum_bookings_drivers_gender",
  	"is_additional" boolean DEFAULT false
  );
  
  CREATE TABLE "bookings_payments" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"transaction_id" varchar NOT NULL,
  	"status" "enum_bookings_payments_status" NOT NULL,
  	"provider" varchar,
  	"masked_pan" varchar,
  	"amount" numeric NOT NULL,
  	"currency" "enum_bookings_payments_currency" DEFAULT 'ISK' NOT NULL,
  	"created_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "bookings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" varchar NOT NULL,
  	"voucher_number" varchar NOT NULL,
  	"status" "enum_bookings_status" DEFAULT 'held' NOT NULL,
  	"booking_type" "enum_bookings_booking_type" DEFAULT '3' NOT NULL,
  	"held_until" timestamp(3) with time zone,
  	"car_category_id" integer NOT NULL,
  	"vehicle_id" integer,
  	"office_out_id" integer NOT NULL,
  	"office_in_id" integer NOT NULL,
  	"date_out" timestamp(3) with time zone NOT NULL,
  	"date_in" timestamp(3) with time zone NOT NULL,
  	"price_list_id" numeric DEFAULT 148 NOT NULL,
  	"currency" "enum_bookings_currency" DEFAULT 'EUR' NOT NULL,
  	"promo_code" varchar,
  	"driver_age" numeric DEFAULT 25 NOT NULL,
  	"client_first_name" varchar,
  	"client_last_name" varchar,
  	"client_email" varchar,
  	"client_phone" varchar,
  	"client_address" varchar,
  	"client_postal_code" varchar,
  	"client_city" varchar,
  	"client_country" varchar,
  	"client_gender" "enum_bookings_client_gender",
  	"client_flight_number" varchar,
  	"client_comments" varchar,
  	"last_name_normalized" varchar,
  	"totals_total" numeric,
  	"totals_total_rent" numeric,
  	"totals_total_addition" numeric,
  	"totals_total_insurance" numeric,
  	"totals_total_vat" numeric,
  	"totals_total_paid" numeric,
  	"totals_maximum_payment_amount" numeric,
  	"locale" "enum_bookings_locale" DEFAULT 'en' NOT NULL,
  	"exchange_rate" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "vehicles_for_sale_tags" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"text_colour" varchar,
  	"background_colour" varchar
  );
  
  CREATE TABLE "vehicles_for_sale_accessories" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "vehicles_for_sale" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"brand" varchar NOT NULL,
  	"model" varchar NOT NULL,
  	"sku" varchar NOT NULL,
  	"price" numeric NOT NULL,
  	"sale_amount" numeric,
  	"specification_year" numeric NOT NULL,
  	"specification_mileage" numeric NOT NULL,
  	"specification_fuel" "enum_vehicles_for_sale_specification_fuel" NOT NULL,
  	"specification_gearbox" "enum_vehicles_for_sale_specification_gearbox" NOT NULL,
  	"specification_colour" varchar,
  	"specification_doors" numeric,
  	"specification_seats" numeric,
  	"specification_horse_power" numeric,
  	"specification_engine_size" numeric,
  	"specification_battery" numeric,
  	"specification_co2" numeric,
  	"body_type" "enum_vehicles_for_sale_body_type",
  	"drive_train" "enum_vehicles_for_sale_drive_train",
  	"registration_number" varchar,
  	"loan" boolean DEFAULT false,
  	"on_parking" boolean DEFAULT false,
  	"deal" boolean DEFAULT false,
  	"inspected" boolean DEFAULT false,
  	"dealer_car" boolean DEFAULT false,
  	"with_tax" boolean DEFAULT false,
  	"warranty" boolean DEFAULT false,
  	"register_tag" boolean DEFAULT false,
  	"is_published" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "vehicles_for_sale_locales" (
  	"specification_others" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "vehicles_for_sale_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "visitor_sessions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"token_id" varchar NOT NULL,
  	"parent_token_id" varchar NOT NULL,
  	"session_id" varchar NOT NULL,
  	"client_id" varchar NOT NULL,
  	"remember" boolean DEFAULT false,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payment_attempts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"idempotency_key" varchar NOT NULL,
  	"reference" varchar NOT NULL,
  	"booking_id" integer NOT NULL,
  	"flow" "enum_payment_attempts_flow" NOT NULL,
  	"provider" varchar NOT NULL,
  	"status" "enum_payment_attempts_status" NOT NULL,
  	"transaction_id" varchar,
  	"masked_pan" varchar,
  	"amount" numeric NOT NULL,
  	"currency" varchar DEFAULT 'ISK' NOT NULL,
  	"booking_amount" numeric NOT NULL,
  	"fingerprint" varchar NOT NULL,
  	"redirect_url" varchar,
  	"locale" "enum_payment_attempts_locale" DEFAULT 'en' NOT NULL,
  	"bank_code" varchar,
  	"transaction_status" varchar,
  	"settled_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payment_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_key" varchar NOT NULL,
  	"reference" varchar,
  	"transaction_id" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "gateway_transactions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"transaction_id" varchar NOT NULL,
  	"idempotency_key" varchar NOT NULL,
  	"reference" varchar NOT NULL,
  	"amount" numeric NOT NULL,
  	"currency" varchar NOT NULL,
  	"masked_pan" varchar NOT NULL,
  	"state" "enum_gateway_transactions_state" NOT NULL,
  	"bank_code" varchar,
  	"transaction_status" varchar,
  	"challenge_outcome_bank_code" varchar,
  	"challenge_outcome_transaction_status" varchar,
  	"return_url" varchar NOT NULL,
  	"callback_url" varchar NOT NULL,
  	"refunded_amount" numeric DEFAULT 0,
  	"expires_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "outbox_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"to" varchar NOT NULL,
  	"subject" varchar NOT NULL,
  	"kind" "enum_outbox_messages_kind" NOT NULL,
  	"booking_id" integer,
  	"file_path" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"media_id" integer,
  	"users_id" integer,
  	"offices_id" integer,
  	"car_categories_id" integer,
  	"vehicles_id" integer,
  	"price_lists_id" integer,
  	"services_id" integer,
  	"promo_codes_id" integer,
  	"upgrade_rules_id" integer,
  	"bookings_id" integer,
  	"vehicles_for_sale_id" integer,
  	"visitor_sessions_id" integer,
  	"payment_attempts_id" integer,
  	"payment_events_id" integer,
  	"gateway_transactions_id" integer,
  	"outbox_messages_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "company_information_phones" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"number" varchar NOT NULL
  );
  
  CREATE TABLE "company_information_phones_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "company_information_social_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"network" "enum_company_information_social_links_network" NOT NULL,
  	"link" varchar
  );
  
  CREATE TABLE "company_information_languages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_company_information_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "company_information_schedule" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"day" "enum_company_information_schedule_day" NOT NULL
  );
  
  CREATE TABLE "company_information_schedule_locales" (
  	"time_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "company_information_employees" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar,
  	"phone" varchar,
  	"image_id" integer
  );
  
  CREATE TABLE "company_information_employees_locales" (
  	"role" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "company_information_pages_header_sub_pages" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"url" varchar
  );
  
  CREATE TABLE "company_information_pages_header" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"url" varchar
  );
  
  CREATE TABLE "company_information_pages_footer_sub_pages" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"url" varchar
  );
  
  CREATE TABLE "company_information_pages_footer" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"url" varchar
  );
  
  CREATE TABLE "company_information_layout_header_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"style" "enum_company_information_layout_header_buttons_style" DEFAULT 'primary',
  	"video_url" varchar
  );
  
  CREATE TABLE "company_information" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"logo_id" integer,
  	"favicon_id" integer,
  	"address_street" varchar,
  	"address_postal_code" varchar,
  	"map" varchar,
  	"email" varchar,
  	"pages_search_paths_path" varchar DEFAULT '/search',
  	"pages_search_paths_car_path" varchar DEFAULT '/car',
  	"pages_search_paths_library_path" varchar DEFAULT '/our-cars',
  	"pages_contact_path" varchar DEFAULT '/contact',
  	"pages_privacy_path" varchar DEFAULT '/privacy',
  	"layout_header_code" "enum_company_information_layout_header_code" DEFAULT 'default',
  	"layout_footer_code" "enum_company_information_layout_footer_code" DEFAULT 'default',
  	"layout_error_theme" "enum_company_information_layout_error_theme" DEFAULT 'light',
  	"codes_head" varchar,
  	"codes_open_body" varchar,
  	"codes_close_body" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "company_information_locales" (
  	"address_city" varchar,
  	"address_country" varchar,
  	"copyright" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "pages" ADD CONSTRAINT "pages_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_locales" ADD CONSTRAINT "pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "media_locales" ADD CONSTRAINT "media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_roles" ADD CONSTRAINT "users_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "offices_opening_times_closed_weekdays" ADD CONSTRAINT "offices_opening_times_closed_weekdays_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."offices_opening_times"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "offices_opening_times" ADD CONSTRAINT "offices_opening_times_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "offices_holidays" ADD CONSTRAINT "offices_holidays_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "offices_locales" ADD CONSTRAINT "offices_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "car_categories_fuel_types" ADD CONSTRAINT "car_categories_fuel_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."car_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "car_categories_features" ADD CONSTRAINT "car_categories_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."car_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "car_categories_locales" ADD CONSTRAINT "car_categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."car_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "car_categories_rels" ADD CONSTRAINT "car_categories_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."car_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "car_categories_rels" ADD CONSTRAINT "car_categories_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_car_category_id_car_categories_id_fk" FOREIGN KEY ("car_category_id") REFERENCES "public"."car_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "price_lists_duration_bands" ADD CONSTRAINT "price_lists_duration_bands_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "price_lists_seasons" ADD CONSTRAINT "price_lists_seasons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "price_lists_rates" ADD CONSTRAINT "price_lists_rates_car_category_id_car_categories_id_fk" FOREIGN KEY ("car_category_id") REFERENCES "public"."car_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "price_lists_rates" ADD CONSTRAINT "price_lists_rates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "price_lists_numbers" ADD CONSTRAINT "price_lists_numbers_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_category_prices" ADD CONSTRAINT "services_category_prices_car_category_id_car_categories_id_fk" FOREIGN KEY ("car_category_id") REFERENCES "public"."car_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "services_category_prices" ADD CONSTRAINT "services_category_prices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_age_band_fees" ADD CONSTRAINT "services_age_band_fees_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_coverage" ADD CONSTRAINT "services_coverage_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_locales" ADD CONSTRAINT "services_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "promo_codes_rels" ADD CONSTRAINT "promo_codes_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."promo_codes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "promo_codes_rels" ADD CONSTRAINT "promo_codes_rels_car_categories_fk" FOREIGN KEY ("car_categories_id") REFERENCES "public"."car_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "upgrade_rules_sizes" ADD CONSTRAINT "upgrade_rules_sizes_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."upgrade_rules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "upgrade_rules_fuel_types" ADD CONSTRAINT "upgrade_rules_fuel_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."upgrade_rules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "upgrade_rules_drive_types" ADD CONSTRAINT "upgrade_rules_drive_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."upgrade_rules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "upgrade_rules" ADD CONSTRAINT "upgrade_rules_target_category_id_car_categories_id_fk" FOREIGN KEY ("target_category_id") REFERENCES "public"."car_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "upgrade_rules" ADD CONSTRAINT "upgrade_rules_blog_page_id_pages_id_fk" FOREIGN KEY ("blog_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "upgrade_rules_locales" ADD CONSTRAINT "upgrade_rules_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."upgrade_rules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "upgrade_rules_rels" ADD CONSTRAINT "upgrade_rules_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."upgrade_rules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "upgrade_rules_rels" ADD CONSTRAINT "upgrade_rules_rels_car_categories_fk" FOREIGN KEY ("car_categories_id") REFERENCES "public"."car_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "bookings_services" ADD CONSTRAINT "bookings_services_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "bookings_drivers" ADD CONSTRAINT "bookings_drivers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "bookings_payments" ADD CONSTRAINT "bookings_payments_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "bookings" ADD CONSTRAINT "bookings_car_category_id_car_categories_id_fk" FOREIGN KEY ("car_category_id") REFERENCES "public"."car_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "bookings" ADD CONSTRAINT "bookings_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "bookings" ADD CONSTRAINT "bookings_office_out_id_offices_id_fk" FOREIGN KEY ("office_out_id") REFERENCES "public"."offices"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "bookings" ADD CONSTRAINT "bookings_office_in_id_offices_id_fk" FOREIGN KEY ("office_in_id") REFERENCES "public"."offices"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "vehicles_for_sale_tags" ADD CONSTRAINT "vehicles_for_sale_tags_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."vehicles_for_sale"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vehicles_for_sale_accessories" ADD CONSTRAINT "vehicles_for_sale_accessories_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."vehicles_for_sale"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vehicles_for_sale_locales" ADD CONSTRAINT "vehicles_for_sale_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."vehicles_for_sale"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vehicles_for_sale_rels" ADD CONSTRAINT "vehicles_for_sale_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."vehicles_for_sale"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vehicles_for_sale_rels" ADD CONSTRAINT "vehicles_for_sale_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_offices_fk" FOREIGN KEY ("offices_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_car_categories_fk" FOREIGN KEY ("car_categories_id") REFERENCES "public"."car_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_vehicles_fk" FOREIGN KEY ("vehicles_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_price_lists_fk" FOREIGN KEY ("price_lists_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_services_fk" FOREIGN KEY ("services_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_promo_codes_fk" FOREIGN KEY ("promo_codes_id") REFERENCES "public"."promo_codes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_upgrade_rules_fk" FOREIGN KEY ("upgrade_rules_id") REFERENCES "public"."upgrade_rules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_bookings_fk" FOREIGN KEY ("bookings_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_vehicles_for_sale_fk" FOREIGN KEY ("vehicles_for_sale_id") REFERENCES "public"."vehicles_for_sale"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_visitor_sessions_fk" FOREIGN KEY ("visitor_sessions_id") REFERENCES "public"."visitor_sessions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_payment_attempts_fk" FOREIGN KEY ("payment_attempts_id") REFERENCES "public"."payment_attempts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_payment_events_fk" FOREIGN KEY ("payment_events_id") REFERENCES "public"."payment_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_gateway_transactions_fk" FOREIGN KEY ("gateway_transactions_id") REFERENCES "public"."gateway_transactions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_outbox_messages_fk" FOREIGN KEY ("outbox_messages_id") REFERENCES "public"."outbox_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "company_information_phones" ADD CONSTRAINT "company_information_phones_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."company_information"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "company_information_phones_locales" ADD CONSTRAINT "company_information_phones_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."company_information_phones"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "company_information_social_links" ADD CONSTRAINT "company_information_social_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."company_information"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "company_information_languages" ADD CONSTRAINT "company_information_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."company_information"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "company_information_schedule" ADD CONSTRAINT "company_information_schedule_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."company_information"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "company_information_schedule_locales" ADD CONSTRAINT "company_information_schedule_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."company_information_schedule"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "company_information_employees" ADD CONSTRAINT "company_information_employees_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "company_information_employees" ADD CONSTRAINT "company_information_employees_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."company_information"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "company_information_employees_locales" ADD CONSTRAINT "company_information_employees_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."company_information_employees"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "company_information_pages_header_sub_pages" ADD CONSTRAINT "company_information_pages_header_sub_pages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."company_information_pages_header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "company_information_pages_header" ADD CONSTRAINT "company_information_pages_header_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."company_information"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "company_information_pages_footer_sub_pages" ADD CONSTRAINT "company_information_pages_footer_sub_pages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."company_information_pages_footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "company_information_pages_footer" ADD CONSTRAINT "company_information_pages_footer_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."company_information"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "company_information_layout_header_buttons" ADD CONSTRAINT "company_information_layout_header_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."company_information"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "company_information" ADD CONSTRAINT "company_information_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "company_information" ADD CONSTRAINT "company_information_favicon_id_media_id_fk" FOREIGN KEY ("favicon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "company_information_locales" ADD CONSTRAINT "company_information_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."company_information"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "pages_path_idx" ON "pages" USING btree ("path");
  CREATE INDEX "pages_seo_seo_image_idx" ON "pages" USING btree ("seo_image_id");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE UNIQUE INDEX "pages_locales_locale_parent_id_unique" ON "pages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_path_idx" ON "_pages_v" USING btree ("version_path");
  CREATE INDEX "_pages_v_version_seo_version_seo_image_idx" ON "_pages_v" USING btree ("version_seo_image_id");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_snapshot_idx" ON "_pages_v" USING btree ("snapshot");
  CREATE INDEX "_pages_v_published_locale_idx" ON "_pages_v" USING btree ("published_locale");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_pages_v_locales_locale_parent_id_unique" ON "_pages_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_lazy_sizes_lazy_filename_idx" ON "media" USING btree ("sizes_lazy_filename");
  CREATE INDEX "media_sizes_small_sizes_small_filename_idx" ON "media" USING btree ("sizes_small_filename");
  CREATE INDEX "media_sizes_middle_sizes_middle_filename_idx" ON "media" USING btree ("sizes_middle_filename");
  CREATE INDEX "media_sizes_large_sizes_large_filename_idx" ON "media" USING btree ("sizes_large_filename");
  CREATE UNIQUE INDEX "media_locales_locale_parent_id_unique" ON "media_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "users_roles_order_idx" ON "users_roles" USING btree ("order");
  CREATE INDEX "users_roles_parent_idx" ON "users_roles" USING btree ("parent_id");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE INDEX "offices_opening_times_closed_weekdays_order_idx" ON "offices_opening_times_closed_weekdays" USING btree ("order");
  CREATE INDEX "offices_opening_times_closed_weekdays_parent_idx" ON "offices_opening_times_closed_weekdays" USING btree ("parent_id");
  CREATE INDEX "offices_opening_times_order_idx" ON "offices_opening_times" USING btree ("_order");
  CREATE INDEX "offices_opening_times_parent_id_idx" ON "offices_opening_times" USING btree ("_parent_id");
  CREATE INDEX "offices_holidays_order_idx" ON "offices_holidays" USING btree ("_order");
  CREATE INDEX "offices_holidays_parent_id_idx" ON "offices_holidays" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "offices_code_idx" ON "offices" USING btree ("code");
  CREATE INDEX "offices_updated_at_idx" ON "offices" USING btree ("updated_at");
  CREATE INDEX "offices_created_at_idx" ON "offices" USING btree ("created_at");
  CREATE UNIQUE INDEX "offices_locales_locale_parent_id_unique" ON "offices_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "car_categories_fuel_types_order_idx" ON "car_categories_fuel_types" USING btree ("order");
  CREATE INDEX "car_categories_fuel_types_parent_idx" ON "car_categories_fuel_types" USING btree ("parent_id");
  CREATE INDEX "car_categories_features_order_idx" ON "car_categories_features" USING btree ("_order");
  CREATE INDEX "car_categories_features_parent_id_idx" ON "car_categories_features" USING btree ("_parent_id");
  CREATE INDEX "car_categories_features_locale_idx" ON "car_categories_features" USING btree ("_locale");
  CREATE INDEX "car_categories_acriss_code_idx" ON "car_categories" USING btree ("acriss_code");
  CREATE UNIQUE INDEX "car_categories_slug_idx" ON "car_categories" USING btree ("slug");
  CREATE INDEX "car_categories_updated_at_idx" ON "car_categories" USING btree ("updated_at");
  CREATE INDEX "car_categories_created_at_idx" ON "car_categories" USING btree ("created_at");
  CREATE UNIQUE INDEX "car_categories_locales_locale_parent_id_unique" ON "car_categories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "car_categories_rels_order_idx" ON "car_categories_rels" USING btree ("order");
  CREATE INDEX "car_categories_rels_parent_idx" ON "car_categories_rels" USING btree ("parent_id");
  CREATE INDEX "car_categories_rels_path_idx" ON "car_categories_rels" USING btree ("path");
  CREATE INDEX "car_categories_rels_media_id_idx" ON "car_categories_rels" USING btree ("media_id");
  CREATE UNIQUE INDEX "vehicles_registration_idx" ON "vehicles" USING btree ("registration");
  CREATE INDEX "vehicles_car_category_idx" ON "vehicles" USING btree ("car_category_id");
  CREATE INDEX "vehicles_office_idx" ON "vehicles" USING btree ("office_id");
  CREATE INDEX "vehicles_status_idx" ON "vehicles" USING btree ("status");
  CREATE INDEX "vehicles_updated_at_idx" ON "vehicles" USING btree ("updated_at");
  CREATE INDEX "vehicles_created_at_idx" ON "vehicles" USING btree ("created_at");
  CREATE INDEX "carCategory_office_status_idx" ON "vehicles" USING btree ("car_category_id","office_id","status");
  CREATE INDEX "price_lists_duration_bands_order_idx" ON "price_lists_duration_bands" USING btree ("_order");
  CREATE INDEX "price_lists_duration_bands_parent_id_idx" ON "price_lists_duration_bands" USING btree ("_parent_id");
  CREATE INDEX "price_lists_seasons_order_idx" ON "price_lists_seasons" USING btree ("_order");
  CREATE INDEX "price_lists_seasons_parent_id_idx" ON "price_lists_seasons" USING btree ("_parent_id");
  CREATE INDEX "price_lists_rates_order_idx" ON "price_lists_rates" USING btree ("_order");
  CREATE INDEX "price_lists_rates_parent_id_idx" ON "price_lists_rates" USING btree ("_parent_id");
  CREATE INDEX "price_lists_rates_car_category_idx" ON "price_lists_rates" USING btree ("car_category_id");
  CREATE UNIQUE INDEX "price_lists_code_idx" ON "price_lists" USING btree ("code");
  CREATE INDEX "price_lists_updated_at_idx" ON "price_lists" USING btree ("updated_at");
  CREATE INDEX "price_lists_created_at_idx" ON "price_lists" USING btree ("created_at");
  CREATE INDEX "price_lists_numbers_order_parent_idx" ON "price_lists_numbers" USING btree ("order","parent_id");
  CREATE INDEX "services_category_prices_order_idx" ON "services_category_prices" USING btree ("_order");
  CREATE INDEX "services_category_prices_parent_id_idx" ON "services_category_prices" USING btree ("_parent_id");
  CREATE INDEX "services_category_prices_car_category_idx" ON "services_category_prices" USING btree ("car_category_id");
  CREATE INDEX "services_age_band_fees_order_idx" ON "services_age_band_fees" USING btree ("_order");
  CREATE INDEX "services_age_band_fees_parent_id_idx" ON "services_age_band_fees" USING btree ("_parent_id");
  CREATE INDEX "services_coverage_order_idx" ON "services_coverage" USING btree ("_order");
  CREATE INDEX "services_coverage_parent_id_idx" ON "services_coverage" USING btree ("_parent_id");
  CREATE INDEX "services_coverage_locale_idx" ON "services_coverage" USING btree ("_locale");
  CREATE UNIQUE INDEX "services_code_idx" ON "services" USING btree ("code");
  CREATE UNIQUE INDEX "services_key_idx" ON "services" USING btree ("key");
  CREATE INDEX "services_updated_at_idx" ON "services" USING btree ("updated_at");
  CREATE INDEX "services_created_at_idx" ON "services" USING btree ("created_at");
  CREATE UNIQUE INDEX "services_locales_locale_parent_id_unique" ON "services_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "promo_codes_code_idx" ON "promo_codes" USING btree ("code");
  CREATE INDEX "promo_codes_updated_at_idx" ON "promo_codes" USING btree ("updated_at");
  CREATE INDEX "promo_codes_created_at_idx" ON "promo_codes" USING btree ("created_at");
  CREATE INDEX "promo_codes_rels_order_idx" ON "promo_codes_rels" USING btree ("order");
  CREATE INDEX "promo_codes_rels_parent_idx" ON "promo_codes_rels" USING btree ("parent_id");
  CREATE INDEX "promo_codes_rels_path_idx" ON "promo_codes_rels" USING btree ("path");
  CREATE INDEX "promo_codes_rels_car_categories_id_idx" ON "promo_codes_rels" USING btree ("car_categories_id");
  CREATE INDEX "upgrade_rules_sizes_order_idx" ON "upgrade_rules_sizes" USING btree ("order");
  CREATE INDEX "upgrade_rules_sizes_parent_idx" ON "upgrade_rules_sizes" USING btree ("parent_id");
  CREATE INDEX "upgrade_rules_fuel_types_order_idx" ON "upgrade_rules_fuel_types" USING btree ("order");
  CREATE INDEX "upgrade_rules_fuel_types_parent_idx" ON "upgrade_rules_fuel_types" USING btree ("parent_id");
  CREATE INDEX "upgrade_rules_drive_types_order_idx" ON "upgrade_rules_drive_types" USING btree ("order");
  CREATE INDEX "upgrade_rules_drive_types_parent_idx" ON "upgrade_rules_drive_types" USING btree ("parent_id");
  CREATE INDEX "upgrade_rules_target_category_idx" ON "upgrade_rules" USING btree ("target_category_id");
  CREATE INDEX "upgrade_rules_blog_page_idx" ON "upgrade_rules" USING btree ("blog_page_id");
  CREATE INDEX "upgrade_rules_updated_at_idx" ON "upgrade_rules" USING btree ("updated_at");
  CREATE INDEX "upgrade_rules_created_at_idx" ON "upgrade_rules" USING btree ("created_at");
  CREATE UNIQUE INDEX "upgrade_rules_locales_locale_parent_id_unique" ON "upgrade_rules_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "upgrade_rules_rels_order_idx" ON "upgrade_rules_rels" USING btree ("order");
  CREATE INDEX "upgrade_rules_rels_parent_idx" ON "upgrade_rules_rels" USING btree ("parent_id");
  CREATE INDEX "upgrade_rules_rels_path_idx" ON "upgrade_rules_rels" USING btree ("path");
  CREATE INDEX "upgrade_rules_rels_car_categories_id_idx" ON "upgrade_rules_rels" USING btree ("car_categories_id");
  CREATE INDEX "bookings_services_order_idx" ON "bookings_services" USING btree ("_order");
  CREATE INDEX "bookings_services_parent_id_idx" ON "bookings_services" USING btree ("_parent_id");
  CREATE INDEX "bookings_drivers_order_idx" ON "bookings_drivers" USING btree ("_order");
  CREATE INDEX "bookings_drivers_parent_id_idx" ON "bookings_drivers" USING btree ("_parent_id");
  CREATE INDEX "bookings_payments_order_idx" ON "bookings_payments" USING btree ("_order");
  CREATE INDEX "bookings_payments_parent_id_idx" ON "bookings_payments" USING btree ("_parent_id");
  CREATE INDEX "bookings_payments_transaction_id_idx" ON "bookings_payments" USING btree ("transaction_id");
  CREATE UNIQUE INDEX "bookings_number_idx" ON "bookings" USING btree ("number");
  CREATE UNIQUE INDEX "bookings_voucher_number_idx" ON "bookings" USING btree ("voucher_number");
  CREATE INDEX "bookings_status_idx" ON "bookings" USING btree ("status");
  CREATE INDEX "bookings_car_category_idx" ON "bookings" USING btree ("car_category_id");
  CREATE INDEX "bookings_vehicle_idx" ON "bookings" USING btree ("vehicle_id");
  CREATE INDEX "bookings_office_out_idx" ON "bookings" USING btree ("office_out_id");
  CREATE INDEX "bookings_office_in_idx" ON "bookings" USING btree ("office_in_id");
  CREATE INDEX "bookings_date_out_idx" ON "bookings" USING btree ("date_out");
  CREATE INDEX "bookings_date_in_idx" ON "bookings" USING btree ("date_in");
  CREATE INDEX "bookings_last_name_normalized_idx" ON "bookings" USING btree ("last_name_normalized");
  CREATE INDEX "bookings_updated_at_idx" ON "bookings" USING btree ("updated_at");
  CREATE INDEX "bookings_created_at_idx" ON "bookings" USING btree ("created_at");
  CREATE INDEX "carCategory_officeOut_status_dateOut_dateIn_idx" ON "bookings" USING btree ("car_category_id","office_out_id","status","date_out","date_in");
  CREATE INDEX "status_heldUntil_idx" ON "bookings" USING btree ("status","held_until");
  CREATE INDEX "vehicles_for_sale_tags_order_idx" ON "vehicles_for_sale_tags" USING btree ("_order");
  CREATE INDEX "vehicles_for_sale_tags_parent_id_idx" ON "vehicles_for_sale_tags" USING btree ("_parent_id");
  CREATE INDEX "vehicles_for_sale_tags_locale_idx" ON "vehicles_for_sale_tags" USING btree ("_locale");
  CREATE INDEX "vehicles_for_sale_accessories_order_idx" ON "vehicles_for_sale_accessories" USING btree ("_order");
  CREATE INDEX "vehicles_for_sale_accessories_parent_id_idx" ON "vehicles_for_sale_accessories" USING btree ("_parent_id");
  CREATE INDEX "vehicles_for_sale_accessories_locale_idx" ON "vehicles_for_sale_accessories" USING btree ("_locale");
  CREATE INDEX "vehicles_for_sale_brand_idx" ON "vehicles_for_sale" USING btree ("brand");
  CREATE INDEX "vehicles_for_sale_model_idx" ON "vehicles_for_sale" USING btree ("model");
  CREATE UNIQUE INDEX "vehicles_for_sale_sku_idx" ON "vehicles_for_sale" USING btree ("sku");
  CREATE INDEX "vehicles_for_sale_registration_number_idx" ON "vehicles_for_sale" USING btree ("registration_number");
  CREATE INDEX "vehicles_for_sale_is_published_idx" ON "vehicles_for_sale" USING btree ("is_published");
  CREATE INDEX "vehicles_for_sale_updated_at_idx" ON "vehicles_for_sale" USING btree ("updated_at");
  CREATE INDEX "vehicles_for_sale_created_at_idx" ON "vehicles_for_sale" USING btree ("created_at");
  CREATE UNIQUE INDEX "vehicles_for_sale_locales_locale_parent_id_unique" ON "vehicles_for_sale_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "vehicles_for_sale_rels_order_idx" ON "vehicles_for_sale_rels" USING btree ("order");
  CREATE INDEX "vehicles_for_sale_rels_parent_idx" ON "vehicles_for_sale_rels" USING btree ("parent_id");
  CREATE INDEX "vehicles_for_sale_rels_path_idx" ON "vehicles_for_sale_rels" USING btree ("path");
  CREATE INDEX "vehicles_for_sale_rels_media_id_idx" ON "vehicles_for_sale_rels" USING btree ("media_id");
  CREATE UNIQUE INDEX "visitor_sessions_token_id_idx" ON "visitor_sessions" USING btree ("token_id");
  CREATE UNIQUE INDEX "visitor_sessions_parent_token_id_idx" ON "visitor_sessions" USING btree ("parent_token_id");
  CREATE INDEX "visitor_sessions_updated_at_idx" ON "visitor_sessions" USING btree ("updated_at");
  CREATE INDEX "visitor_sessions_created_at_idx" ON "visitor_sessions" USING btree ("created_at");
  CREATE INDEX "sessionId_idx" ON "visitor_sessions" USING btree ("session_id");
  CREATE INDEX "expiresAt_idx" ON "visitor_sessions" USING btree ("expires_at");
  CREATE UNIQUE INDEX "payment_attempts_idempotency_key_idx" ON "payment_attempts" USING btree ("idempotency_key");
  CREATE UNIQUE INDEX "payment_attempts_reference_idx" ON "payment_attempts" USING btree ("reference");
  CREATE INDEX "payment_attempts_booking_idx" ON "payment_attempts" USING btree ("booking_id");
  CREATE INDEX "payment_attempts_status_idx" ON "payment_attempts" USING btree ("status");
  CREATE INDEX "payment_attempts_transaction_id_idx" ON "payment_attempts" USING btree ("transaction_id");
  CREATE INDEX "payment_attempts_updated_at_idx" ON "payment_attempts" USING btree ("updated_at");
  CREATE INDEX "payment_attempts_created_at_idx" ON "payment_attempts" USING btree ("created_at");
  CREATE UNIQUE INDEX "payment_events_event_key_idx" ON "payment_events" USING btree ("event_key");
  CREATE INDEX "payment_events_reference_idx" ON "payment_events" USING btree ("reference");
  CREATE INDEX "payment_events_updated_at_idx" ON "payment_events" USING btree ("updated_at");
  CREATE INDEX "payment_events_created_at_idx" ON "payment_events" USING btree ("created_at");
  CREATE UNIQUE INDEX "gateway_transactions_transaction_id_idx" ON "gateway_transactions" USING btree ("transaction_id");
  CREATE UNIQUE INDEX "gateway_transactions_idempotency_key_idx" ON "gateway_transactions" USING btree ("idempotency_key");
  CREATE INDEX "gateway_transactions_reference_idx" ON "gateway_transactions" USING btree ("reference");
  CREATE INDEX "gateway_transactions_updated_at_idx" ON "gateway_transactions" USING btree ("updated_at");
  CREATE INDEX "gateway_transactions_created_at_idx" ON "gateway_transactions" USING btree ("created_at");
  CREATE INDEX "outbox_messages_booking_idx" ON "outbox_messages" USING btree ("booking_id");
  CREATE INDEX "outbox_messages_updated_at_idx" ON "outbox_messages" USING btree ("updated_at");
  CREATE INDEX "outbox_messages_created_at_idx" ON "outbox_messages" USING btree ("created_at");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_offices_id_idx" ON "payload_locked_documents_rels" USING btree ("offices_id");
  CREATE INDEX "payload_locked_documents_rels_car_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("car_categories_id");
  CREATE INDEX "payload_locked_documents_rels_vehicles_id_idx" ON "payload_locked_documents_rels" USING btree ("vehicles_id");
  CREATE INDEX "payload_locked_documents_rels_price_lists_id_idx" ON "payload_locked_documents_rels" USING btree ("price_lists_id");
  CREATE INDEX "payload_locked_documents_rels_services_id_idx" ON "payload_locked_documents_rels" USING btree ("services_id");
  CREATE INDEX "payload_locked_documents_rels_promo_codes_id_idx" ON "payload_locked_documents_rels" USING btree ("promo_codes_id");
  CREATE INDEX "payload_locked_documents_rels_upgrade_rules_id_idx" ON "payload_locked_documents_rels" USING btree ("upgrade_rules_id");
  CREATE INDEX "payload_locked_documents_rels_bookings_id_idx" ON "payload_locked_documents_rels" USING btree ("bookings_id");
  CREATE INDEX "payload_locked_documents_rels_vehicles_for_sale_id_idx" ON "payload_locked_documents_rels" USING btree ("vehicles_for_sale_id");
  CREATE INDEX "payload_locked_documents_rels_visitor_sessions_id_idx" ON "payload_locked_documents_rels" USING btree ("visitor_sessions_id");
  CREATE INDEX "payload_locked_documents_rels_payment_attempts_id_idx" ON "payload_locked_documents_rels" USING btree ("payment_attempts_id");
  CREATE INDEX "payload_locked_documents_rels_payment_events_id_idx" ON "payload_locked_documents_rels" USING btree ("payment_events_id");
  CREATE INDEX "payload_locked_documents_rels_gateway_transactions_id_idx" ON "payload_locked_documents_rels" USING btree ("gateway_transactions_id");
  CREATE INDEX "payload_locked_documents_rels_outbox_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("outbox_messages_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "company_information_phones_order_idx" ON "company_information_phones" USING btree ("_order");
  CREATE INDEX "company_information_phones_parent_id_idx" ON "company_information_phones" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "company_information_phones_locales_locale_parent_id_unique" ON "company_information_phones_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "company_information_social_links_order_idx" ON "company_information_social_links" USING btree ("_order");
  CREATE INDEX "company_information_social_links_parent_id_idx" ON "company_information_social_links" USING btree ("_parent_id");
  CREATE INDEX "company_information_languages_order_idx" ON "company_information_languages" USING btree ("order");
  CREATE INDEX "company_information_languages_parent_idx" ON "company_information_languages" USING btree ("parent_id");
  CREATE INDEX "company_information_schedule_order_idx" ON "company_information_schedule" USING btree ("_order");
  CREATE INDEX "company_information_schedule_parent_id_idx" ON "company_information_schedule" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "company_information_schedule_locales_locale_parent_id_unique" ON "company_information_schedule_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "company_information_employees_order_idx" ON "company_information_employees" USING btree ("_order");
  CREATE INDEX "company_information_employees_parent_id_idx" ON "company_information_employees" USING btree ("_parent_id");
  CREATE INDEX "company_information_employees_image_idx" ON "company_information_employees" USING btree ("image_id");
  CREATE UNIQUE INDEX "company_information_employees_locales_locale_parent_id_uniqu" ON "company_information_employees_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "company_information_pages_header_sub_pages_order_idx" ON "company_information_pages_header_sub_pages" USING btree ("_order");
  CREATE INDEX "company_information_pages_header_sub_pages_parent_id_idx" ON "company_information_pages_header_sub_pages" USING btree ("_parent_id");
  CREATE INDEX "company_information_pages_header_sub_pages_locale_idx" ON "company_information_pages_header_sub_pages" USING btree ("_locale");
  CREATE INDEX "company_information_pages_header_order_idx" ON "company_information_pages_header" USING btree ("_order");
  CREATE INDEX "company_information_pages_header_parent_id_idx" ON "company_information_pages_header" USING btree ("_parent_id");
  CREATE INDEX "company_information_pages_header_locale_idx" ON "company_information_pages_header" USING btree ("_locale");
  CREATE INDEX "company_information_pages_footer_sub_pages_order_idx" ON "company_information_pages_footer_sub_pages" USING btree ("_order");
  CREATE INDEX "company_information_pages_footer_sub_pages_parent_id_idx" ON "company_information_pages_footer_sub_pages" USING btree ("_parent_id");
  CREATE INDEX "company_information_pages_footer_sub_pages_locale_idx" ON "company_information_pages_footer_sub_pages" USING btree ("_locale");
  CREATE INDEX "company_information_pages_footer_order_idx" ON "company_information_pages_footer" USING btree ("_order");
  CREATE INDEX "company_information_pages_footer_parent_id_idx" ON "company_information_pages_footer" USING btree ("_parent_id");
  CREATE INDEX "company_information_pages_footer_locale_idx" ON "company_information_pages_footer" USING btree ("_locale");
  CREATE INDEX "company_information_layout_header_buttons_order_idx" ON "company_information_layout_header_buttons" USING btree ("_order");
  CREATE INDEX "company_information_layout_header_buttons_parent_id_idx" ON "company_information_layout_header_buttons" USING btree ("_parent_id");
  CREATE INDEX "company_information_layout_header_buttons_locale_idx" ON "company_information_layout_header_buttons" USING btree ("_locale");
  CREATE INDEX "company_information_logo_idx" ON "company_information" USING btree ("logo_id");
  CREATE INDEX "company_information_favicon_idx" ON "company_information" USING btree ("favicon_id");
  CREATE UNIQUE INDEX "company_information_locales_locale_parent_id_unique" ON "company_information_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages" CASCADE;
  DROP TABLE "pages_locales" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "_pages_v_locales" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "media_locales" CASCADE;
  DROP TABLE "users_roles" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "offices_opening_times_closed_weekdays" CASCADE;
  DROP TABLE "offices_opening_times" CASCADE;
  DROP TABLE "offices_holidays" CASCADE;
  DROP TABLE "offices" CASCADE;
  DROP TABLE "offices_locales" CASCADE;
  DROP TABLE "car_categories_fuel_types" CASCADE;
  DROP TABLE "car_categories_features" CASCADE;
  DROP TABLE "car_categories" CASCADE;
  DROP TABLE "car_categories_locales" CASCADE;
  DROP TABLE "car_categories_rels" CASCADE;
  DROP TABLE "vehicles" CASCADE;
  DROP TABLE "price_lists_duration_bands" CASCADE;
  DROP TABLE "price_lists_seasons" CASCADE;
  DROP TABLE "price_lists_rates" CASCADE;
  DROP TABLE "price_lists" CASCADE;
  DROP TABLE "price_lists_numbers" CASCADE;
  DROP TABLE "services_category_prices" CASCADE;
  DROP TABLE "services_age_band_fees" CASCADE;
  DROP TABLE "services_coverage" CASCADE;
  DROP TABLE "services" CASCADE;
  DROP TABLE "services_locales" CASCADE;
  DROP TABLE "promo_codes" CASCADE;
  DROP TABLE "promo_codes_rels" CASCADE;
  DROP TABLE "upgrade_rules_sizes" CASCADE;
  DROP TABLE "upgrade_rules_fuel_types" CASCADE;
  DROP TABLE "upgrade_rules_drive_types" CASCADE;
  DROP TABLE "upgrade_rules" CASCADE;
  DROP TABLE "upgrade_rules_locales" CASCADE;
  DROP TABLE "upgrade_rules_rels" CASCADE;
  DROP TABLE "bookings_services" CASCADE;
  DROP TABLE "bookings_drivers" CASCADE;
  DROP TABLE "bookings_payments" CASCADE;
  DROP TABLE "bookings" CASCADE;
  DROP TABLE "vehicles_for_sale_tags" CASCADE;
  DROP TABLE "vehicles_for_sale_accessories" CASCADE;
  DROP TABLE "vehicles_for_sale" CASCADE;
  DROP TABLE "vehicles_for_sale_locales" CASCADE;
  DROP TABLE "vehicles_for_sale_rels" CASCADE;
  DROP TABLE "visitor_sessions" CASCADE;
  DROP TABLE "payment_attempts" CASCADE;
  DROP TABLE "payment_events" CASCADE;
  DROP TABLE "gateway_transactions" CASCADE;
  DROP TABLE "outbox_messages" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "company_information_phones" CASCADE;
  DROP TABLE "company_information_phones_locales" CASCADE;
  DROP TABLE "company_information_social_links" CASCADE;
  DROP TABLE "company_information_languages" CASCADE;
  DROP TABLE "company_information_schedule" CASCADE;
  DROP TABLE "company_information_schedule_locales" CASCADE;
  DROP TABLE "company_information_employees" CASCADE;
  DROP TABLE "company_information_employees_locales" CASCADE;
  DROP TABLE "company_information_pages_header_sub_pages" CASCADE;
  DROP TABLE "company_information_pages_header" CASCADE;
  DROP TABLE "company_information_pages_footer_sub_pages" CASCADE;
  DROP TABLE "company_information_pages_footer" CASCADE;
  DROP TABLE "company_information_layout_header_buttons" CASCADE;
  DROP TABLE "company_information" CASCADE;
  DROP TABLE "company_information_locales" CASCADE;
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum_pages_theme_page";
  DROP TYPE "public"."enum_pages_theme_header";
  DROP TYPE "public"."enum_pages_theme_footer";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__pages_v_version_theme_page";
  DROP TYPE "public"."enum__pages_v_version_theme_header";
  DROP TYPE "public"."enum__pages_v_version_theme_footer";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum__pages_v_published_locale";
  DROP TYPE "public"."enum_users_roles";
  DROP TYPE "public"."enum_offices_opening_times_closed_weekdays";
  DROP TYPE "public"."enum_car_categories_fuel_types";
  DROP TYPE "public"."enum_car_categories_size";
  DROP TYPE "public"."enum_car_categories_web_category";
  DROP TYPE "public"."enum_car_categories_drive_type";
  DROP TYPE "public"."enum_car_categories_mileage_policy";
  DROP TYPE "public"."enum_car_categories_fuel_policy";
  DROP TYPE "public"."enum_car_categories_when_sold_out";
  DROP TYPE "public"."enum_vehicles_status";
  DROP TYPE "public"."enum_price_lists_currency";
  DROP TYPE "public"."enum_services_age_band_fees_age_band";
  DROP TYPE "public"."enum_services_group";
  DROP TYPE "public"."enum_services_pricing";
  DROP TYPE "public"."enum_promo_codes_kind";
  DROP TYPE "public"."enum_promo_codes_currency";
  DROP TYPE "public"."enum_upgrade_rules_sizes";
  DROP TYPE "public"."enum_upgrade_rules_fuel_types";
  DROP TYPE "public"."enum_upgrade_rules_drive_types";
  DROP TYPE "public"."enum_bookings_services_group";
  DROP TYPE "public"."enum_bookings_drivers_gender";
  DROP TYPE "public"."enum_bookings_payments_status";
  DROP TYPE "public"."enum_bookings_payments_currency";
  DROP TYPE "public"."enum_bookings_status";
  DROP TYPE "public"."enum_bookings_booking_type";
  DROP TYPE "public"."enum_bookings_currency";
  DROP TYPE "public"."enum_bookings_client_gender";
  DROP TYPE "public"."enum_bookings_locale";
  DROP TYPE "public"."enum_vehicles_for_sale_specification_fuel";
  DROP TYPE "public"."enum_vehicles_for_sale_specification_gearbox";
  DROP TYPE "public"."enum_vehicles_for_sale_body_type";
  DROP TYPE "public"."enum_vehicles_for_sale_drive_train";
  DROP TYPE "public"."enum_payment_attempts_flow";
  DROP TYPE "public"."enum_payment_attempts_status";
  DROP TYPE "public"."enum_payment_attempts_locale";
  DROP TYPE "public"."enum_gateway_transactions_state";
  DROP TYPE "public"."enum_outbox_messages_kind";
  DROP TYPE "public"."enum_company_information_social_links_network";
  DROP TYPE "public"."enum_company_information_languages";
  DROP TYPE "public"."enum_company_information_schedule_day";
  DROP TYPE "public"."enum_company_information_layout_header_buttons_style";
  DROP TYPE "public"."enum_company_information_layout_header_code";
  DROP TYPE "public"."enum_company_information_layout_footer_code";
  DROP TYPE "public"."enum_company_information_layout_error_theme";`)
}
