import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env['API_URL'] ?? 'http://localhost:8080';
const apiPrefixes = ['/bff-api', '/web-api', '/limit-service-api', '/redirects-api', '/blocks-api', '/social-api', '/dev-api', '/casino-api', '/health'];

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  build: { target: 'es2022', sourcemap: true, chunkSizeWarningLimit: 400 },
  server: { port: 5173, proxy: Object.fromEntries(apiPrefixes.map((prefix) => [prefix, { target: apiTarget, changeOrigin: false }])) },
});
