DROP INDEX "training_programs_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "training_programs" ADD COLUMN "name_search" text GENERATED ALWAYS AS (lower(name)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "training_programs_name_search_trgm_idx" ON "training_programs" USING gin ("name_search" gin_trgm_ops);