// Everything under ['saved-searches'] is the signed-in user's own saved searches.
export const savedSearchKeys = {
  all: ['saved-searches'] as const,
  list: ['saved-searches', 'list'] as const,
};

export const savedSearchPath = (savedSearchId: string) => `/api/saved-searches/${encodeURIComponent(savedSearchId)}`;
