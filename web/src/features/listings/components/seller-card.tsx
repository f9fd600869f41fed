import { ExternalLink, Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { isHttpUrl } from '@common/http-url.ts';
import { CONTACT_PLACEHOLDER } from '@common/listing-constants.ts';
import type { ListingDetail } from '@common/listings.ts';
import { Avatar, AvatarFallback } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { SellerTrust } from '@/features/trust/components/seller-trust';

// SPEC §6: contact details may come back as the placeholder, which is shown as plain text, never as a link.
const isRealContact = (value: string | null): value is string => value !== null && value !== '' && value !== CONTACT_PLACEHOLDER;

function ContactLine({ icon, label, value, href }: { icon: ReactNode; label: string; value: string; href: string | null }) {
  return (
    <li className="flex items-start gap-2">
      {icon}
      <span className="sr-only">{label}: </span>
      {href ? (
        <a href={href} className="font-medium break-all text-primary underline-offset-2 hover:underline">
          {value}
        </a>
      ) : (
        <span className="text-muted-foreground">{value}</span>
      )}
    </li>
  );
}

/** SPEC §2 Listing detail: Seller Information. */
export function SellerCard({ listing }: { listing: ListingDetail }) {
  const { seller, contactEmail, contactPhone, websiteUrl } = listing;
  const initial = (seller.fullName.trim() || '?').charAt(0).toUpperCase();
  const iconClassName = 'mt-0.5 size-4 shrink-0 text-muted-foreground';

  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle>Seller Information</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex items-center gap-3">
          <Avatar className="size-12">
            <AvatarFallback className="text-lg" aria-hidden="true">
              {initial}
            </AvatarFallback>
          </Avatar>
          <div className="min-w-0">
            <p className="font-semibold break-words">{seller.fullName}</p>
            {seller.companyName && <p className="text-sm break-words text-muted-foreground">{seller.companyName}</p>}
          </div>
        </div>

        <SellerTrust seller={seller} />

        <ul className="grid gap-2 text-sm">
          {contactEmail && (
            <ContactLine
              icon={<Mail className={iconClassName} aria-hidden="true" />}
              label="Email"
              value={contactEmail}
              href={isRealContact(contactEmail) ? `mailto:${contactEmail}` : null}
            />
          )}
          {contactPhone && (
            <ContactLine
              icon={<Phone className={iconClassName} aria-hidden="true" />}
              label="Phone"
              value={contactPhone}
              href={isRealContact(contactPhone) ? `tel:${contactPhone.replace(/[^\d+]/g, '')}` : null}
            />
          )}
        </ul>

        {websiteUrl && isRealContact(websiteUrl) && isHttpUrl(websiteUrl) && (
          <Button asChild variant="outline">
            <a href={websiteUrl} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" />
              Visit Website
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </Button>
        )}

        {!listing.isContactVisible && (
          <p className="text-sm text-muted-foreground">The seller shares direct contact details once they reply to your inquiry.</p>
        )}
      </CardContent>
    </Card>
  );
}
