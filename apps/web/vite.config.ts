import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { readVersion } from '../../scripts/build-info.mjs';

const webRoot = new URL('.', import.meta.url).pathname;

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside each built script, style sheet and SVG, which the API
 * serves to a browser that accepts them (@fastify/static `preCompressed`): compressed once at build time, at the
 * highest levels, instead of never (the panel's first load was a megabyte of uncompressed JavaScript).
 */
const precompress = (): Plugin => ({
  name: 'coachboard-precompress',
  apply: 'build',
  writeBundle(options, bundle) {
    const outDir = options.dir ?? 'dist';
    for (const [fileName, output] of Object.entries(bundle)) {
      if (!/\.(js|css|svg)$/.test(fileName)) continue;
      const content = Buffer.from(output.type === 'chunk' ? output.code : output.source);
      if (content.length < 1024) continue;
      const path = join(outDir, fileName);
      writeFileSync(
        `${path}.br`,
        brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }),
      );
      writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
    }
  },
});

export default defineConfig(({ mode }) => {
  // API_PROXY_TARGET lets a developer point the dev server at an API on another port.
  const env = loadEnv(mode, webRoot, '');
  const apiTarget = env.API_PROXY_TARGET || 'http://localhost:3000';
  const proxy = {
    '/api': { target: apiTarget, changeOrigin: false },
    '/uploads': { target: apiTarget, changeOrigin: false },
  };

  return {
    plugins: [react(), tailwindcss(), precompress()],
    // The release the information menu names (the root package.json's version), written in at build time.
    define: { __COACHBOARD_VERSION__: JSON.stringify(readVersion()) },
    resolve: { alias: { '@': `${webRoot}src` } },
    server: { proxy },
    preview: { proxy },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: false,
      // Without the polyfill a browser lacking modulepreload (Safari before 17, Firefox before 115) loads a route's
      // modules as they are imported instead of all at once; the sign-in page is 0.5 KiB lighter for the others.
      modulePreload: { polyfill: false },
    },
  };
});
