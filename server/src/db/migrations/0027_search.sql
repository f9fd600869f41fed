CREATE TABLE "search_suggestions" (
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"folded" text NOT NULL,
	"listing_count" integer NOT NULL,
	CONSTRAINT "search_suggestions_kind_value_pk" PRIMARY KEY("kind","value")
);
--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"word" text NOT NULL,
	"synonym" text NOT NULL,
	CONSTRAINT "search_synonyms_word_synonym_pk" PRIMARY KEY("word","synonym")
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"listing_count" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "business_listings" ADD COLUMN "search_document" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
CREATE INDEX "search_suggestions_folded_idx" ON "search_suggestions" USING btree ("folded" text_pattern_ops,"listing_count");--> statement-breakpoint
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "business_listings_search_document_idx" ON "business_listings" USING gin ("search_document");--> statement-breakpoint
-- Search (ADR 0029). The document: title and category name (A), business type and location (B), description (C),
-- English stemming so "bakeries" finds "Bakery".
CREATE FUNCTION listing_search_document(title text, description text, business_type text, location text, category_id uuid)
RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT setweight(to_tsvector('english', concat_ws(' ', title, (SELECT c.name FROM categories c WHERE c.id = category_id))), 'A')
    || setweight(to_tsvector('english', concat_ws(' ', business_type, location)), 'B')
    || setweight(to_tsvector('english', coalesce(description, '')), 'C')
$$;
--> statement-breakpoint
CREATE FUNCTION business_listings_search_document() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_document := listing_search_document(NEW.title, NEW.description, NEW.business_type, NEW.location, NEW.category_id);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER business_listings_search_document BEFORE INSERT OR UPDATE OF title, description, business_type, location, category_id
  ON business_listings FOR EACH ROW EXECUTE FUNCTION business_listings_search_document();
--> statement-breakpoint
-- The words a listing adds to the vocabulary (search_words): lower case, letters only, 4 to 40 letters; a typo is
-- only corrected in words of five letters or more, and a four-letter word is one letter away from some of them.
CREATE FUNCTION listing_words(title text, description text, business_type text, location text, category_id uuid)
RETURNS SETOF text LANGUAGE sql STABLE AS $$
  SELECT DISTINCT word FROM regexp_split_to_table(
    lower(concat_ws(' ', title, description, business_type, location, (SELECT c.name FROM categories c WHERE c.id = category_id))),
    '[^[:alpha:]]+') AS word
  WHERE length(word) BETWEEN 4 AND 40
$$;
--> statement-breakpoint
-- What a listing adds to the suggestions: its category's name, its city (the location before the first comma) and
-- its business type.
CREATE FUNCTION listing_suggestions(location text, business_type text, category_id uuid)
RETURNS TABLE (kind text, value text) LANGUAGE sql STABLE AS $$
  SELECT s.kind, s.value FROM (VALUES
    ('category', (SELECT c.name FROM categories c WHERE c.id = category_id)),
    ('city', nullif(btrim(split_part(location, ',', 1)), '')),
    ('businessType', nullif(btrim(business_type), ''))) AS s(kind, value)
  WHERE s.value IS NOT NULL
