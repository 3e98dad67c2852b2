import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_handover_photos_stage" AS ENUM('check-out');
  ALTER TYPE "public"."enum_audit_entries_action" ADD VALUE 'check-out';
  CREATE TABLE "handover_photos" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"booking_id" integer NOT NULL,
  	"stage" "enum_handover_photos_stage" DEFAULT 'check-out' NOT NULL,
  	"note" varchar,
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
  
  CREATE TABLE "bookings_check_out_damage" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"note" varchar NOT NULL,
  	"photo_id" integer
  );
  
  ALTER TABLE "bookings" ADD COLUMN "check_out_recorded_at" timestamp(3) with time zone;
  ALTER TABLE "bookings" ADD COLUMN "check_out_recorded_by" varchar;
  ALTER TABLE "bookings" ADD COLUMN "check_out_vehicle_id" integer;
  ALTER TABLE "bookings" ADD COLUMN "check_out_mileage" numeric;
  ALTER TABLE "bookings" ADD COLUMN "check_out_fuel_eighths" numeric;
  ALTER TABLE "bookings" ADD COLUMN "check_out_licence_checked" boolean DEFAULT false;
  ALTER TABLE "bookings" ADD COLUMN "check_out_extra_drivers_present" boolean DEFAULT false;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "handover_photos_id" integer;
  ALTER TABLE "handover_photos" ADD CONSTRAINT "handover_photos_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "bookings_check_out_damage" ADD CONSTRAINT "bookings_check_out_damage_photo_id_handover_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."handover_photos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "bookings_check_out_damage" ADD CONSTRAINT "bookings_check_out_damage_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "handover_photos_booking_idx" ON "handover_photos" USING btree ("booking_id");
  CREATE INDEX "handover_photos_updated_at_idx" ON "handover_photos" USING btree ("updated_at");
  CREATE INDEX "handover_photos_created_at_idx" ON "handover_photos" USING btree ("created_at");
  CREATE UNIQUE INDEX "handover_photos_filename_idx" ON "handover_photos" USING btree ("filename");
  CREATE INDEX "handover_photos_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "handover_photos" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "bookings_check_out_damage_order_idx" ON "bookings_check_out_damage" USING btree ("_order");
  CREATE INDEX "bookings_check_out_damage_parent_id_idx" ON "bookings_check_out_damage" USING btree ("_parent_id");
  CREATE INDEX "bookings_check_out_damage_photo_idx" ON "bookings_check_out_damage" USING btree ("photo_id");
  ALTER TABLE "bookings" ADD CONSTRAINT "bookings_check_out_vehicle_id_vehicles_id_fk" FOREIGN KEY ("check_out_vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_handover_photos_fk" FOREIGN KEY ("handover_photos_id") REFERENCES "public"."handover_photos"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "bookings_check_out_check_out_vehicle_idx" ON "bookings" USING btree ("check_out_vehicle_id");
  CREATE INDEX "payload_locked_documents_rels_handover_photos_id_idx" ON "payload_locked_documents_rels" USING btree ("handover_photos_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "handover_photos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "bookings_check_out_damage" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "handover_photos" CASCADE;
  DROP TABLE "bookings_check_out_damage" CASCADE;
  ALTER TABLE "bookings" DROP CONSTRAINT "bookings_check_out_vehicle_id_vehicles_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_handover_photos_fk";
  
  ALTER TABLE "audit_entries" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_entries_action";
  CREATE TYPE "public"."enum_audit_entries_action" AS ENUM('cancel-booking', 'cancel-waiving-fee', 'confirm-request', 'decline-request', 'refund', 'send-payment-link', 'change-booking', 'resend-mail', 'export-data', 'anonymise', 'authorise-deposit', 'capture-deposit', 'release-deposit', 'assign-unit');
  ALTER TABLE "audit_entries" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_entries_action" USING "action"::"public"."enum_audit_entries_action";
  DROP INDEX "bookings_check_out_check_out_vehicle_idx";
  DROP INDEX "payload_locked_documents_rels_handover_photos_id_idx";
  ALTER TABLE "bookings" DROP COLUMN "check_out_recorded_at";
  ALTER TABLE "bookings" DROP COLUMN "check_out_recorded_by";
  ALTER TABLE "bookings" DROP COLUMN "check_out_vehicle_id";
  ALTER TABLE "bookings" DROP COLUMN "check_out_mileage";
  ALTER TABLE "bookings" DROP COLUMN "check_out_fuel_eighths";
  ALTER TABLE "bookings" DROP COLUMN "check_out_licence_checked";
  ALTER TABLE "bookings" DROP COLUMN "check_out_extra_drivers_present";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "handover_photos_id";
  DROP TYPE "public"."enum_handover_photos_stage";`)
}
