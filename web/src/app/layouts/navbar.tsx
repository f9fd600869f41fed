import { Bell, Heart, Menu, Plus, Search, X } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import type { Role } from '@common/profiles.ts';
import { paths } from '@common/routes.ts';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/features/auth/api/get-session';
import { useIsScrolled } from '@/hooks/use-is-scrolled';
import { cn } from '@/lib/cn';
import { BrandLogo } from './brand-logo';
import { loadAccountMenu, loadNotificationsMenu, loadThemeSwitch } from './lazy-parts';

const TRANSLUCENT_AFTER_PX = 10; // SPEC §9

// Signed-in users' menus (Radix dropdowns) load once the session says someone is signed in: a visitor's first
// paint does without them (the bundle budget, ADR 0017).
const AccountMenu = lazy(() => loadAccountMenu().then((module) => ({ default: module.AccountMenu })));
const NotificationsMenu = lazy(() => loadNotificationsMenu().then((module) => ({ default: module.NotificationsMenu })));
// The theme switch is a plain form the server draws, so it works before its code arrives (ADR 0039).
const ThemeSwitch = lazy(() => loadThemeSwitch().then((module) => ({ default: module.ThemeSwitch })));

type NavItem = { to: string; label: string; isForSellers?: boolean };

const navItems: NavItem[] = [
  { to: paths.listings, label: 'Browse Businesses' },
  { to: paths.categories, label: 'Categories' },
  { to: paths.createListing, label: 'Sell Your Business', isForSellers: true },
  { to: paths.about, label: 'About' },
];

// SPEC §6: selling links are for sellers and admins only.
function canSell(role: Role | undefined): boolean {
  return role === 'seller' || role === 'admin';
}

export function Navbar() {
  const { profile, isLoading } = useSession();
  const isScrolled = useIsScrolled(TRANSLUCENT_AFTER_PX);
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const isSeller = canSell(profile?.role);
  const visibleNavItems = navItems.filter((item) => !item.isForSellers || isSeller);
  const closeMenu = () => setIsMenuOpen(false);

  return (
    <header
      className={cn(
        'sticky top-0 z-40 border-b transition-colors duration-200',
        isScrolled ? 'border-border bg-background/80 backdrop-blur-md' : 'border-transparent bg-background',
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <BrandLogo />

        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-6">
            {visibleNavItems.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  className={({ isActive }) =>
                    cn(
                      'rounded-sm text-sm font-medium transition-colors hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring',
                      isActive ? 'text-primary' : 'text-foreground',
                    )
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-1 sm:gap-2">
          <Suspense fallback={null}>
            <ThemeSwitch className="hidden sm:flex" />
          </Suspense>
          <IconLink to={paths.listings} label="Search" className="hidden sm:inline-flex">
            <Search />
          </IconLink>
          <IconLink to={paths.favorites} label="Favorites" className="hidden sm:inline-flex">
            <Heart />
          </IconLink>
          {/* Shown at every width, so the bell and its badge stay reachable on phones too. Signed-out visitors
              get the plain link (the dashboard sends them to sign in). */}
          {profile ? (
            <Suspense fallback={<NotificationsLink />}>
              <NotificationsMenu />
            </Suspense>
          ) : (
            <NotificationsLink />
          )}

          {isSeller && (
            <Button asChild size="sm" className="hidden xl:inline-flex">
              <Link to={paths.createListing}>
                <Plus aria-hidden="true" />
                List Business
              </Link>
            </Button>
          )}

          {isLoading ? (
            <Skeleton className="m-1 size-9 rounded-full" />
          ) : profile ? (
            <Suspense fallback={<Skeleton className="m-1 size-9 rounded-full" />}>
              <AccountMenu profile={profile} />
            </Suspense>
          ) : (
            <Button asChild size="sm">
              <Link to={paths.auth}>Sign In</Link>
            </Button>
          )}

          <Button
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-label={isMenuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={isMenuOpen}
            aria-controls="mobile-menu"
            onClick={() => setIsMenuOpen((isOpen) => !isOpen)}
          >
            {isMenuOpen ? <X className="size-5" aria-hidden="true" /> : <Menu className="size-5" aria-hidden="true" />}
          </Button>
        </div>
      </div>

      {isMenuOpen && (
        <nav id="mobile-menu" aria-label="Mobile" className="border-t border-border bg-background lg:hidden">
          <ul className="mx-auto grid max-w-7xl gap-1 px-4 py-3 sm:px-6">
            {visibleNavItems.map((item) => (
              <MobileLink key={item.to} to={item.to} onClick={closeMenu}>
                {item.label}
              </MobileLink>
            ))}
            <MobileLink to={paths.favorites} onClick={closeMenu}>
              Favorites
            </MobileLink>
            {profile && (
              <MobileLink to={paths.notifications} onClick={closeMenu}>
                Notifications
              </MobileLink>
            )}
            {isSeller && (
              <MobileLink to={paths.createListing} onClick={closeMenu}>
                List Business
              </MobileLink>
            )}
            <li className="px-3 py-2 sm:hidden">
              <Suspense fallback={null}>
                <ThemeSwitch className="flex" />
              </Suspense>
            </li>
          </ul>
        </nav>
      )}
    </header>
  );
}

function NotificationsLink() {
  return (
    <IconLink to={paths.dashboard} label="Notifications">
      <Bell />
    </IconLink>
  );
}

function IconLink({ to, label, className, children }: { to: string; label: string; className?: string; children: ReactNode }) {
  return (
    <Button asChild variant="ghost" size="icon" className={cn('[&_svg]:size-5', className)}>
      <Link to={to} aria-label={label} title={label}>
        {children}
      </Link>
    </Button>
  );
}

function MobileLink({ to, onClick, children }: { to: string; onClick: () => void; children: ReactNode }) {
  return (
    <li>
      <NavLink
        to={to}
        onClick={onClick}
        className={({ isActive }) =>
          cn(
            'block rounded-md px-3 py-2.5 text-base font-medium hover:bg-muted',
            isActive ? 'text-primary' : 'text-foreground',
          )
        }
      >
        {children}
      </NavLink>
    </li>
  );
}
