CREATE TYPE "public"."attribute_type" AS ENUM('text', 'number', 'checkbox', 'radio', 'select', 'searchable_select', 'editable_select');--> statement-breakpoint
CREATE TYPE "public"."email_token_purpose" AS ENUM('activation', 'password_reset');--> statement-breakpoint
CREATE TYPE "public"."lead_time_unit" AS ENUM('days', 'weeks');--> statement-breakpoint
CREATE TYPE "public"."review_status" AS ENUM('submitted', 'selected', 'ordered', 'withdrawn');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('pending_payment', 'paid', 'in_fulfilment', 'shipped', 'delivered', 'cancelled', 'refunded');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('unpaid', 'processing', 'succeeded', 'failed', 'refunded');--> statement-breakpoint
CREATE TYPE "public"."payment_provider" AS ENUM('stripe', 'sandbox');--> statement-breakpoint
CREATE TYPE "public"."pump_type" AS ENUM('end_suction', 'inline', 'split_case', 'multistage', 'vertical_turbine', 'submersible');--> statement-breakpoint
CREATE TYPE "public"."attachment_visibility" AS ENUM('internal', 'assigned_suppliers', 'customer');--> statement-breakpoint
CREATE TYPE "public"."request_status" AS ENUM('pending_activation', 'submitted', 'offered', 'offers_selected', 'ordered', 'completed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."mail_status" AS ENUM('pending', 'sending', 'sent', 'failed');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('customer', 'supplier', 'admin');--> statement-breakpoint
CREATE TABLE "attribute_units" (
	"attribute_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "attribute_units_attribute_id_unit_id_pk" PRIMARY KEY("attribute_id","unit_id")
);
--> statement-breakpoint
CREATE TABLE "attributes" (
	"id" serial PRIMARY KEY NOT NULL,
	"classification_id" integer NOT NULL,
	"title" text NOT NULL,
	"type" "attribute_type" NOT NULL,
	"options" text[] DEFAULT '{}'::text[] NOT NULL,
	"min_value" double precision,
	"max_value" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "classifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "units" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "units_title_unique" UNIQUE("title")
);
--> statement-breakpoint
CREATE TABLE "email_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" "email_token_purpose" NOT NULL,
	"token_hash" text NOT NULL,
	"next_path" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "oidc_identities" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"email" text,
	"email_verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone,
	CONSTRAINT "oidc_identities_issuer_subject_unique" UNIQUE("issuer","subject")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"csrf_secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "review_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"review_id" integer NOT NULL,
	"uploaded_by_id" integer,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_attachments_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "review_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"review_id" integer NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"cost_minor" bigint NOT NULL,
	"currency" char(3) DEFAULT 'USD' NOT NULL,
	"cost_unit" text NOT NULL,
	"lead_time" integer NOT NULL,
	"lead_time_unit" "lead_time_unit" DEFAULT 'weeks' NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"valid_until" date,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_versions_review_id_version_unique" UNIQUE("review_id","version")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"title" text NOT NULL,
	"cost_minor" bigint NOT NULL,
	"currency" char(3) DEFAULT 'USD' NOT NULL,
	"cost_unit" text NOT NULL,
	"lead_time" integer NOT NULL,
	"lead_time_unit" "lead_time_unit" DEFAULT 'weeks' NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"valid_until" date,
	"notes" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"status" "review_status" DEFAULT 'submitted' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_cost_positive" CHECK ("reviews"."cost_minor" > 0),
	CONSTRAINT "reviews_lead_time_non_negative" CHECK ("reviews"."lead_time" >= 0),
	CONSTRAINT "reviews_quantity_positive" CHECK ("reviews"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "selected_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"review_id" integer NOT NULL,
	"selected_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"chosen_at" timestamp with time zone,
	CONSTRAINT "selected_reviews_request_id_review_id_unique" UNIQUE("request_id","review_id")
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"phone_no" text DEFAULT '' NOT NULL,
	"street_no" text NOT NULL,
	"building_suit_no" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"review_id" integer NOT NULL,
	"review_version" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit_cost_minor" bigint NOT NULL,
	"subtotal_minor" bigint NOT NULL,
	"tax_minor" bigint DEFAULT 0 NOT NULL,
	"total_minor" bigint NOT NULL,
	"currency" char(3) DEFAULT 'USD' NOT NULL,
	"status" "order_status" DEFAULT 'pending_payment' NOT NULL,
	"payment_status" "payment_status" DEFAULT 'unpaid' NOT NULL,
	"payment_method" text NOT NULL,
	"billing_address_id" integer NOT NULL,
	"shipping_address_id" integer NOT NULL,
	"po_number" text,
	"reference" text,
	"tracking_carrier" text,
	"tracking_number" text,
	"paid_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_request_id_unique" UNIQUE("request_id"),
	CONSTRAINT "orders_quantity_positive" CHECK ("orders"."quantity" >= 1),
	CONSTRAINT "orders_amounts_consistent" CHECK ("orders"."subtotal_minor" >= 0 and "orders"."tax_minor" >= 0 and "orders"."total_minor" = "orders"."subtotal_minor" + "orders"."tax_minor")
);
--> statement-breakpoint
CREATE TABLE "part_classification_attributes" (
	"id" serial PRIMARY KEY NOT NULL,
	"part_classification_id" integer NOT NULL,
	"attribute_id" integer NOT NULL,
	"is_optional" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "part_classification_attributes_pc_id_attribute_id_unique" UNIQUE("part_classification_id","attribute_id")
);
--> statement-breakpoint
CREATE TABLE "part_classifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"part_id" integer NOT NULL,
	"classification_id" integer NOT NULL,
	"is_optional" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "part_classifications_part_id_classification_id_unique" UNIQUE("part_id","classification_id")
);
--> statement-breakpoint
CREATE TABLE "part_slug_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"part_id" integer NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "part_slug_history_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "part_suppliers" (
	"id" serial PRIMARY KEY NOT NULL,
	"part_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "part_suppliers_part_id_supplier_id_unique" UNIQUE("part_id","supplier_id")
);
--> statement-breakpoint
CREATE TABLE "part_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"config" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parts" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"part_type_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parts_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "payment_events_provider_event_id_unique" UNIQUE("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"provider_ref" text NOT NULL,
	"client_secret" text,
	"amount_minor" bigint NOT NULL,
	"currency" char(3) DEFAULT 'USD' NOT NULL,
	"status" "payment_status" DEFAULT 'unpaid' NOT NULL,
	"last_error" text,
	"refund_ref" text,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_provider_ref_unique" UNIQUE("provider","provider_ref"),
	CONSTRAINT "payments_order_id_provider_unique" UNIQUE("order_id","provider"),
	CONSTRAINT "payments_refund_ref_unique" UNIQUE("refund_ref"),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "pump_curve_points" (
	"model_id" integer NOT NULL,
	"point_index" integer NOT NULL,
	"flow_gpm" double precision NOT NULL,
	"head_ft" double precision NOT NULL,
	"efficiency_pct" double precision,
	"npshr_ft" double precision,
	"power_hp" double precision,
	CONSTRAINT "pump_curve_points_model_id_point_index_pk" PRIMARY KEY("model_id","point_index")
);
--> statement-breakpoint
CREATE TABLE "pump_manufacturers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"website" text,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pump_manufacturers_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "pump_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"series_id" integer NOT NULL,
	"model" text NOT NULL,
	"pump_type" "pump_type" NOT NULL,
	"nominal_speed_rpm" integer NOT NULL,
	"frequency_hz" integer DEFAULT 60 NOT NULL,
	"impeller_min_diameter_in" double precision NOT NULL,
	"impeller_max_diameter_in" double precision NOT NULL,
	"stages" integer DEFAULT 1 NOT NULL,
	"suction_nozzle_in" double precision NOT NULL,
	"discharge_nozzle_in" double precision NOT NULL,
	"min_continuous_stable_flow_gpm" double precision,
	"materials" text DEFAULT '' NOT NULL,
	"list_price_minor" bigint,
	"currency" char(3) DEFAULT 'USD' NOT NULL,
	"lead_time_weeks" integer,
	"product_url" text,
	"data_source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pump_models_series_id_model_speed_unique" UNIQUE("series_id","model","nominal_speed_rpm"),
	CONSTRAINT "pump_models_impeller_range" CHECK ("pump_models"."impeller_min_diameter_in" > 0 and "pump_models"."impeller_min_diameter_in" <= "pump_models"."impeller_max_diameter_in"),
	CONSTRAINT "pump_models_stages_positive" CHECK ("pump_models"."stages" >= 1)
);
--> statement-breakpoint
CREATE TABLE "pump_series" (
	"id" serial PRIMARY KEY NOT NULL,
	"manufacturer_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pump_series_manufacturer_id_name_unique" UNIQUE("manufacturer_id","name")
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"search_session_id" uuid,
	"user_id" integer,
	"search_params" jsonb,
	"first_principles_results" jsonb,
	"pump_matches" jsonb,
	"fp_analysis_liked" text,
	"fp_analysis_disliked" text,
	"pump_matches_liked" text,
	"pump_matches_disliked" text,
	"nps_score" integer,
	"user_email" text,
	"follow_up_requested" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_nps_score_range" CHECK ("feedback"."nps_score" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "search_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer,
	"part_id" integer,
	"request_id" integer,
	"params" jsonb NOT NULL,
	"results" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"uploaded_by_id" integer,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"visibility" "attachment_visibility" DEFAULT 'assigned_suppliers' NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_attachments_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "request_declines" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_declines_request_id_supplier_id_unique" UNIQUE("request_id","supplier_id")
);
--> statement-breakpoint
CREATE TABLE "requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"part_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"answer" jsonb NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"zip_code" text,
	"status" "request_status" DEFAULT 'submitted' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "requests_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "requests_quantity_positive" CHECK ("requests"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_id" integer,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"route" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_route_unique" UNIQUE("user_id","key","route")
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"status" "mail_status" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"send_after" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"dedupe_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_outbox_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
CREATE TABLE "rate_limit_buckets" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_limit_buckets_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"role" "user_role" DEFAULT 'customer' NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"password_hash" text,
	"is_active" boolean DEFAULT false NOT NULL,
	"email_verified_at" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username"),
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_email_lower_case" CHECK ("users"."email" = lower("users"."email"))
);
--> statement-breakpoint
ALTER TABLE "attribute_units" ADD CONSTRAINT "attribute_units_attribute_id_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_units" ADD CONSTRAINT "attribute_units_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attributes" ADD CONSTRAINT "attributes_classification_id_classifications_id_fk" FOREIGN KEY ("classification_id") REFERENCES "public"."classifications"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oidc_identities" ADD CONSTRAINT "oidc_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_attachments" ADD CONSTRAINT "review_attachments_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_attachments" ADD CONSTRAINT "review_attachments_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_versions" ADD CONSTRAINT "review_versions_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_supplier_id_users_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selected_reviews" ADD CONSTRAINT "selected_reviews_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selected_reviews" ADD CONSTRAINT "selected_reviews_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selected_reviews" ADD CONSTRAINT "selected_reviews_selected_by_id_users_id_fk" FOREIGN KEY ("selected_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_supplier_id_users_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_billing_address_id_addresses_id_fk" FOREIGN KEY ("billing_address_id") REFERENCES "public"."addresses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipping_address_id_addresses_id_fk" FOREIGN KEY ("shipping_address_id") REFERENCES "public"."addresses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_review_version_fk" FOREIGN KEY ("review_id","review_version") REFERENCES "public"."review_versions"("review_id","version") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_classification_attributes" ADD CONSTRAINT "part_classification_attributes_attribute_id_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attributes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_classification_attributes" ADD CONSTRAINT "part_classification_attributes_pc_id_fk" FOREIGN KEY ("part_classification_id") REFERENCES "public"."part_classifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_classifications" ADD CONSTRAINT "part_classifications_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_classifications" ADD CONSTRAINT "part_classifications_classification_id_classifications_id_fk" FOREIGN KEY ("classification_id") REFERENCES "public"."classifications"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_slug_history" ADD CONSTRAINT "part_slug_history_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_suppliers" ADD CONSTRAINT "part_suppliers_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_suppliers" ADD CONSTRAINT "part_suppliers_supplier_id_users_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parts" ADD CONSTRAINT "parts_part_type_id_part_types_id_fk" FOREIGN KEY ("part_type_id") REFERENCES "public"."part_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pump_curve_points" ADD CONSTRAINT "pump_curve_points_model_id_pump_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."pump_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pump_models" ADD CONSTRAINT "pump_models_series_id_pump_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."pump_series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pump_series" ADD CONSTRAINT "pump_series_manufacturer_id_pump_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."pump_manufacturers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_search_session_id_search_sessions_id_fk" FOREIGN KEY ("search_session_id") REFERENCES "public"."search_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_sessions" ADD CONSTRAINT "search_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_sessions" ADD CONSTRAINT "search_sessions_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_sessions" ADD CONSTRAINT "search_sessions_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_attachments" ADD CONSTRAINT "request_attachments_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_attachments" ADD CONSTRAINT "request_attachments_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_declines" ADD CONSTRAINT "request_declines_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_declines" ADD CONSTRAINT "request_declines_supplier_id_users_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attribute_units_unit_id_idx" ON "attribute_units" USING btree ("unit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "attributes_classification_id_title_lower_unique" ON "attributes" USING btree ("classification_id",lower("title"));--> statement-breakpoint
CREATE UNIQUE INDEX "classifications_title_lower_unique" ON "classifications" USING btree (lower("title"));--> statement-breakpoint
CREATE INDEX "email_tokens_user_id_purpose_idx" ON "email_tokens" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "email_tokens_expires_at_idx" ON "email_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "oidc_identities_user_id_idx" ON "oidc_identities" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "review_attachments_review_id_idx" ON "review_attachments" USING btree ("review_id");--> statement-breakpoint
CREATE INDEX "reviews_request_id_idx" ON "reviews" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "reviews_supplier_id_idx" ON "reviews" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "selected_reviews_review_id_idx" ON "selected_reviews" USING btree ("review_id");--> statement-breakpoint
CREATE UNIQUE INDEX "selected_reviews_one_chosen_per_request" ON "selected_reviews" USING btree ("request_id") WHERE "selected_reviews"."chosen_at" is not null;--> statement-breakpoint
CREATE INDEX "addresses_user_id_idx" ON "addresses" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "orders_customer_id_created_at_idx" ON "orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_supplier_id_created_at_idx" ON "orders" USING btree ("supplier_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_review_id_idx" ON "orders" USING btree ("review_id");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");--> statement-breakpoint
CREATE INDEX "part_classification_attributes_attribute_id_idx" ON "part_classification_attributes" USING btree ("attribute_id");--> statement-breakpoint
CREATE INDEX "part_classifications_classification_id_idx" ON "part_classifications" USING btree ("classification_id");--> statement-breakpoint
CREATE INDEX "part_slug_history_part_id_idx" ON "part_slug_history" USING btree ("part_id");--> statement-breakpoint
CREATE INDEX "part_suppliers_supplier_id_idx" ON "part_suppliers" USING btree ("supplier_id");--> statement-breakpoint
CREATE UNIQUE INDEX "part_types_name_lower_unique" ON "part_types" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "parts_title_lower_idx" ON "parts" USING btree (lower("title"));--> statement-breakpoint
CREATE INDEX "parts_part_type_id_idx" ON "parts" USING btree ("part_type_id");--> statement-breakpoint
CREATE INDEX "payment_events_unprocessed_idx" ON "payment_events" USING btree ("received_at") WHERE "payment_events"."processed_at" is null;--> statement-breakpoint
CREATE INDEX "pump_models_pump_type_idx" ON "pump_models" USING btree ("pump_type");--> statement-breakpoint
CREATE INDEX "feedback_search_session_id_idx" ON "feedback" USING btree ("search_session_id");--> statement-breakpoint
CREATE INDEX "feedback_created_at_idx" ON "feedback" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "search_sessions_user_id_created_at_idx" ON "search_sessions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "search_sessions_request_id_idx" ON "search_sessions" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "request_attachments_request_id_idx" ON "request_attachments" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "request_declines_supplier_id_idx" ON "request_declines" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "requests_customer_id_created_at_idx" ON "requests" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "requests_part_id_created_at_idx" ON "requests" USING btree ("part_id","created_at");--> statement-breakpoint
CREATE INDEX "requests_status_idx" ON "requests" USING btree ("status");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_id_idx" ON "audit_log" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_status_send_after_idx" ON "mail_outbox" USING btree ("status","send_after");--> statement-breakpoint
CREATE INDEX "rate_limit_buckets_expires_at_idx" ON "rate_limit_buckets" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");