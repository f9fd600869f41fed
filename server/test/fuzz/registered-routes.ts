// Every route the app registered, read from Fastify's route tree. Routes are registered inside buildApp(),
// before any test hook could listen with onRoute, so the printed tree is the one complete public list.
import type { FastifyInstance } from 'fastify';
import { toOpenApiPath } from './operations.ts';

export interface RegisteredRoute {
  method: string;
  /** In OpenAPI form, to compare with the document. */
  path: string;
}

// A line of `printRoutes()`: indentation of 4 characters per level, a branch, the segment, its methods.
//   │   ├── listings (GET, HEAD, POST)
const TREE_LINE = /^((?:│ {3}| {4})*)(?:├── |└── )(\S+)(?: \(([^)]*)\))?$/u;

export function listRegisteredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  const segmentsByDepth: string[] = [];
  for (const line of app.printRoutes().split('\n')) {
    const match = TREE_LINE.exec(line);
    if (!match) continue;
    const [, indentation = '', segment = '', methods] = match;
    const depth = indentation.length / 4;
    segmentsByDepth.length = depth;
    segmentsByDepth.push(segment);
    if (methods === undefined) continue;
    const path = toOpenApiPath(segmentsByDepth.join(''));
    const methodList = methods.split(', ');
    for (const method of methodList) {
      // Fastify answers HEAD for every GET route itself (exposeHeadRoutes): the GET is what gets documented.
      if (method === 'HEAD' && methodList.includes('GET')) continue;
      routes.push({ method, path });
    }
  }
  if (routes.length === 0) throw new Error(`could not read any route from printRoutes():\n${app.printRoutes()}`);
  return routes;
}
