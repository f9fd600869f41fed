import { useMutation } from '@tanstack/react-query';
import { MY_DATA_FILE_NAME } from '@common/admin.ts';
import { api } from '@/lib/api-client';
import { saveJsonFile } from '@/lib/save-json-file';

/**
 * Issue 10 (DPDP Act, access): everything stored about the signed-in user. Kept exactly as the server sent it,
 * not passed through a schema, so no field the server adds later is dropped from the file.
 */
export function exportMyData(): Promise<unknown> {
  return api.get('/api/profile/export');
}

/** Fetches the export and saves it as MY_DATA_FILE_NAME. */
export function useDownloadMyData() {
  return useMutation({
    mutationFn: exportMyData,
    onSuccess: (data) => saveJsonFile(data, MY_DATA_FILE_NAME),
  });
}
