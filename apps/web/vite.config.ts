import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API server (apps/server) listens on 3000; in dev, Vite forwards its paths there so cookies
// stay same-origin, exactly as when the server serves the built app.
const API_TARGET = 'http://localhost:3000';
const API_PREFIXES = ['/api', '/accounts', '/metrics', '/aiapi', '/supplier/api', '/user_exists'];

export default defineConfig({
  plugins: [react()],
  // The manifest tells scripts/precompress.ts which files the home page loads (it removes the manifest afterwards).
  build: { outDir: 'dist', emptyOutDir: true, manifest: true },
  server: {
    proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, { target: API_TARGET }])),
  },
});
