// Bundles the API (and the workspace packages it imports, which export TypeScript source) into
// dist/server.js and the media worker into dist/worker.js; npm packages stay external and are resolved from node_modules at run time.
import { copyFileSync } from 'node:fs';
import { build } from 'esbuild';

await build({
  entryPoints: { server: 'src/server.ts', worker: 'src/worker.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [
    {
      name: 'externalize-npm-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@stepwise/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
  logLevel: 'warning',
});

// The tools-and-materials lexicon is read at run time beside the bundle (vocabulary/lexicon.ts).
copyFileSync('src/media/analyzer/vocabulary/lexicon-data.json', 'dist/lexicon-data.json');
