// Checks that keep the fuzzer's view of the API complete: every route is documented or knowingly exempt,
// and the permission table has exactly the rows the document calls for.
import { exemptRoutes } from './exempt-routes.ts';
import { isCatchAll, matchesPathTemplate, operationKey, type Operation } from './operations.ts';
import type { PermissionRow } from './permission-table.ts';
import type { RegisteredRoute } from './registered-routes.ts';

/** Routes Fastify serves that are neither documented nor exempt, and exemptions that name no route. */
export function findRouteCoverageProblems(registered: RegisteredRoute[], documented: Operation[]): string[] {
  const documentedKeys = new Set(documented.map(operationKey));
  const exemptKeys = new Set(exemptRoutes.map(operationKey));
  const registeredKeys = new Set(registered.map(operationKey));
  const problems: string[] = [];
  for (const key of registeredKeys) {
    if (!documentedKeys.has(key) && !exemptKeys.has(key)) problems.push(`${key} is served but not in the OpenAPI document: give it a schema, or add it to exempt-routes.ts with a reason`);
  }
  for (const key of exemptKeys) {
    if (!registeredKeys.has(key)) problems.push(`${key} is listed as exempt but no such route exists: remove it from exempt-routes.ts`);
    if (documentedKeys.has(key)) problems.push(`${key} is documented and also listed as exempt: remove it from exempt-routes.ts`);
  }
  return problems;
}

/** A catch-all operation hides the real endpoints behind it, with their inputs, from the document and the fuzzer. */
export function findCatchAllOperations(documented: Operation[]): string[] {
  return documented
    .filter((operation) => isCatchAll(operation.path))
    .map((operation) => `${operationKey(operation)} is a catch-all: document each endpoint behind it as its own route with its schemas`);
}

/** Operations without a permission row, and rows for operations that do not exist (directly or under a catch-all). */
export function findPermissionTableProblems(rows: PermissionRow[], operations: Operation[]): string[] {
  const rowKeys = new Set(rows.map((row) => row.operation));
  const problems = operations
    .map(operationKey)
    .filter((key) => !rowKeys.has(key))
    .map((key) => `${key} has no row in permission-table.ts: add its expected outcome per role (ARCHITECTURE §5) and a valid sample request`);
  const operationKeys = new Set(operations.map(operationKey));
  for (const key of rowKeys) {
    const [method, path = ''] = key.split(' ');
    const isServedByCatchAll = operations.some((operation) => operation.method === method && isCatchAll(operation.path) && matchesPathTemplate(operation.path, path));
    if (!operationKeys.has(key) && !isServedByCatchAll) problems.push(`permission-table.ts has a row for ${key}, which is not in the OpenAPI document: remove or rename it`);
  }
  return problems;
}
