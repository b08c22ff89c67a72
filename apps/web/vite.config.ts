import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const webRoot = new URL('.', import.meta.url).pathname;

export default defineConfig(({ mode }) => {
  // API_PROXY_TARGET lets a developer point the dev server at an API on another port.
  const env = loadEnv(mode, webRoot, '');
  const apiTarget = env.API_PROXY_TARGET || 'http://localhost:3000';
  const proxy = {
    '/api': { target: apiTarget, changeOrigin: false },
    '/uploads': { target: apiTarget, changeOrigin: false },
  };

  return {
    plugins: [react(), tailwindcss()],
    resolve: { alias: { '@': `${webRoot}src` } },
    server: { proxy },
    preview: { proxy },
    build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
  };
});
