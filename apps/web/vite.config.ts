import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API runs apart (`npm run dev:api`, port 8080); in production it serves
// this build itself, so every call stays same-origin and needs no CORS.
const API_ORIGIN = 'http://localhost:8080';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
  },
  server: {
    proxy: {
      '/api': API_ORIGIN,
      '/users': API_ORIGIN,
      '/uploads': API_ORIGIN,
    },
  },
});
