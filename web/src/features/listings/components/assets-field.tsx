import { Plus, X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

type AssetsFieldProps = {
  value: string[];
  onChange: (assets: string[]) => void;
  onBlur: () => void;
  error: string | undefined;
};

/** SPEC §2 Create listing, Assets Included: Enter or + adds the trimmed item; an empty one is ignored. */
export function AssetsField({ value, onChange, onBlur, error }: AssetsFieldProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [draft, setDraft] = useState('');

  function addAsset() {
    const asset = draft.trim();
    if (asset === '') return;
    onChange([...value, asset]);
    setDraft('');
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    // Enter here adds the item instead of submitting the whole form.
    event.preventDefault();
    addAsset();
  }

  return (
    <div className="grid gap-2">
      <Label htmlFor={inputId}>Assets Included</Label>
      <div className="flex gap-2">
        <Input
          id={inputId}
          value={draft}
          maxLength={200}
          placeholder="e.g. Kitchen equipment"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={handleKeyDown}
          onBlur={onBlur}
        />
        <Button variant="outline" size="icon" aria-label="Add asset" title="Add asset" onClick={addAsset}>
          <Plus aria-hidden="true" />
        </Button>
      </div>
      {value.length > 0 && (
        <ul aria-label="Added assets" className="flex flex-wrap gap-2">
          {value.map((asset, index) => (
            // Two identical items are allowed, so the position is part of the key.
            <li key={`${index}-${asset}`} className="flex items-center gap-1 rounded-full bg-secondary py-1 pr-1 pl-3 text-sm text-secondary-foreground">
              <span className="break-all">{asset}</span>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remove ${asset}`}
                className="size-7 rounded-full hover:bg-secondary-hover"
                onClick={() => onChange(value.filter((_, itemIndex) => itemIndex !== index))}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
