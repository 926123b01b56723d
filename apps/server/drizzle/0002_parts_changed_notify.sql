-- Each instance keeps the parts (title, slug, part type) in memory for the typeahead and the dispatcher
-- (src/parts/part-title-index.ts). Every change to parts or part types, by any instance, the CSV import or a
-- hand-written fix, is announced on 'parts_changed' so they reload. PostgreSQL sends a NOTIFY only when its transaction commits and folds identical ones into one.
CREATE FUNCTION "notify_parts_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('parts_changed', '');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "parts_changed_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "parts"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_parts_changed"();
--> statement-breakpoint
CREATE TRIGGER "part_types_changed_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "part_types"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_parts_changed"();
