// Fills a database with many realistic listings quickly, for benchmarks and the index tests. Rows are made
// inside PostgreSQL by generate_series (no round trip per row); prices are rounded to the lakh so many
// listings share a price, and titles repeat, as in real data: keyset pagination must cope with ties.
import { sql } from 'drizzle-orm';
import { queryRows, type Queryable } from '../client.ts';

const titleStarts = ['Profitable', 'Established', 'Growing', 'Well-known', 'Family-run', 'Award-winning', 'Busy', 'Modern', 'Licensed', 'Franchise'];
const businesses = [
  'Restaurant', 'Cloud Kitchen', 'Bakery', 'Cafe', 'Sweet Shop', 'SaaS Company', 'IT Services Firm', 'App Agency', 'Supermarket', 'D2C Brand',
  'Pharmacy', 'Dental Clinic', 'Diagnostic Lab', 'CNC Unit', 'Packaging Plant', 'Garment Factory', 'Coaching Centre', 'Preschool', 'Homestay', 'Hotel',
  'Travel Agency', 'Car Service Centre', 'Salon', 'Gym', 'Printing Press', 'Cold Storage', 'Dairy Farm', 'Event Company', 'Logistics Fleet', 'Boutique',
];
const cities = [
  'Mumbai, Maharashtra', 'Pune, Maharashtra', 'Bengaluru, Karnataka', 'Mysuru, Karnataka', 'Chennai, Tamil Nadu', 'Coimbatore, Tamil Nadu',
  'Hyderabad, Telangana', 'Kochi, Kerala', 'Delhi, NCR', 'Gurugram, Haryana', 'Noida, Uttar Pradesh', 'Lucknow, Uttar Pradesh', 'Jaipur, Rajasthan',
  'Ahmedabad, Gujarat', 'Surat, Gujarat', 'Indore, Madhya Pradesh', 'Kolkata, West Bengal', 'Bhubaneswar, Odisha', 'Chandigarh', 'Goa',
];
const descriptions = [
  'Steady repeat customers, trained staff and documented processes make this an easy handover.',
  'Strong online presence with growing orders from delivery platforms and its own website.',
  'Long-term contracts with corporate clients provide predictable monthly revenue.',
  'Located on a high-footfall main road with parking and a long lease in place.',
  'Clean books, GST compliant, with three years of audited financial statements available.',
  'Owner willing to support the transition for three months after the sale.',
];

const textArray = (values: string[]) => sql.raw(`array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(',')}]::text[]`);

export interface BulkSeedOptions {
  listings: number;
  sellerId: string;
  /** Fraction of listings that are approved (the rest pending or rejected). */
  approvedShare?: number;
  batchSize?: number;
  onProgress?: (done: number) => void;
}

export async function insertBulkListings(db: Queryable, options: BulkSeedOptions): Promise<number> {
  const batchSize = options.batchSize ?? 50_000;
  const approvedPermille = Math.round((options.approvedShare ?? 0.9) * 1000);
  const [{ offset } = { offset: 0 }] = await queryRows<{ offset: number }>(db, sql`select count(*)::int as offset from business_listings`);
  for (let start = 0; start < options.listings; start += batchSize) {
    const first = offset + start + 1;
    const last = offset + Math.min(start + batchSize, options.listings);
    await db.execute(sql`
      insert into business_listings (seller_id, category_id, title, description, asking_price, revenue, profit,
        established_year, employees_count, location, business_type, status, views_count, created_at, updated_at, approved_at)
      select ${options.sellerId}::uuid,
        (select id from categories order by sort_order offset (g % 16) limit 1),
        t.start || ' ' || t.business || ' in ' || split_part(t.city, ',', 1),
        t.business || ' in ' || t.city || '. ' || (${textArray(descriptions)})[1 + g % 6] || ' Listing number ' || g || '.',
        t.price * 100, t.price * 100 * (2 + g % 4), case when g % 20 = 0 then null when g % 20 = 1 then -t.price * 100 / 20 else t.price * 100 * (1 + g % 3) / 10 end,
        1985 + g % 38, 3 + g % 120, t.city, t.business,
        case when g::bigint * 7 % 1000 < ${approvedPermille} then 'approved' when g % 2 = 0 then 'pending' else 'rejected' end,
        (g::bigint * 7919) % 5000,
        now() - make_interval(secs => g % 31536000),
        now(), now()
      from generate_series(${first}::int, ${last}::int) as g,
      lateral (select
        (${textArray(titleStarts)})[1 + g % 10] as start,
        (${textArray(businesses)})[1 + (g / 10) % 30] as business,
        (${textArray(cities)})[1 + (g / 7) % 20] as city,
        -- 5 lakh to about 20 crore, rounded to the lakh: many equal prices
        (5 + (g * 2654435761::bigint) % 2000) * 100000::bigint as price
      ) as t`);
    options.onProgress?.(last - offset);
  }
  await db.execute(sql`analyze business_listings`);
  return options.listings;
}
