// The search box of the hero and the browse page (issue 24, ADR 0029): a plain named input inside its GET form, so
// it works before hydration and without JavaScript; once hydrated, a WAI-ARIA combobox suggesting categories,
// cities and business types with their counts. Uncontrolled: what was typed before hydration stays.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { SearchSuggestion, SearchSuggestionKind } from '@common/search.ts';
import { Input } from '@/components/ui/input';
import { useValueTypedBeforeHydration } from '@/hooks/use-value-typed-before-hydration';
import { api } from '@/lib/api-client';
import { cn } from '@/lib/cn';

const kindLabels: Record<SearchSuggestionKind, string> = { category: 'Category', city: 'City', businessType: 'Business type' };
// Long enough that a steady typist sends one request per pause, short enough to feel immediate.
const SUGGEST_DELAY_MS = 150;

export interface SearchTextInputProps {
  id: string;
  name: string;
  defaultValue?: string | undefined;
  placeholder?: string | undefined;
  /** A visible label; without it, give `aria-label`. */
  label?: string | undefined;
  labelClassName?: string | undefined;
  'aria-label'?: string | undefined;
  className?: string | undefined;
  /** Told of every change: typing, a picked suggestion, and the text found in the box at hydration. */
  onValueChange?: ((value: string) => void) | undefined;
}

const businessesText = (count: number) => `${count.toLocaleString('en-IN')} ${count === 1 ? 'business' : 'businesses'}`;

async function fetchSuggestions(q: string): Promise<SearchSuggestion[]> {
  const { items } = await api.get(`/api/search/suggestions?${new URLSearchParams({ q })}`, () =>
    import('@common/search.ts').then((module) => module.searchSuggestionsResponseSchema),
  );
  return items;
}

export function SearchTextInput({ id, name, defaultValue, placeholder, label, labelClassName, className, onValueChange, ...aria }: SearchTextInputProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const listboxId = `${useId()}-suggestions`;
  const [suggestions, setSuggestions] = useState<SearchSuggestion[]>([]);
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latestRequest = useRef(0);
  // The latest callback, for the handlers and the timer (it changes with every render of the page).
  const onValueChangeRef = useRef(onValueChange);
  useEffect(() => {
    onValueChangeRef.current = onValueChange;
  });

  // Text typed before hydration is in the DOM only: hand it to the page instead of resetting it.
  useValueTypedBeforeHydration(inputRef, (typed) => onValueChangeRef.current?.(typed), defaultValue ?? '');

  // The page changed the text itself (Clear filters, a link): show it, unless the box is being typed in. Not at
  // mount: the box then holds what the server drew or what was typed before hydration, even if the focus has
  // moved on since.
  const shownDefault = useRef(defaultValue ?? '');
  useEffect(() => {
    const input = inputRef.current;
    const text = defaultValue ?? '';
    if (shownDefault.current === text) return;
    shownDefault.current = text;
    if (input && document.activeElement !== input && input.value !== text) input.value = text;
  }, [defaultValue]);

  useEffect(() => () => clearTimeout(timer.current), []);

  function close() {
    setIsOpen(false);
    setActiveIndex(-1);
  }

  function suggestFor(text: string) {
    clearTimeout(timer.current);
    if (text.trim() === '') {
      setSuggestions([]);
      close();
      return;
    }
    timer.current = setTimeout(() => {
      const request = ++latestRequest.current;
      fetchSuggestions(text).then(
        (items) => {
          // An answer to an older text is dropped.
          if (request !== latestRequest.current) return;
          setSuggestions(items);
          setActiveIndex(-1);
          setIsOpen(items.length > 0);
        },
        // Suggestions are a help: without them the box still searches.
        () => close(),
      );
    }, SUGGEST_DELAY_MS);
  }

  function pick(suggestion: SearchSuggestion) {
    const input = inputRef.current;
    if (!input) return;
    input.value = suggestion.value;
    onValueChangeRef.current?.(suggestion.value);
    close();
    latestRequest.current += 1;
    // After the page has taken the new text (its state settles with this event), search for it as Enter would.
    setTimeout(() => input.form?.requestSubmit(), 0);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      setIsOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // Positions: the typed text (-1), then each suggestion; the arrows wrap round.
      const positions = suggestions.length + 1;
      setActiveIndex((index) => ((index + 1 + step + positions) % positions) - 1);
      return;
    }
    if (event.key === 'Enter' && isOpen && activeIndex >= 0) {
      const suggestion = suggestions[activeIndex];
      if (suggestion) {
        event.preventDefault();
        pick(suggestion);
      }
      return;
    }
    if (event.key === 'Escape' && isOpen) {
      event.preventDefault();
      close();
    }
  }

  const activeId = isOpen && activeIndex >= 0 && activeIndex < suggestions.length ? `${listboxId}-${activeIndex}` : undefined;
  const count = suggestions.length;

  return (
    <div className="relative">
      {label ? (
        <label htmlFor={id} className={labelClassName ?? 'text-sm font-medium'}>
          {label}
        </label>
      ) : null}
      <Input
        ref={inputRef}
        id={id}
        name={name}
        type="search"
        defaultValue={defaultValue}
        placeholder={placeholder}
        aria-label={aria['aria-label']}
        className={className}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={isOpen}
        aria-controls={listboxId}
        aria-activedescendant={activeId}
        autoComplete="off"
        onInput={(event) => {
          const text = event.currentTarget.value;
          onValueChangeRef.current?.(text);
          suggestFor(text);
        }}
        onKeyDown={handleKeyDown}
        onBlur={close}
      />
      <ul
        id={listboxId}
        role="listbox"
        aria-label="Suggestions"
        hidden={!isOpen}
        className="absolute top-full right-0 left-0 z-20 mt-1 max-h-80 overflow-auto rounded-md border bg-popover py-1 text-left text-popover-foreground shadow-md"
      >
        {suggestions.map((suggestion, index) => (
          <li
            key={`${suggestion.kind}:${suggestion.value}`}
            id={`${listboxId}-${index}`}
            role="option"
            aria-selected={index === activeIndex}
            // Keeps the focus in the box, so the click picks before blur closes the list.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(suggestion)}
            className={cn('flex cursor-pointer items-baseline justify-between gap-3 px-3 py-2 text-sm', index === activeIndex && 'bg-accent text-accent-foreground')}
          >
            <span>
              {suggestion.value} <span className="text-muted-foreground">· {kindLabels[suggestion.kind]}</span>
            </span>
            <span className="shrink-0 text-muted-foreground">{businessesText(suggestion.listingCount)}</span>
          </li>
        ))}
      </ul>
      <div role="status" aria-live="polite" className="sr-only">
        {isOpen ? `${count} ${count === 1 ? 'suggestion' : 'suggestions'}; up and down arrows to choose, Enter to search.` : ''}
      </div>
    </div>
  );
}
