import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Text files worth compressing; smaller ones are sent as they are. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|map)$/;
const MIN_BYTES = 1024;

/**
 * Writes `.gz` (level 9) and `.br` (quality 11) beside every built text file, once, at build time;
 * the API serves them with `@fastify/static`'s `preCompressed` to browsers that accept them.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'stepwise:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter(
        (file) => COMPRESSIBLE.test(file) && !file.endsWith('.map'),
      );
      await Promise.all(
        files.map(async (file) => {
          const path = join(outDir, file);
          const source = await readFile(path);
          if (source.length < MIN_BYTES) return;
          const [gz, br] = await Promise.all([
            gzipAsync(source, { level: 9 }),
            brotliAsync(source, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 11,
                [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
          ]);
          await Promise.all([writeFile(`${path}.gz`, gz), writeFile(`${path}.br`, br)]);
        }),
      );
    },
  };
}
