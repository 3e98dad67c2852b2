import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { saleSearchKeys } from '../../domain/sales/search/derived'

type CarRow = { id: number; brand: string; model: string; price: string; sale_amount: string | null; specification_colour: string | null }

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_vehicles_for_sale_features" AS ENUM('towbar', 'heatedSeats', 'heatedWheel', 'camera', 'sensors', 'carPlay', 'cruise', 'navigation', 'keyless', 'heatPump', 'preheater', 'roofRails', 'leather', 'sevenSeats', 'studded', 'raised');
  CREATE TYPE "public"."enum_vehicles_for_sale_additional_options" AS ENUM('oneOwner', 'serviceHistory', 'nonSmoker', 'winterTyres', 'summerTyres');
  CREATE TYPE "public"."enum_inquiries_kind" AS ENUM('offer', 'inquiry', 'trade-in');
  CREATE TYPE "public"."enum_inquiries_status" AS ENUM('new', 'answered');
  CREATE TYPE "public"."enum_inquiries_details_payment" AS ENUM('cash', 'other');
  CREATE TYPE "public"."enum_price_watches_status" AS ENUM('pending', 'active', 'unsubscribed');
  ALTER TYPE "public"."enum_outbox_messages_kind" ADD VALUE 'sale-inquiry' BEFORE 'staff-account';
  ALTER TYPE "public"."enum_outbox_messages_kind" ADD VALUE 'price-watch-confirm' BEFORE 'staff-account';
  ALTER TYPE "public"."enum_outbox_messages_kind" ADD VALUE 'price-watch-alert' BEFORE 'staff-account';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'notifyPriceWatchers';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'notifyPriceWatchers';
  CREATE TABLE "vehicles_for_sale_features" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_vehicles_for_sale_features",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "vehicles_for_sale_additional_options" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_vehicles_for_sale_additional_options",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "inquiries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_inquiries_kind" NOT NULL,
  	"status" "enum_inquiries_status" DEFAULT 'new' NOT NULL,
  	"car_id" integer NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"locale" varchar,
  	"details_offered_price" numeric,
  	"details_price" numeric,
  	"details_trade_in_value" numeric,
  	"details_asking_price" numeric,
  	"details_own_car" varchar,
  	"details_year" varchar,
  	"details_registration_number" varchar,
  	"details_mileage" numeric,
  	"details_seller_name" varchar,
  	"details_payment" "enum_inquiries_details_payment",
  	"details_inquiry" varchar,
  	"comment" varchar,
  	"staff_notes" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "inquiries_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"inquiry_photos_id" integer
  );
  
  CREATE TABLE "inquiry_photos" (
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
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar
  );
  
  CREATE TABLE "price_watches" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"car_id" integer NOT NULL,
  	"status" "enum_price_watches_status" DEFAULT 'pending' NOT NULL,
  	"locale" varchar NOT NULL,
  	"confirmed_at" timestamp(3) with time zone,
  	"last_price" numeric,
  	"token_hash" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "vehicles_for_sale" ADD COLUMN "tire_size" varchar;
  ALTER TABLE "vehicles_for_sale" ADD COLUMN "serial_number" varchar;
  ALTER TABLE "vehicles_for_sale" ADD COLUMN "first_registration" timestamp(3) with time zone;
  ALTER TABLE "vehicles_for_sale" ADD COLUMN "cheaper_exchange" boolean DEFAULT false;
  ALTER TABLE "vehicles_for_sale" ADD COLUMN "expensive_exchange" boolean DEFAULT false;
  ALTER TABLE "vehicles_for_sale" ADD COLUMN "sold" boolean DEFAULT false;
  ALTER TABLE "vehicles_for_sale" ADD COLUMN "sold_at" timestamp(3) with time zone;
  ALTER TABLE "vehicles_for_sale" ADD COLUMN "brand_slug" varchar;
  ALTER TABLE "vehicles_for_sale" ADD COLUMN "model_slug" varchar;
  ALTER TABLE "vehicles_for_sale" ADD COLUMN "color_slug" varchar;
  ALTER TABLE "vehicles_for_sale" ADD COLUMN "asking_price" numeric;
  ALTER TABLE "vehicles_for_sale" ADD COLUMN "discount" numeric;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "inquiries_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "inquiry_photos_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "price_watches_id" integer;
  ALTER TABLE "vehicles_for_sale_features" ADD CONSTRAINT "vehicles_for_sale_features_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."vehicles_for_sale"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vehicles_for_sale_additional_options" ADD CONSTRAINT "vehicles_for_sale_additional_options_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."vehicles_for_sale"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_car_id_vehicles_for_sale_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."vehicles_for_sale"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "inquiries_rels" ADD CONSTRAINT "inquiries_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "inquiries_rels" ADD CONSTRAINT "inquiries_rels_inquiry_photos_fk" FOREIGN KEY ("inquiry_photos_id") REFERENCES "public"."inquiry_photos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "price_watches" ADD CONSTRAINT "price_watches_car_id_vehicles_for_sale_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."vehicles_for_sale"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "vehicles_for_sale_features_order_idx" ON "vehicles_for_sale_features" USING btree ("order");
  CREATE INDEX "vehicles_for_sale_features_parent_idx" ON "vehicles_for_sale_features" USING btree ("parent_id");
  CREATE INDEX "vehicles_for_sale_additional_options_order_idx" ON "vehicles_for_sale_additional_options" USING btree ("order");
  CREATE INDEX "vehicles_for_sale_additional_options_parent_idx" ON "vehicles_for_sale_additional_options" USING btree ("parent_id");
  CREATE INDEX "inquiries_kind_idx" ON "inquiries" USING btree ("kind");
  CREATE INDEX "inquiries_status_idx" ON "inquiries" USING btree ("status");
  CREATE INDEX "inquiries_car_idx" ON "inquiries" USING btree ("car_id");
  CREATE INDEX "inquiries_updated_at_idx" ON "inquiries" USING btree ("updated_at");
  CREATE INDEX "inquiries_created_at_idx" ON "inquiries" USING btree ("created_at");
  CREATE INDEX "inquiries_rels_order_idx" ON "inquiries_rels" USING btree ("order");
  CREATE INDEX "inquiries_rels_parent_idx" ON "inquiries_rels" USING btree ("parent_id");
  CREATE INDEX "inquiries_rels_path_idx" ON "inquiries_rels" USING btree ("path");
  CREATE INDEX "inquiries_rels_inquiry_photos_id_idx" ON "inquiries_rels" USING btree ("inquiry_photos_id");
  CREATE INDEX "inquiry_photos_updated_at_idx" ON "inquiry_photos" USING btree ("updated_at");
  CREATE INDEX "inquiry_photos_created_at_idx" ON "inquiry_photos" USING btree ("created_at");
  CREATE UNIQUE INDEX "inquiry_photos_filename_idx" ON "inquiry_photos" USING btree ("filename");
  CREATE INDEX "inquiry_photos_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "inquiry_photos" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "price_watches_email_idx" ON "price_watches" USING btree ("email");
  CREATE INDEX "price_watches_car_idx" ON "price_watches" USING btree ("car_id");
  CREATE INDEX "price_watches_status_idx" ON "price_watches" USING btree ("status");
  CREATE UNIQUE INDEX "price_watches_token_hash_idx" ON "price_watches" USING btree ("token_hash");
  CREATE INDEX "price_watches_updated_at_idx" ON "price_watches" USING btree ("updated_at");
  CREATE INDEX "price_watches_created_at_idx" ON "price_watches" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_inquiries_fk" FOREIGN KEY ("inquiries_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_inquiry_photos_fk" FOREIGN KEY ("inquiry_photos_id") REFERENCES "public"."inquiry_photos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_price_watches_fk" FOREIGN KEY ("price_watches_id") REFERENCES "public"."price_watches"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "vehicles_for_sale_tire_size_idx" ON "vehicles_for_sale" USING btree ("tire_size");
  CREATE INDEX "vehicles_for_sale_serial_number_idx" ON "vehicles_for_sale" USING btree ("serial_number");
  CREATE INDEX "vehicles_for_sale_sold_idx" ON "vehicles_for_sale" USING btree ("sold");
  CREATE INDEX "vehicles_for_sale_brand_slug_idx" ON "vehicles_for_sale" USING btree ("brand_slug");
  CREATE INDEX "vehicles_for_sale_model_slug_idx" ON "vehicles_for_sale" USING btree ("model_slug");
  CREATE INDEX "vehicles_for_sale_asking_price_idx" ON "vehicles_for_sale" USING btree ("asking_price");
  CREATE INDEX "isPublished_sold_askingPrice_idx" ON "vehicles_for_sale" USING btree ("is_published","sold","asking_price");
  CREATE INDEX "isPublished_sold_brandSlug_modelSlug_idx" ON "vehicles_for_sale" USING btree ("is_published","sold","brand_slug","model_slug");
  CREATE INDEX "payload_locked_documents_rels_inquiries_id_idx" ON "payload_locked_documents_rels" USING btree ("inquiries_id");
  CREATE INDEX "payload_locked_documents_rels_inquiry_photos_id_idx" ON "payload_locked_documents_rels" USING btree ("inquiry_photos_id");
  CREATE INDEX "payload_locked_documents_rels_price_watches_id_idx" ON "payload_locked_documents_rels" USING btree ("price_watches_id");`)
  // Cars saved before this migration get the search keys their save hook now sets.
  const { rows } = await db.execute(
    sql`SELECT "id", "brand", "model", "price", "sale_amount", "specification_colour" FROM "vehicles_for_sale";`,
  )
  for (const car of rows as CarRow[]) {
    const keys = saleSearchKeys(
      { brand: car.brand, model: car.model, price: Number(car.price), saleAmount: car.sale_amount === null ? null : Number(car.sale_amount), specification: { colour: car.specification_colour } },
      new Date(),
    )
    await db.execute(
      sql`UPDATE "vehicles_for_sale" SET "brand_slug" = ${keys.brandSlug}, "model_slug" = ${keys.modelSlug}, "color_slug" = ${keys.colorSlug}, "asking_price" = ${keys.askingPrice}, "discount" = ${keys.discount} WHERE "id" = ${car.id};`,
    )
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "vehicles_for_sale_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "vehicles_for_sale_additional_options" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "inquiries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "inquiries_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "inquiry_photos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "price_watches" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "vehicles_for_sale_features" CASCADE;
  DROP TABLE "vehicles_for_sale_additional_options" CASCADE;
  DROP TABLE "inquiries" CASCADE;
  DROP TABLE "inquiries_rels" CASCADE;
  DROP TABLE "inquiry_photos" CASCADE;
  DROP TABLE "price_watches" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_inquiries_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_inquiry_photos_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_price_watches_fk";
  
  ALTER TABLE "outbox_messages" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_outbox_messages_kind";
  CREATE TYPE "public"."enum_outbox_messages_kind" AS ENUM('booking-confirmation', 'payment-receipt', 'booking-change', 'booking-cancellation', 'staff-account');
  ALTER TABLE "outbox_messages" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_outbox_messages_kind" USING "kind"::"public"."enum_outbox_messages_kind";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'releaseLapsedBookings');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'releaseLapsedBookings');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "vehicles_for_sale_tire_size_idx";
  DROP INDEX "vehicles_for_sale_serial_number_idx";
  DROP INDEX "vehicles_for_sale_sold_idx";
  DROP INDEX "vehicles_for_sale_brand_slug_idx";
  DROP INDEX "vehicles_for_sale_model_slug_idx";
  DROP INDEX "vehicles_for_sale_asking_price_idx";
  DROP INDEX "isPublished_sold_askingPrice_idx";
  DROP INDEX "isPublished_sold_brandSlug_modelSlug_idx";
  DROP INDEX "payload_locked_documents_rels_inquiries_id_idx";
  DROP INDEX "payload_locked_documents_rels_inquiry_photos_id_idx";
  DROP INDEX "payload_locked_documents_rels_price_watches_id_idx";
  ALTER TABLE "vehicles_for_sale" DROP COLUMN "tire_size";
  ALTER TABLE "vehicles_for_sale" DROP COLUMN "serial_number";
  ALTER TABLE "vehicles_for_sale" DROP COLUMN "first_registration";
  ALTER TABLE "vehicles_for_sale" DROP COLUMN "cheaper_exchange";
  ALTER TABLE "vehicles_for_sale" DROP COLUMN "expensive_exchange";
  ALTER TABLE "vehicles_for_sale" DROP COLUMN "sold";
  ALTER TABLE "vehicles_for_sale" DROP COLUMN "sold_at";
  ALTER TABLE "vehicles_for_sale" DROP COLUMN "brand_slug";
  ALTER TABLE "vehicles_for_sale" DROP COLUMN "model_slug";
  ALTER TABLE "vehicles_for_sale" DROP COLUMN "color_slug";
  ALTER TABLE "vehicles_for_sale" DROP COLUMN "asking_price";
  ALTER TABLE "vehicles_for_sale" DROP COLUMN "discount";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "inquiries_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "inquiry_photos_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "price_watches_id";
  DROP TYPE "public"."enum_vehicles_for_sale_features";
  DROP TYPE "public"."enum_vehicles_for_sale_additional_options";
  DROP TYPE "public"."enum_inquiries_kind";
  DROP TYPE "public"."enum_inquiries_status";
  DROP TYPE "public"."enum_inquiries_details_payment";
  DROP TYPE "public"."enum_price_watches_status";`)
}
