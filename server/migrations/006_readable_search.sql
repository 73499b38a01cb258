-- Search matches what a person can read (issue 18, item 8). A structured summary is stored as JSON
-- (a list of {timestamp, title, bullets}, sometimes in ``` fences: domain/summaryBody.ts); searching
-- the stored text found "bullets", "timestamp" and "{" in every one of them. search_text holds the
-- card's words instead: the title, then each section's timestamp, title and bullets; plain-text
-- summaries as they are. It is a generated column, so every write keeps it right.

-- IMMUTABLE: the answer depends on the arguments alone (the JSON parse is deterministic).
CREATE FUNCTION summary_search_text(title text, body text) RETURNS text
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  unfenced text := btrim(body, E' \t\r\n');
  doc jsonb;
  section jsonb;
  words text := title;
BEGIN
  IF unfenced LIKE '```%' AND unfenced LIKE '%```' AND length(unfenced) >= 6 THEN
    unfenced := btrim(regexp_replace(left(unfenced, -3), '^```[a-zA-Z]*', ''), E' \t\r\n');
  END IF;
  IF left(unfenced, 1) <> '[' THEN
    RETURN title || E'\n' || body;
  END IF;
  BEGIN
    doc := unfenced::jsonb;
  EXCEPTION WHEN others THEN
    RETURN title || E'\n' || body;
  END;
  IF jsonb_typeof(doc) <> 'array' OR jsonb_array_length(doc) = 0 THEN
    RETURN title || E'\n' || body;
  END IF;
  -- The same test as parseSummaryBody: every element a section, or the text is shown as it is.
  FOR section IN SELECT value FROM jsonb_array_elements(doc) LOOP
    IF jsonb_typeof(section) <> 'object'
       OR jsonb_typeof(section -> 'timestamp') IS DISTINCT FROM 'string'
       OR jsonb_typeof(section -> 'title') IS DISTINCT FROM 'string'
       OR jsonb_typeof(section -> 'bullets') IS DISTINCT FROM 'array'
       OR EXISTS (SELECT 1 FROM jsonb_array_elements(section -> 'bullets') b WHERE jsonb_typeof(b) <> 'string') THEN
      RETURN title || E'\n' || body;
    END IF;
    words := words || E'\n' || (section ->> 'timestamp') || ' ' || (section ->> 'title');
    words := words || COALESCE(
      E'\n' || (SELECT string_agg(b, E'\n') FROM jsonb_array_elements_text(section -> 'bullets') b), '');
  END LOOP;
  RETURN words;
END;
$$;

ALTER TABLE summaries ADD COLUMN search_text text GENERATED ALWAYS AS (summary_search_text(title, summary)) STORED;

DROP INDEX summaries_search_idx;
CREATE INDEX summaries_search_idx ON summaries USING gin (search_text gin_trgm_ops);
