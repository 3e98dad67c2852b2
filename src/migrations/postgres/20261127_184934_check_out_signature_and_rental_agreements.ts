import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_handover_photos_kind" AS ENUM('damage', 'signature', 'renter');
  CREATE TYPE "public"."enum_bookings_check_out_damage_zone" AS ENUM('front', 'bonnet', 'windscreen', 'roof', 'rear-window', 'boot', 'rear', 'left-front', 'left-rear', 'right-front', 'right-rear', 'wheels', 'interior');
  ALTER TYPE "public"."enum_audit_entries_action" ADD VALUE 'sign-check-out';
  ALTER TYPE "public"."enum_outbox_messages_kind" ADD VALUE 'rental-agreement' BEFORE 'sale-inquiry';
  CREATE TABLE "rental_agreements" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"booking_id" integer NOT NULL,
  	"locale" varchar NOT NULL,
  	"signed_at" timestamp(3) with time zone NOT NULL,
  	"prefix" varchar DEFAULT 'rental-agreements',
  	"_objectkey" varchar,
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
  	"focal_y" numeric
  );
  
  ALTER TABLE "handover_photos" ADD COLUMN "kind" "enum_handover_photos_kind" DEFAULT 'damage' NOT NULL;
  ALTER TABLE "bookings_check_out_damage" ADD COLUMN "zone" "enum_bookings_check_out_damage_zone";
  ALTER TABLE "bookings" ADD COLUMN "check_out_signed_at" timestamp(3) with time zone;
  ALTER TABLE "bookings" ADD COLUMN "check_out_signature_id" integer;
  ALTER TABLE "bookings" ADD COLUMN "check_out_agreement_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "rental_agreements_id" integer;
  ALTER TABLE "rental_agreements" ADD CONSTRAINT "rental_agreements_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "rental_agreements_booking_idx" ON "rental_agreements" USING btree ("booking_id");
  CREATE INDEX "rental_agreements_updated_at_idx" ON "rental_agreements" USING btree ("updated_at");
  CREATE INDEX "rental_agreements_created_at_idx" ON "rental_agreements" USING btree ("created_at");
  CREATE UNIQUE INDEX "rental_agreements_filename_idx" ON "rental_agreements" USING btree ("filename");
  ALTER TABLE "bookings" ADD CONSTRAINT "bookings_check_out_signature_id_handover_photos_id_fk" FOREIGN KEY ("check_out_signature_id") REFERENCES "public"."handover_photos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "bookings" ADD CONSTRAINT "bookings_check_out_agreement_id_rental_agreements_id_fk" FOREIGN KEY ("check_out_agreement_id") REFERENCES "public"."rental_agreements"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_rental_agreements_fk" FOREIGN KEY ("rental_agreements_id") REFERENCES "public"."rental_agreements"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "bookings_check_out_check_out_signature_idx" ON "bookings" USING btree ("check_out_signature_id");
  CREATE INDEX "bookings_check_out_check_out_agreement_idx" ON "bookings" USING btree ("check_out_agreement_id");
  CREATE INDEX "payload_locked_documents_rels_rental_agreements_id_idx" ON "payload_locked_documents_rels" USING btree ("rental_agreements_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "rental_agreements" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "rental_agreements" CASCADE;
  ALTER TABLE "bookings" DROP CONSTRAINT "bookings_check_out_signature_id_handover_photos_id_fk";
  
  ALTER TABLE "bookings" DROP CONSTRAINT "bookings_check_out_agreement_id_rental_agreements_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_rental_agreements_fk";
  
  ALTER TABLE "audit_entries" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_entries_action";
  CREATE TYPE "public"."enum_audit_entries_action" AS ENUM('cancel-booking', 'cancel-waiving-fee', 'confirm-request', 'decline-request', 'refund', 'send-payment-link', 'change-booking', 'resend-mail', 'export-data', 'anonymise', 'authorise-deposit', 'capture-deposit', 'release-deposit', 'assign-unit', 'check-out');
  ALTER TABLE "audit_entries" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_entries_action" USING "action"::"public"."enum_audit_entries_action";
  ALTER TABLE "outbox_messages" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_outbox_messages_kind";
  CREATE TYPE "public"."enum_outbox_messages_kind" AS ENUM('booking-confirmation', 'payment-receipt', 'booking-change', 'booking-cancellation', 'booking-request', 'request-confirmed', 'request-declined', 'payment-link', 'staff-refund', 'sale-inquiry', 'price-watch-confirm', 'price-watch-alert', 'staff-account');
  ALTER TABLE "outbox_messages" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_outbox_messages_kind" USING "kind"::"public"."enum_outbox_messages_kind";
  DROP INDEX "bookings_check_out_check_out_signature_idx";
  DROP INDEX "bookings_check_out_check_out_agreement_idx";
  DROP INDEX "payload_locked_documents_rels_rental_agreements_id_idx";
  ALTER TABLE "handover_photos" DROP COLUMN "kind";
  ALTER TABLE "bookings_check_out_damage" DROP COLUMN "zone";
  ALTER TABLE "bookings" DROP COLUMN "check_out_signed_at";
  ALTER TABLE "bookings" DROP COLUMN "check_out_signature_id";
  ALTER TABLE "bookings" DROP COLUMN "check_out_agreement_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "rental_agreements_id";
  DROP TYPE "public"."enum_handover_photos_kind";
  DROP TYPE "public"."enum_bookings_check_out_damage_zone";`)
}
