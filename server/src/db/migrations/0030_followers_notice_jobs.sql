-- One job now tells a listing's followers what happened to it (listing-followers-notice, issue 24). Jobs of the
-- three kinds it replaced that are still waiting would wait forever (no process handles them any more): each
-- becomes the new job of its listing, which reads the listing as it is when it runs. For a sold or withdrawn
-- listing whose followers were being told one by one, those not told yet are then told, and those told already
-- may be told a second time: a repeated notice rather than a missing one.
INSERT INTO jobs (kind, payload, dedupe_key)
SELECT DISTINCT 'listing-followers-notice',
  jsonb_build_object('listingId', payload->>'listingId', 'event', event),
  'listing-followers-notice:' || (payload->>'listingId') || ':' || CASE WHEN event IN ('sold', 'withdrawn') THEN event ELSE 'figures' END
FROM (
  SELECT payload, CASE
    WHEN kind = 'listing-financials-changed' THEN 'updated'
    WHEN payload->>'availability' = 'sold' THEN 'sold'
    ELSE 'withdrawn' END AS event
  FROM jobs
  WHERE status = 'pending' AND kind IN ('listing-financials-changed', 'listing-closed', 'listing-closed-notice')
) AS waiting
ON CONFLICT DO NOTHING;
--> statement-breakpoint
DELETE FROM jobs WHERE status = 'pending' AND kind IN ('listing-financials-changed', 'listing-closed', 'listing-closed-notice');
