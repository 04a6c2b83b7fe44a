CREATE TYPE "public"."cefr_level" AS ENUM('A1', 'A2', 'B1', 'B2', 'C1', 'C2');--> statement-breakpoint
CREATE TYPE "public"."account_type" AS ENUM('trial', 'paid');--> statement-breakpoint
CREATE TYPE "public"."gender" AS ENUM('male', 'female', 'other');--> statement-breakpoint
CREATE TYPE "public"."role" AS ENUM('learner', 'teacher', 'admin');--> statement-breakpoint
CREATE TYPE "public"."subscription_plan" AS ENUM('normal', 'pro');--> statement-breakpoint
CREATE TYPE "public"."ui_language" AS ENUM('vi', 'en');--> statement-breakpoint
CREATE TYPE "public"."user_status" AS ENUM('active', 'deactivated');--> statement-breakpoint
CREATE TYPE "public"."site_image_kind" AS ENUM('home_slider', 'problem', 'trial');--> statement-breakpoint
CREATE TYPE "public"."web_vital_name" AS ENUM('LCP', 'INP', 'CLS', 'FCP', 'TTFB');--> statement-breakpoint
CREATE TABLE "careers" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"name_vi" varchar(120) NOT NULL,
	"name_en" varchar(120) NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "districts" (
	"id" varchar(5) PRIMARY KEY NOT NULL,
	"province_id" varchar(5) NOT NULL,
	"name" varchar(120) NOT NULL,
	"type" varchar(60) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grammars" (
	"id" varchar(80) PRIMARY KEY NOT NULL,
	"level" "cefr_level" NOT NULL,
	"name_vi" varchar(160) NOT NULL,
	"name_en" varchar(160) NOT NULL,
	"description_vi" text NOT NULL,
	"description_en" text NOT NULL,
	"examples" jsonb NOT NULL,
	"search_text" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"id" varchar(2) PRIMARY KEY NOT NULL,
	"native_name" varchar(120) NOT NULL,
	"name_vi" varchar(120) NOT NULL,
	"name_en" varchar(120) NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "levels" (
	"id" "cefr_level" PRIMARY KEY NOT NULL,
	"name_vi" varchar(120) NOT NULL,
	"name_en" varchar(120) NOT NULL,
	"description_vi" text NOT NULL,
	"description_en" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nations" (
	"id" varchar(2) PRIMARY KEY NOT NULL,
	"name_vi" varchar(120) NOT NULL,
	"name_en" varchar(120) NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provinces" (
	"id" varchar(5) PRIMARY KEY NOT NULL,
	"nation_id" varchar(2) NOT NULL,
	"name" varchar(120) NOT NULL,
	"type" varchar(60) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wards" (
	"id" varchar(5) PRIMARY KEY NOT NULL,
	"district_id" varchar(5) NOT NULL,
	"name" varchar(120) NOT NULL,
	"type" varchar(60) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" varchar(300)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" varchar(254) NOT NULL,
	"password_hash" text,
	"full_name" varchar(120),
	"role" "role" DEFAULT 'learner' NOT NULL,
	"status" "user_status" DEFAULT 'active' NOT NULL,
	"account_type" "account_type" DEFAULT 'trial' NOT NULL,
	"subscription_plan" "subscription_plan",
	"subscription_expires_at" timestamp with time zone,
	"language" "ui_language" DEFAULT 'vi' NOT NULL,
	"date_of_birth" date,
	"gender" "gender",
	"career_id" varchar(64),
	"nation_id" varchar(2),
	"phone" varchar(20),
	"province_id" varchar(5),
	"district_id" varchar(5),
	"ward_id" varchar(5),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" varchar(80) PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_views" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"path" varchar(500) NOT NULL,
	"user_id" uuid,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_images" (
	"id" varchar(80) PRIMARY KEY NOT NULL,
	"kind" "site_image_kind" NOT NULL,
	"image_url" varchar(300) NOT NULL,
	"title_vi" varchar(200) NOT NULL,
	"title_en" varchar(200) NOT NULL,
	"text_vi" text NOT NULL,
	"text_en" text NOT NULL,
	"link" varchar(300),
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "static_pages" (
	"url" varchar(200) PRIMARY KEY NOT NULL,
	"title_vi" varchar(200) NOT NULL,
	"title_en" varchar(200) NOT NULL,
	"content_vi" text NOT NULL,
	"content_en" text NOT NULL,
	"show_in_footer" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "web_vitals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"path" varchar(500) NOT NULL,
	"name" "web_vital_name" NOT NULL,
	"value" real NOT NULL,
	"measured_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "districts" ADD CONSTRAINT "districts_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provinces" ADD CONSTRAINT "provinces_nation_id_nations_id_fk" FOREIGN KEY ("nation_id") REFERENCES "public"."nations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wards" ADD CONSTRAINT "wards_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_career_id_careers_id_fk" FOREIGN KEY ("career_id") REFERENCES "public"."careers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_nation_id_nations_id_fk" FOREIGN KEY ("nation_id") REFERENCES "public"."nations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_ward_id_wards_id_fk" FOREIGN KEY ("ward_id") REFERENCES "public"."wards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_views" ADD CONSTRAINT "page_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "districts_province_idx" ON "districts" USING btree ("province_id");--> statement-breakpoint
CREATE INDEX "provinces_nation_idx" ON "provinces" USING btree ("nation_id");--> statement-breakpoint
CREATE INDEX "wards_district_idx" ON "wards" USING btree ("district_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");--> statement-breakpoint
CREATE INDEX "page_views_viewed_at_idx" ON "page_views" USING btree ("viewed_at");--> statement-breakpoint
CREATE INDEX "page_views_path_idx" ON "page_views" USING btree ("path");--> statement-breakpoint
CREATE INDEX "site_images_kind_idx" ON "site_images" USING btree ("kind","sort_order");--> statement-breakpoint
CREATE INDEX "web_vitals_path_name_idx" ON "web_vitals" USING btree ("path","name","measured_at");