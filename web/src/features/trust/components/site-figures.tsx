import { BadgeCheck, Store, Users } from 'lucide-react';
import { pluralWord } from '@common/plural.ts';
import { formatCount } from '@/lib/format';
import { useSiteFigures } from '../api/get-site-figures';

/**
 * Home's claims, live and true (issue 25; ARCHITECTURE §7): the approved listings and registered users as the
 * server counts them now, and the one thing every listing gets: a review before it is published.
 */
export function SiteFigures() {
  const { data } = useSiteFigures();
  const figures = [
    data && { icon: Store, value: formatCount(data.approvedListings), label: pluralWord(data.approvedListings, 'Approved listing', 'Approved listings'), testId: 'approved-listings' },
    data && { icon: Users, value: formatCount(data.registeredUsers), label: pluralWord(data.registeredUsers, 'Registered user', 'Registered users'), testId: 'registered-users' },
    { icon: BadgeCheck, value: 'Every listing', label: 'reviewed before it goes live', testId: 'listings-reviewed' },
  ].filter((figure) => !!figure);
  return (
    <ul className="mx-auto mt-14 grid max-w-3xl gap-6 sm:grid-cols-3">
      {figures.map(({ icon: Icon, value, label, testId }) => (
        <li key={testId} className="flex flex-col items-center gap-1" data-testid={testId}>
          <Icon className="mb-1 size-7 text-primary" aria-hidden="true" />
          <span className="text-3xl font-bold">{value}</span>
          <span className="text-muted-foreground">{label}</span>
        </li>
      ))}
    </ul>
  );
}
