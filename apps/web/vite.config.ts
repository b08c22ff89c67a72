import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
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

const LUCIDE_INDEX = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;
const LUCIDE_ICON = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;
const SIGN_IN_ROUTE = /[\\/]src[\\/]features[\\/]auth[\\/]routes[\\/]sign-in-route\.tsx$/;
const ADMIN_LAYOUT = /[\\/]src[\\/]app[\\/]layouts[\\/]admin-layout\.tsx$/;

/** 'default as Sun' -> ['default', 'Sun']; 'Sun' -> ['Sun']. */
const namesOf = (specifier: string) => specifier.trim().split(/\s+as\s+/);

/** Each icon name lucide-react's index exports, to the icon's own module. */
const lucideIconFiles = (indexFile: string) => {
  const files = new Map<string, string>();
  const reExports = /export \{([^}]*)\} from '(\.\/icons\/[^']+)'/g;
  for (const [, specifiers = '', file = ''] of readFileSync(indexFile, 'utf8').matchAll(reExports)) {
    const path = resolve(dirname(indexFile), file);
    for (const specifier of specifiers.split(',')) files.set(namesOf(specifier).at(-1) ?? '', path);
  }
  return files;
};

/** The icon modules a source file names in its `import { ... } from 'lucide-react'`. */
const iconsImportedBy = (file: string, iconFiles: Map<string, string>) =>
  [...readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'lucide-react'/g)]
    .flatMap(([, specifiers = '']) => specifiers.split(','))
    .map((specifier) => iconFiles.get(namesOf(specifier)[0] ?? ''))
    .filter((path) => path !== undefined);

/** What the sign-in page and the signed-in shell load, read from the module graph once the build has it. */
const firstLoad = { signIn: new Set<string>(), shell: new Set<string>(), lazy: new Set<string>() };

/**
 * Walks the static imports from the entry and the sign-in route (the sign-in page), then from the admin layout
 * (the shell), for the chunk groups below. lucide-react's index re-exports every icon, so the icons a module
 * names are looked up in it instead of following it (the sign-in page would otherwise "use" them all).
 */
const firstLoadGraph = (): Plugin => ({
  name: 'coachboard-first-load-graph',
  apply: 'build',
  buildEnd() {
    const ids = [...this.getModuleIds()];
    const lucideIndex = ids.find((id) => LUCIDE_INDEX.test(id));
    const iconFiles = lucideIndex ? lucideIconFiles(lucideIndex) : new Map<string, string>();
    const walk = (roots: string[], into: Set<string>, known: Set<string>) => {
      const visit = (id: string) => {
        if (into.has(id) || known.has(id)) return;
        into.add(id);
        const info = this.getModuleInfo(id);
        const dynamic = new Set(info?.dynamicallyImportedIds);
        for (const next of info?.importedIds ?? []) {
          if (dynamic.has(next)) continue;
          if (LUCIDE_INDEX.test(next)) iconsImportedBy(id, iconFiles).forEach(visit);
          else visit(next);
        }
      };
      roots.forEach(visit);
    };
    for (const set of Object.values(firstLoad)) set.clear();
    for (const id of ids) if (this.getModuleInfo(id)?.dynamicImporters.length) firstLoad.lazy.add(id);
    const signInRoots = ids.filter((id) => this.getModuleInfo(id)?.isEntry || SIGN_IN_ROUTE.test(id));
    walk(signInRoots, firstLoad.signIn, new Set());
    walk(
      ids.filter((id) => ADMIN_LAYOUT.test(id)),
      firstLoad.shell,
      firstLoad.signIn,
    );
  },
});

/** Never grouped: what the sign-in page loads (it would load the group) and the lazily imported modules. */
const groupable = (id: string) => !firstLoad.signIn.has(id) && !firstLoad.lazy.has(id);

export default defineConfig(({ mode }) => {
  // API_PROXY_TARGET lets a developer point the dev server at an API on another port.
  const env = loadEnv(mode, webRoot, '');
  const apiTarget = env.API_PROXY_TARGET || 'http://localhost:3000';
  const proxy = {
    '/api': { target: apiTarget, changeOrigin: false },
    '/uploads': { target: apiTarget, changeOrigin: false },
  };

  return {
    plugins: [react(), tailwindcss(), precompress(), firstLoadGraph()],
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
      rolldownOptions: {
        output: {
          // Fewer requests on a signed-in first load, the same code: every first visit to a signed-in screen
          // loads the shell, whose modules came in 17 files, and a screen's icons came one file each (0.2 KiB;
          // all the screens' icons together are 4 KiB). Over HTTP/1.1's six connections each file costs a round
          // trip: the programs list's first visit fell from 63 files to 43 beyond the sign-in page's. The groups
          // hold no module of the sign-in page (that page would load the group); each is closed under its static
          // imports but for those, so dependencies are not dragged in after them.
          codeSplitting: {
            includeDependenciesRecursively: false,
            groups: [
              { name: 'shell', test: (id: string) => groupable(id) && firstLoad.shell.has(id) },
              { name: 'icons', test: (id: string) => groupable(id) && LUCIDE_ICON.test(id) },
            ],
          },
        },
      },
    },
  };
});
