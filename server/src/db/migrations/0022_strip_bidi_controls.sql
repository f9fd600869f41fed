-- Issue 23, ADR 0025: one-line fields now refuse the bidi controls (embeddings and overrides U+202A–U+202E,
-- isolates U+2066–U+2069, the marks U+200E, U+200F, U+061C). Rows written before may hold them: they are
-- dropped here from every one-line column a user writes, and from the stored texts that carry such a column
-- among our words (notification messages and their data, mail subjects). Text of several lines (descriptions,
-- messages, reasons) keeps them: every page and mail shows it isolated. Only the rows that hold one are written.
UPDATE profiles SET
  full_name = regexp_replace(full_name, '[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]', '', 'g'),
  company_name = regexp_replace(company_name, '[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]', '', 'g'),
  phone = regexp_replace(phone, '[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]', '', 'g')
WHERE full_name ~ '[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]' OR company_name ~ '[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]' OR phone ~ '[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]';
--> statement-breakpoint
UPDATE business_listings SET
  title = regexp_replace(title, '[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]', '', 'g'),
  location = regexp_replace(location, '[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]', '', 'g'),
  business_type = regexp_replace(business_type, '[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]', '', 'g'),
  contact_email = regexp_replace(contact_email, '[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]', '', 'g'),
  contact_phone = regexp_replace(contact_phone, '[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]', '', 'g'),
  website_url = regexp_replace(website_url, '[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]', '', 'g'),
  assets_included = array(
    SELECT regexp_replace(item, '[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]', '', 'g') FROM unnest(assets_included) WITH ORDINALITY AS asset(item, position) ORDER BY position
  )
WHERE title ~ '[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]' OR location ~ '[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]' OR business_type ~ '[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]' OR contact_email ~ '[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]' OR contact_phone ~ '[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]' OR website_url ~ '[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]'
  OR array_to_string(assets_included, ' ') ~ '[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]';
--> statement-breakpoint
-- Removing a character never breaks the JSON around it: the text form parses back.
UPDATE saved_searches SET
  name = regexp_replace(name, '[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]', '', 'g'),
  filters = regexp_replace(filters::text, '[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]', '', 'g')::jsonb
WHERE name ~ '[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]' OR filters::text ~ '[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]';
--> statement-breakpoint
UPDATE notifications SET
  message = regexp_replace(message, '[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]', '', 'g'),
  data = regexp_replace(data::text, '[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]', '', 'g')::jsonb
WHERE message ~ '[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]' OR data::text ~ '[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]';
--> statement-breakpoint
UPDATE email_outbox SET subject = regexp_replace(subject, '[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]', '', 'g') WHERE subject ~ '[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]';
