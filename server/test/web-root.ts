// A throw-away folder standing in for the built web app (dist/), for the tests of what the server sends for
// pages: index.html and whatever assets a test needs beside it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** The built index.html's shape: the script is external, the notice is for browsers without JavaScript. */
export const BUILT_INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>BizBazaar</title>
    <meta name="description" content="Placeholder description" />
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
    <noscript>BizBazaar needs JavaScript to run. Please enable it in your browser.</noscript>
  </body>
</html>
`;

export interface WebRoot {
  path: string;
  remove(): void;
}

/** Writes the files (path inside the folder → content); index.html is the built one unless given. */
export function makeWebRoot(files: Record<string, string | Uint8Array> = {}): WebRoot {
  const path = mkdtempSync(join(tmpdir(), 'bizbazaar-web-'));
  for (const [name, content] of Object.entries({ 'index.html': BUILT_INDEX_HTML, ...files })) {
    mkdirSync(dirname(join(path, name)), { recursive: true });
    writeFileSync(join(path, name), content);
  }
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}
