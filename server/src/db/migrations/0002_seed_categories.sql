-- Reference data present on every fresh database: the six sectors of the home page (SPEC §2) first,
-- then other common Indian SME sectors. Re-running is harmless.
INSERT INTO "categories" ("name", "slug", "active", "sort_order") VALUES
  ('Technology', 'technology', true, 10),
  ('Retail & E-commerce', 'retail-ecommerce', true, 20),
  ('Food & Beverage', 'food-beverage', true, 30),
  ('Manufacturing', 'manufacturing', true, 40),
  ('Services', 'services', true, 50),
  ('Healthcare', 'healthcare', true, 60),
  ('Education & Coaching', 'education', true, 70),
  ('Hospitality & Travel', 'hospitality-travel', true, 80),
  ('Logistics & Transport', 'logistics', true, 90),
  ('Agriculture & Dairy', 'agriculture', true, 100),
  ('Textiles & Apparel', 'textiles-apparel', true, 110),
  ('Automotive', 'automotive', true, 120),
  ('Construction & Real Estate', 'construction-real-estate', true, 130),
  ('Beauty & Wellness', 'beauty-wellness', true, 140),
  ('Pharmacy & Chemists', 'pharmacy', true, 150),
  ('Media & Entertainment', 'media-entertainment', true, 160)
ON CONFLICT ("slug") DO NOTHING;
