import { alertModeLabels, alertModes } from '@common/saved-searches.ts';

/** Instant or daily, in the words the save dialog and the Saved Searches tab both show. */
export const alertModeOptions = alertModes.map((mode) => ({ value: mode, label: alertModeLabels[mode] }));
