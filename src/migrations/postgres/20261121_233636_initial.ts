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
  	"users_id" integer
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
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
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
  DROP TYPE "public"."enum_company_information_social_links_network";
  DROP TYPE "public"."enum_company_information_languages";
  DROP TYPE "public"."enum_company_information_schedule_day";
  DROP TYPE "public"."enum_company_information_layout_header_buttons_style";
  DROP TYPE "public"."enum_company_information_layout_header_code";
  DROP TYPE "public"."enum_company_information_layout_footer_code";
  DROP TYPE "public"."enum_company_information_layout_error_theme";`)
}
