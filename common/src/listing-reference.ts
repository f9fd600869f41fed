// A listing's short reference for people (issue 25): "Listing ID BB-1A2B3C4D" on its page, to quote on the phone
// or in an e-mail. Derived from the id, so there is nothing to store or keep unique: the first 8 hex digits of
// the random uuid, 4 billion values, enough for a person to name one listing among those on the site.
export function listingReference(listingId: string): string {
  return `BB-${listingId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}
