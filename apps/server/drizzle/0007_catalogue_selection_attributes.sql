CREATE TYPE "public"."pump_material_class" AS ENUM('cast-iron', 'ductile-iron', 'bronze-fitted', 'all-bronze', 'stainless-316', 'duplex', 'carbon-steel');--> statement-breakpoint
CREATE TYPE "public"."pump_orientation" AS ENUM('horizontal', 'vertical');--> statement-breakpoint
CREATE TYPE "public"."pump_shaft_seal" AS ENUM('mechanical', 'cartridge', 'packing', 'sealless');--> statement-breakpoint
ALTER TABLE "pump_models" ADD COLUMN "material_class" "pump_material_class";--> statement-breakpoint
ALTER TABLE "pump_models" ADD COLUMN "shaft_seals" "pump_shaft_seal"[] DEFAULT '{mechanical}' NOT NULL;--> statement-breakpoint
ALTER TABLE "pump_models" ADD COLUMN "orientation" "pump_orientation";--> statement-breakpoint
ALTER TABLE "pump_models" ADD CONSTRAINT "pump_models_shaft_seals_named" CHECK (cardinality("pump_models"."shaft_seals") >= 1);