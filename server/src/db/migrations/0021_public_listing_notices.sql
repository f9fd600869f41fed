-- A change to what the public sees of a listing, announced on the realtime hub's channel with the commit that
-- makes it (ADR 0026): every process keeps public pages and counts for a few seconds (ADR 0018) and forgets them
-- on this notice. Triggers rather than the app, as for revoked sessions (migration 0019): listings change in
-- ways the app does not see one by one (an account's listings go by cascade with it), and a notice sent after a
-- commit can be lost in between. The notice names no listing (every cached list page may show any of them), so
-- PostgreSQL folds the notices of one transaction into one. Public means approved (listings.policy.ts).
CREATE FUNCTION realtime_public_listings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('bizbazaar_realtime', '{"kind":"public-listings-changed"}');
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Inserts and deletions once per statement, however many rows: a bulk seed, an erased account's listings.
CREATE FUNCTION realtime_public_listings_added_or_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM changed_listings WHERE status = 'approved') THEN
    PERFORM pg_notify('bizbazaar_realtime', '{"kind":"public-listings-changed"}');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER business_listings_added_notice AFTER INSERT ON business_listings REFERENCING NEW TABLE AS changed_listings
  FOR EACH STATEMENT EXECUTE FUNCTION realtime_public_listings_added_or_removed();
--> statement-breakpoint
CREATE TRIGGER business_listings_removed_notice AFTER DELETE ON business_listings REFERENCING OLD TABLE AS changed_listings
  FOR EACH STATEMENT EXECUTE FUNCTION realtime_public_listings_added_or_removed();
--> statement-breakpoint
-- Any change to a listing that is public before or after it: a status change, an edit. Not the view counter's
-- bump (listings.service.ts, on every counted visit, and nothing else in that statement), which a page may show a
-- few seconds late.
CREATE TRIGGER business_listings_changed_notice AFTER UPDATE ON business_listings FOR EACH ROW
  WHEN ((OLD.status = 'approved' OR NEW.status = 'approved') AND OLD.views_count IS NOT DISTINCT FROM NEW.views_count)
  EXECUTE FUNCTION realtime_public_listings_changed();
--> statement-breakpoint
-- What a listing page shows of its seller (listings.service.ts: the name, the company, the Verified Seller badge),
-- when the seller has a public listing.
CREATE FUNCTION realtime_public_seller_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM business_listings WHERE seller_id = NEW.id AND status = 'approved') THEN
    PERFORM pg_notify('bizbazaar_realtime', '{"kind":"public-listings-changed"}');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER profiles_public_fields_notice AFTER UPDATE OF full_name, company_name, verified ON profiles FOR EACH ROW
  WHEN (OLD.full_name IS DISTINCT FROM NEW.full_name OR OLD.company_name IS DISTINCT FROM NEW.company_name
    OR OLD.verified IS DISTINCT FROM NEW.verified)
  EXECUTE FUNCTION realtime_public_seller_changed();
