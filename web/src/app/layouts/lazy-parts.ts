// The frame's parts that load after the first paint (ADR 0017), named once: the frame's React.lazy() calls use
// these, and a server-rendered page loads them before it hydrates (main.tsx, ADR 0018). The server drew them
// already; until their code is here they stay inert, and a click on the account menu would go nowhere.
export const loadAccountMenu = () => import('@/features/auth/components/account-menu');
export const loadNotificationsMenu = () => import('@/features/notifications/components/notifications-menu');
export const loadNewsletterForm = () => import('@/features/newsletter/components/newsletter-form');
export const loadThemeSwitch = () => import('./theme-switch');
export const loadRealtime = () => import('@/lib/realtime');
// Below the fold on every page, and hydrated last (ADR 0041): its code is no part of the first paint's budget.
export const loadFooter = () => import('./footer');

/**
 * Loads what a server-rendered page's frame shows: the theme switch, the newsletter form, and a signed-in user's
 * menus and socket. The footer, which hydrates after the rest once the browser is idle, only starts downloading.
 */
export async function loadFrameParts({ isSignedIn }: { isSignedIn: boolean }): Promise<void> {
  void loadFooter();
  await Promise.all([loadThemeSwitch(), loadNewsletterForm(), ...(isSignedIn ? [loadAccountMenu(), loadNotificationsMenu(), loadRealtime()] : [])]);
}