$$;
--> statement-breakpoint
-- Takes the listings that stop being public (or change what they add) out of the vocabulary and the suggestions,
-- and adds those that become public (or changed), in one statement each however many rows changed.
CREATE FUNCTION search_index_adjust(gone business_listings[], came business_listings[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(gone) = 0 AND cardinality(came) = 0 THEN RETURN; END IF;
  INSERT INTO search_words AS w (word, listing_count)
    SELECT word, sum(sign)::int FROM (
      SELECT -1 AS sign, g.* FROM unnest(gone) AS g UNION ALL SELECT 1, c.* FROM unnest(came) AS c) AS changed
    CROSS JOIN LATERAL listing_words(changed.title, changed.description, changed.business_type, changed.location, changed.category_id) AS word
    GROUP BY word HAVING sum(sign) <> 0
  ON CONFLICT (word) DO UPDATE SET listing_count = w.listing_count + excluded.listing_count;
  DELETE FROM search_words WHERE listing_count <= 0;
  INSERT INTO search_suggestions AS s (kind, value, folded, listing_count)
    SELECT suggestion.kind, suggestion.value, lower(suggestion.value), sum(sign)::int FROM (
      SELECT -1 AS sign, g.* FROM unnest(gone) AS g UNION ALL SELECT 1, c.* FROM unnest(came) AS c) AS changed
    CROSS JOIN LATERAL listing_suggestions(changed.location, changed.business_type, changed.category_id) AS suggestion
    GROUP BY suggestion.kind, suggestion.value HAVING sum(sign) <> 0
  ON CONFLICT (kind, value) DO UPDATE SET listing_count = s.listing_count + excluded.listing_count;
  DELETE FROM search_suggestions WHERE listing_count <= 0;
END
$$;
--> statement-breakpoint
CREATE FUNCTION search_index_listings_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_index_adjust('{}', ARRAY(SELECT n::business_listings FROM added_listings n WHERE n.status = 'approved'));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION search_index_listings_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_index_adjust(ARRAY(SELECT o::business_listings FROM removed_listings o WHERE o.status = 'approved'), '{}');
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- An update counts only when a listing's public state or a field search reads changed: the view counter's bump
-- (every counted visit) joins two one-row tables and writes nothing.
CREATE FUNCTION search_index_listings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_index_adjust(
    ARRAY(SELECT o::business_listings FROM old_listings o JOIN new_listings n ON n.id = o.id
      WHERE o.status = 'approved' AND (n.status <> 'approved'
        OR (o.title, o.description, o.business_type, o.location, o.category_id) IS DISTINCT FROM (n.title, n.description, n.business_type, n.location, n.category_id))),
    ARRAY(SELECT n::business_listings FROM old_listings o JOIN new_listings n ON n.id = o.id
      WHERE n.status = 'approved' AND (o.status <> 'approved'
        OR (o.title, o.description, o.business_type, o.location, o.category_id) IS DISTINCT FROM (n.title, n.description, n.business_type, n.location, n.category_id))));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER business_listings_search_index_added AFTER INSERT ON business_listings REFERENCING NEW TABLE AS added_listings
  FOR EACH STATEMENT EXECUTE FUNCTION search_index_listings_added();
--> statement-breakpoint
CREATE TRIGGER business_listings_search_index_removed AFTER DELETE ON business_listings REFERENCING OLD TABLE AS removed_listings
  FOR EACH STATEMENT EXECUTE FUNCTION search_index_listings_removed();
--> statement-breakpoint
CREATE TRIGGER business_listings_search_index_changed AFTER UPDATE ON business_listings
  REFERENCING OLD TABLE AS old_listings NEW TABLE AS new_listings
  FOR EACH STATEMENT EXECUTE FUNCTION search_index_listings_changed();
--> statement-breakpoint
-- A renamed category: its listings' documents are rewritten (the update of category_id to itself runs the
-- document trigger), and its name's words and suggestion move from the old name to the new one. The listing
-- update changes none of the fields search_index_listings_changed compares, so it counts nothing twice.
CREATE FUNCTION search_index_category_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  listings_in_category int;
BEGIN
  SELECT count(*) INTO listings_in_category FROM business_listings WHERE category_id = NEW.id AND status = 'approved';
  -- Words: each public listing of the category loses the old name's words it held only through the name.
  INSERT INTO search_words AS w (word, listing_count)
    SELECT word, sum(sign)::int FROM (
      SELECT -1 AS sign, word FROM business_listings l,
        LATERAL regexp_split_to_table(lower(concat_ws(' ', l.title, l.description, l.business_type, l.location, OLD.name)), '[^[:alpha:]]+') AS word
        WHERE l.category_id = NEW.id AND l.status = 'approved' AND length(word) BETWEEN 4 AND 40 GROUP BY l.id, word
      UNION ALL
      SELECT 1, word FROM business_listings l,
        LATERAL regexp_split_to_table(lower(concat_ws(' ', l.title, l.description, l.business_type, l.location, NEW.name)), '[^[:alpha:]]+') AS word
        WHERE l.category_id = NEW.id AND l.status = 'approved' AND length(word) BETWEEN 4 AND 40 GROUP BY l.id, word) AS changed
    GROUP BY word HAVING sum(sign) <> 0
  ON CONFLICT (word) DO UPDATE SET listing_count = w.listing_count + excluded.listing_count;
  DELETE FROM search_words WHERE listing_count <= 0;
  DELETE FROM search_suggestions WHERE kind = 'category' AND value = OLD.name;
  IF listings_in_category > 0 THEN
    INSERT INTO search_suggestions AS s (kind, value, folded, listing_count) VALUES ('category', NEW.name, lower(NEW.name), listings_in_category)
    ON CONFLICT (kind, value) DO UPDATE SET listing_count = s.listing_count + excluded.listing_count;
  END IF;
  UPDATE business_listings SET category_id = category_id WHERE category_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER categories_search_index_renamed AFTER UPDATE OF name ON categories FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION search_index_category_renamed();
--> statement-breakpoint
-- Search data is not a notice: these triggers fire also where a session turns triggers off to write as a replica
-- would (session_replication_role = replica; the tests' withoutNotices), so no listing is ever left unsearchable.
ALTER TABLE business_listings ENABLE ALWAYS TRIGGER business_listings_search_document;
--> statement-breakpoint
ALTER TABLE business_listings ENABLE ALWAYS TRIGGER business_listings_search_index_added;
--> statement-breakpoint
ALTER TABLE business_listings ENABLE ALWAYS TRIGGER business_listings_search_index_removed;
--> statement-breakpoint
ALTER TABLE business_listings ENABLE ALWAYS TRIGGER business_listings_search_index_changed;
--> statement-breakpoint
ALTER TABLE categories ENABLE ALWAYS TRIGGER categories_search_index_renamed;
--> statement-breakpoint
-- At most one letter apart: one letter inserted, deleted, replaced, or two neighbours swapped ("resturant" and
-- "restaurant"; "bakrey" and "bakery").
CREATE FUNCTION within_one_typo(a text, b text) RETURNS boolean LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  i int := 1;
  la int := length(a);
  lb int := length(b);
BEGIN
  IF abs(la - lb) > 1 THEN RETURN false; END IF;
  WHILE i <= least(la, lb) AND substr(a, i, 1) = substr(b, i, 1) LOOP i := i + 1; END LOOP;
  IF la > lb THEN RETURN substr(a, i + 1) = substr(b, i); END IF;
  IF la < lb THEN RETURN substr(a, i) = substr(b, i + 1); END IF;
  RETURN substr(a, i + 1) = substr(b, i + 1)
    OR (substr(a, i, 1) = substr(b, i + 1, 1) AND substr(a, i + 1, 1) = substr(b, i, 1) AND substr(a, i + 2) = substr(b, i + 2));
END
$$;
--> statement-breakpoint
-- What a search text asks for: websearch_to_tsquery (quotes for a phrase, -word to exclude, "or"; it never
-- fails on any text), with each typed word also accepting its synonyms and, when no public listing holds it and it
-- has five letters or more, the vocabulary's words one typo away from it.
-- The trigram threshold is lowered for the candidates only (the default 0.3 misses a swap in a five-letter word,
-- "bakrey"); within_one_typo then keeps exactly the words one typo away.
CREATE FUNCTION listing_search_query(input text) RETURNS tsquery LANGUAGE plpgsql STABLE PARALLEL SAFE
SET pg_trgm.similarity_threshold = 0.15 AS $$
DECLARE
  wanted tsquery := websearch_to_tsquery('english', input);
  typed text;
  other text;
  target tsquery;
  alternatives tsquery;
BEGIN
  FOR typed IN SELECT DISTINCT word FROM regexp_split_to_table(lower(input), '[^[:alpha:]]+') AS word WHERE length(word) BETWEEN 2 AND 40 LOOP
    target := plainto_tsquery('english', typed);
    -- A stop word has no lexeme, and the query holds nothing of it to widen.
    CONTINUE WHEN numnode(target) <> 1;
    alternatives := target;
    FOR other IN SELECT s.synonym FROM search_synonyms s WHERE s.word = typed LOOP
      alternatives := alternatives || plainto_tsquery('english', other);
    END LOOP;
    IF length(typed) >= 5 AND NOT EXISTS (SELECT 1 FROM search_words w WHERE w.word = typed) THEN
      FOR other IN SELECT w.word FROM search_words w WHERE w.word % typed AND within_one_typo(w.word, typed)
          ORDER BY similarity(w.word, typed) DESC, w.listing_count DESC, w.word LIMIT 5 LOOP
        alternatives := alternatives || plainto_tsquery('english', other);
      END LOOP;
    END IF;
    IF alternatives <> target THEN wanted := ts_rewrite(wanted, target, alternatives); END IF;
  END LOOP;
  RETURN wanted;
END
$$;
--> statement-breakpoint
-- "Did you mean": the search text with each word no public listing holds replaced by the vocabulary's nearest
-- word (trigram similarity, then the most listings); NULL when nothing changes.
CREATE FUNCTION search_spelling_suggestion(input text) RETURNS text LANGUAGE plpgsql STABLE AS $$
DECLARE
  typed text;
  nearest text;
  corrected text := lower(input);
  changed boolean := false;
BEGIN
  FOR typed IN SELECT DISTINCT word FROM regexp_split_to_table(lower(input), '[^[:alpha:]]+') AS word WHERE length(word) BETWEEN 4 AND 40 LOOP
    CONTINUE WHEN EXISTS (SELECT 1 FROM search_words w WHERE w.word = typed);
    SELECT w.word INTO nearest FROM search_words w WHERE w.word % typed
      ORDER BY similarity(w.word, typed) DESC, w.listing_count DESC, w.word LIMIT 1;
    IF nearest IS NOT NULL THEN
      corrected := regexp_replace(corrected, '(^|[^[:alpha:]])' || typed || '($|[^[:alpha:]])', '\1' || nearest || '\2', 'g');
      changed := true;
    END IF;
  END LOOP;
  RETURN CASE WHEN changed THEN corrected END;
END
$$;
--> statement-breakpoint
INSERT INTO search_synonyms (word, synonym) VALUES
  ('bengaluru', 'bangalore'), ('bangalore', 'bengaluru'),
  ('mumbai', 'bombay'), ('bombay', 'mumbai'),
  ('chennai', 'madras'), ('madras', 'chennai'),
  ('kolkata', 'calcutta'), ('calcutta', 'kolkata'),
  ('gurugram', 'gurgaon'), ('gurgaon', 'gurugram'),
  ('mysuru', 'mysore'), ('mysore', 'mysuru'),
  ('kochi', 'cochin'), ('cochin', 'kochi'),
  ('puducherry', 'pondicherry'), ('pondicherry', 'puducherry'),
  ('thiruvananthapuram', 'trivandrum'), ('trivandrum', 'thiruvananthapuram'),
  ('vadodara', 'baroda'), ('baroda', 'vadodara');
--> statement-breakpoint
-- The listings already there: their documents, then the vocabulary and the suggestions of the public ones.
UPDATE business_listings SET search_document = listing_search_document(title, description, business_type, location, category_id);
--> statement-breakpoint
INSERT INTO search_words (word, listing_count)
  SELECT word, count(*)::int FROM business_listings l
  CROSS JOIN LATERAL listing_words(l.title, l.description, l.business_type, l.location, l.category_id) AS word
  WHERE l.status = 'approved' GROUP BY word;
--> statement-breakpoint
INSERT INTO search_suggestions (kind, value, folded, listing_count)
  SELECT s.kind, s.value, lower(s.value), count(*)::int FROM business_listings l
  CROSS JOIN LATERAL listing_suggestions(l.location, l.business_type, l.category_id) AS s
  WHERE l.status = 'approved' GROUP BY s.kind, s.value;
