CREATE TABLE "site_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"contact_email" text,
	"contact_phone" text,
	"helpline_phone" text,
	"facebook_url" text,
	"instagram_url" text,
	"instagram_handle" text,
	"whatsapp_invite_url" text,
	"analytics_dashboard_url" text,
	"is_example" boolean DEFAULT false NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_settings_single_row" CHECK ("site_settings"."id" = 1)
);
