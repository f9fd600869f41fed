-- Trigram indexes serve case-insensitive substring search on listings (ARCHITECTURE §3).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
