import { Monitor, Moon, Sun } from 'lucide-react';
import { useSyncExternalStore, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { readThemeChoice, THEME_BACK_FIELD, THEME_ENDPOINT, themeCookie, type ThemeChoice } from '@common/theme.ts';
import { cn } from '@/lib/cn';

const options = [
  { value: 'system', label: 'System theme', Icon: Monitor },
  { value: 'light', label: 'Light theme', Icon: Sun },
  { value: 'dark', label: 'Dark theme', Icon: Moon },
] as const satisfies ReadonlyArray<{ value: ThemeChoice; label: string; Icon: unknown }>;

// The choice lives on <html data-theme> (the server wrote it from the cookie); both switches (header and phone
// menu) read it there and hear of a change here. The server's snapshot is null: its page is cached for every theme.
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const readChoice = (): ThemeChoice => readThemeChoice(document.documentElement.dataset.theme);
const readServerChoice = () => null;

function choose(chosen: ThemeChoice) {
  document.cookie = themeCookie(chosen, window.location.protocol === 'https:');
  if (chosen === 'system') delete document.documentElement.dataset.theme;
  else document.documentElement.dataset.theme = chosen;
  for (const listener of listeners) listener();
}

/**
 * System / Light / Dark (ADR 0039). A real form: before the script runs it posts to the server, which sets the
 * cookie and sends the visitor back. With the script it writes the cookie and <html data-theme> itself, with no
 * request. The chosen button is marked by CSS from <html data-theme> (index.css), so it is right on the first
 * paint of a page that is cached for every theme; aria-pressed follows once the script knows the choice.
 */
export function ThemeSwitch({ className }: { className?: string }) {
  const location = useLocation();
  const choice = useSyncExternalStore<ThemeChoice | null>(subscribe, readChoice, readServerChoice);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (!(submitter instanceof HTMLButtonElement)) return;
    event.preventDefault();
    choose(readThemeChoice(submitter.value));
  }

  return (
    <form method="post" action={THEME_ENDPOINT} onSubmit={handleSubmit} className={cn('items-center', className)}>
      <input type="hidden" name={THEME_BACK_FIELD} value={`${location.pathname}${location.search}`} />
      <div role="group" aria-label="Colour theme" className="flex items-center gap-0.5 rounded-full border border-border p-0.5">
        {options.map(({ value, label, Icon }) => (
          <button
            key={value}
            type="submit"
            name="theme"
            value={value}
            data-theme-option={value}
            aria-label={label}
            title={label}
            aria-pressed={choice === null ? undefined : choice === value}
            className="inline-flex size-8 items-center justify-center rounded-full text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&_svg]:size-4"
          >
            <Icon aria-hidden="true" />
          </button>
        ))}
      </div>
    </form>
  );
}
