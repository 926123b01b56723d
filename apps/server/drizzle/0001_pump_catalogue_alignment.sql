CREATE TABLE "pump_catalogue_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pump_catalogue_state_single_row" CHECK ("pump_catalogue_state"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "pump_models" ALTER COLUMN "pump_type" SET DATA TYPE text;--> statement-breakpoint
DROP TYPE "public"."pump_type";--> statement-breakpoint
CREATE TYPE "public"."pump_type" AS ENUM('end-suction', 'inline', 'split-case', 'vertical-multistage', 'horizontal-multistage', 'vertical-turbine', 'submersible');--> statement-breakpoint
ALTER TABLE "pump_models" ALTER COLUMN "pump_type" SET DATA TYPE "public"."pump_type" USING "pump_type"::"public"."pump_type";--> statement-breakpoint
ALTER TABLE "pump_models" ALTER COLUMN "nominal_speed_rpm" SET DATA TYPE double precision;--> statement-breakpoint
ALTER TABLE "pump_models" ADD COLUMN "public_id" text NOT NULL;--> statement-breakpoint
ALTER TABLE "pump_models" ADD COLUMN "variable_speed_min_rpm" double precision;--> statement-breakpoint
ALTER TABLE "pump_models" ADD COLUMN "variable_speed_max_rpm" double precision;--> statement-breakpoint
ALTER TABLE "pump_models" ADD COLUMN "material_casing" text NOT NULL;--> statement-breakpoint
ALTER TABLE "pump_models" ADD COLUMN "material_impeller" text NOT NULL;--> statement-breakpoint
ALTER TABLE "pump_models" ADD COLUMN "material_shaft" text;--> statement-breakpoint
ALTER TABLE "pump_models" DROP COLUMN "materials";--> statement-breakpoint
ALTER TABLE "pump_models" ADD CONSTRAINT "pump_models_public_id_unique" UNIQUE("public_id");--> statement-breakpoint
ALTER TABLE "pump_models" ADD CONSTRAINT "pump_models_frequency" CHECK ("pump_models"."frequency_hz" in (50, 60));--> statement-breakpoint
ALTER TABLE "pump_models" ADD CONSTRAINT "pump_models_variable_speed_range" CHECK (("pump_models"."variable_speed_min_rpm" is null) = ("pump_models"."variable_speed_max_rpm" is null) and ("pump_models"."variable_speed_min_rpm" is null or ("pump_models"."variable_speed_min_rpm" > 0 and "pump_models"."variable_speed_min_rpm" <= "pump_models"."variable_speed_max_rpm")));