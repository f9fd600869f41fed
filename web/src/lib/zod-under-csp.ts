// What `import ... from 'zod'` gives the browser build (an alias in vite.config.ts). zod compiles fast object
// parsers with `new Function` after probing whether eval is allowed; under our CSP (script-src 'self', no
// 'unsafe-eval') the probe is refused, and though zod catches that, the browser still reports a CSP violation
// on every page that loads a schema (Lighthouse's best-practices audit lists it). jitless skips the probe.
// It must run before the first schema is built: every module that imports 'zod' imports this one, whose body
// runs before theirs.
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { z, z as default } from 'zod/v4';
