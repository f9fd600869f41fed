import { alertModes, type AlertMode, type SavedSearch } from '@common/saved-searches.ts';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { SelectField } from '@/components/ui/select-field';
import { runWithToasts } from '@/lib/run-with-toasts';
import { useUpdateSavedSearch } from '../api/update-saved-search';
import { alertModeOptions } from './alert-mode-options';

const isAlertMode = (value: string): value is AlertMode => (alertModes as readonly string[]).includes(value);

/** The alerts switch and how often their e-mails come; each change is saved at once. */
export function SavedSearchAlerts({ savedSearch }: { savedSearch: SavedSearch }) {
  const updateSavedSearch = useUpdateSavedSearch();

  function change(changes: { alertsEnabled?: boolean; alertMode?: AlertMode }, successTitle: string) {
    void runWithToasts(() => updateSavedSearch.mutateAsync({ id: savedSearch.id, changes }), { errorTitle: 'Error updating alerts', successTitle });
  }

  return (
    <div className="flex flex-wrap items-end gap-x-8 gap-y-3 border-t border-border pt-4">
      <CheckboxField
        label="Email alerts"
        hint={savedSearch.alertsEnabled ? 'New matching businesses are sent to you.' : 'Switched off.'}
        checked={savedSearch.alertsEnabled}
        disabled={updateSavedSearch.isPending}
        onChange={(event) => change({ alertsEnabled: event.target.checked }, event.target.checked ? 'Alerts switched on' : 'Alerts switched off')}
      />
      <SelectField
        label="How often"
        className="grid gap-2 sm:w-48"
        value={savedSearch.alertMode}
        disabled={!savedSearch.alertsEnabled || updateSavedSearch.isPending}
        onChange={(event) => {
          if (isAlertMode(event.target.value)) change({ alertMode: event.target.value }, 'Alert frequency updated');
        }}
      >
        {alertModeOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
