CREATE TABLE "analytics_daily" (
	"day" date NOT NULL,
	"lang" text NOT NULL,
	"measure" text NOT NULL,
	"value" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "analytics_daily_day_measure_lang_value_pk" PRIMARY KEY("day","measure","lang","value"),
	CONSTRAINT "analytics_daily_value_length" CHECK (char_length("analytics_daily"."value") <= 200)
);
