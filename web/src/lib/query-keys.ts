// Query keys that more than one feature reads or invalidates live here, so features need not import each other
// (STYLE: imports flow generic → features → app).
export const sessionQueryKey = ['session'] as const;
