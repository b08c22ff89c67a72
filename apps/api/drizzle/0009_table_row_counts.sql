-- Exact row counts kept by statement-level triggers, so an unfiltered list's total is one indexed read instead of
-- a count over the whole table. Filtered and searched totals still count their matches.
CREATE TABLE "table_row_counts" (
  "table_name" text PRIMARY KEY NOT NULL,
  "row_count" bigint NOT NULL
);--> statement-breakpoint
CREATE FUNCTION "table_row_counts_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "table_row_counts" SET "row_count" = "row_count" + (SELECT count(*) FROM "inserted_rows")
    WHERE "table_name" = TG_TABLE_NAME;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "table_row_counts_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "table_row_counts" SET "row_count" = "row_count" - (SELECT count(*) FROM "deleted_rows")
    WHERE "table_name" = TG_TABLE_NAME;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "table_row_counts_after_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "table_row_counts" SET "row_count" = 0 WHERE "table_name" = TG_TABLE_NAME;
  RETURN NULL;
END;
$$;--> statement-breakpoint
LOCK TABLE "training_programs" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
INSERT INTO "table_row_counts" ("table_name", "row_count") SELECT 'training_programs', count(*) FROM "training_programs";--> statement-breakpoint
CREATE TRIGGER "training_programs_count_insert" AFTER INSERT ON "training_programs"
  REFERENCING NEW TABLE AS "inserted_rows" FOR EACH STATEMENT EXECUTE FUNCTION "table_row_counts_after_insert"();--> statement-breakpoint
CREATE TRIGGER "training_programs_count_delete" AFTER DELETE ON "training_programs"
  REFERENCING OLD TABLE AS "deleted_rows" FOR EACH STATEMENT EXECUTE FUNCTION "table_row_counts_after_delete"();--> statement-breakpoint
CREATE TRIGGER "training_programs_count_truncate" AFTER TRUNCATE ON "training_programs"
  FOR EACH STATEMENT EXECUTE FUNCTION "table_row_counts_after_truncate"();
