-- Files are deleted without knowing their owners (DELETE /files/delete/{id}); the image_file_id foreign key
-- sets the program's reference to null, and this trigger clears the copied image path with it.
CREATE FUNCTION "training_programs_image_follows_file"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."image_file_id" IS NULL AND OLD."image_file_id" IS NOT NULL THEN
    NEW."image" := NULL;
    NEW."updated_at" := now();
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "training_programs_image_follows_file" BEFORE UPDATE OF "image_file_id" ON "training_programs"
  FOR EACH ROW EXECUTE FUNCTION "training_programs_image_follows_file"();
