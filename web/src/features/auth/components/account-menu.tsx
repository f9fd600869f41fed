import { LayoutDashboard, LogOut, Shield, User } from 'lucide-react';
import { Link } from 'react-router';
import type { Profile } from '@common/profiles.ts';
import { paths } from '@common/routes.ts';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { runWithToasts } from '@/lib/run-with-toasts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useSignOut } from '../api/sign-out';

function initialOf(profile: Profile): string {
  const source = profile.fullName.trim() || profile.email;
  return source.charAt(0).toUpperCase();
}

/** SPEC §2 Navigation bar: the signed-in user's avatar menu. */
export function AccountMenu({ profile }: { profile: Profile }) {
  const signOut = useSignOut();

  async function handleSignOut() {
    await runWithToasts(() => signOut.mutateAsync(), {
      errorTitle: 'Error signing out',
      successTitle: 'Signed out',
      successDescription: 'You have been successfully signed out.',
    });
  }

  return (
    // Non-modal: a modal menu hides the rest of the page with aria-hidden while focusable links remain there,
    // which assistive tech and axe (aria-hidden-focus) object to. Escape and outside clicks still close it.
    <DropdownMenu modal={false}>
      {/* The 36 px avatar sits in a 44 px target (ADR 0038): the look stays, the finger gets the room. */}
      <DropdownMenuTrigger
        aria-label="Account menu"
        className="inline-flex size-11 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring"
      >
        <Avatar>
          {profile.avatarUrl && <AvatarImage src={profile.avatarUrl} alt="" />}
          <AvatarFallback delayMs={profile.avatarUrl ? 400 : 0}>{initialOf(profile)}</AvatarFallback>
        </Avatar>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          <span className="block truncate font-medium">{profile.fullName}</span>
          <span className="block truncate text-xs font-normal text-muted-foreground">{profile.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={paths.dashboard}>
            <LayoutDashboard aria-hidden="true" />
            Dashboard
          </Link>
        </DropdownMenuItem>
        {profile.role === 'admin' && (
          <DropdownMenuItem asChild>
            <Link to={paths.admin}>
              <Shield aria-hidden="true" />
              Admin
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuItem asChild>
          <Link to={paths.profile}>
            <User aria-hidden="true" />
            Profile
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={handleSignOut} disabled={signOut.isPending}>
          <LogOut aria-hidden="true" />
          Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
