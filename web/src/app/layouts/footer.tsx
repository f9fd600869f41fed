import { Mail, MapPin, Phone } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { paths } from '@common/routes.ts';
import { formatCurrentYear } from '@/lib/format';
import { BrandLogo } from './brand-logo';
import { loadNewsletterForm } from './lazy-parts';

// The form loads after the page paints: it sits at the bottom of every page, and the first paint's script budget
// has little room (ADR 0017). It is a plain form with no form library, as a server-rendered page loads it before
// hydrating (ADR 0018). The placeholder keeps its height.
const NewsletterForm = lazy(() => loadNewsletterForm().then((module) => ({ default: module.NewsletterForm })));

const footerLinks = [
  { to: paths.about, label: 'About' },
  { to: paths.listings, label: 'Browse' },
  { to: paths.categories, label: 'Categories' },
  { to: paths.terms, label: 'Terms' },
  { to: paths.privacy, label: 'Privacy' },
];

const linkClass =
  'rounded-sm text-inverse-foreground transition-colors hover:text-inverse-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-inverse-strong';

export function Footer() {
  return (
    <footer className="bg-inverse text-inverse-foreground">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div className="grid content-start gap-4">
          <BrandLogo className="text-inverse-strong" />
          <p className="text-sm leading-6">
            India's marketplace for buying and selling businesses. Every listing reviewed, direct conversations between
            buyers and sellers, and no brokerage on your deal.
          </p>
        </div>

        <div>
          <h2 className="mb-4 text-sm font-semibold tracking-wide text-inverse-strong uppercase">Explore</h2>
          <ul className="grid gap-2 text-sm">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>

        <div>
          <h2 className="mb-4 text-sm font-semibold tracking-wide text-inverse-strong uppercase">Contact</h2>
          <address className="grid gap-3 text-sm not-italic">
            <a href="mailto:support@bizbazaar.in" className={`inline-flex items-center gap-2 ${linkClass}`}>
              <Mail className="size-4 shrink-0" aria-hidden="true" />
              support@bizbazaar.in
            </a>
            <a href="tel:+918040001234" className={`inline-flex items-center gap-2 ${linkClass}`}>
              <Phone className="size-4 shrink-0" aria-hidden="true" />
              +91 80 4000 1234
            </a>
            <p className="inline-flex items-start gap-2">
              <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>Indiranagar, Bengaluru, Karnataka 560038, India</span>
            </p>
          </address>
        </div>

        <div>
          <h2 className="mb-4 text-sm font-semibold tracking-wide text-inverse-strong uppercase">Stay updated</h2>
          <p className="mb-4 text-sm leading-6">New listings and selling tips, once a week. Unsubscribe any time.</p>
          {/* The form's height: a label (leading-none), the gap and a 2.5rem field. */}
          <Suspense fallback={<div className="h-[3.875rem]" />}>
            <NewsletterForm />
          </Suspense>
        </div>
      </div>
      <div className="border-t border-inverse-border">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm sm:px-6 lg:px-8">
          © {formatCurrentYear()} BizBazaar. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
