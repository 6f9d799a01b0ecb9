import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './build/precompress';
import { routeChunks } from './build/route-chunks';

const apiPort = process.env.API_PORT ?? '3001';
// The version Settings → Help & Support shows: this package's own, never a number typed twice.
const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

// The landing and sign-in pages in one chunk, and the signed-in app with its dashboard in another
// (which also loads the first: what they share goes there, so the landing page loads no app code).
// Neither loads TypeBox before it runs: the schemas serve the server, and the device's check of its
// own queued changes loads them when it first writes (sync-client's mutation-schema). Nor the grid
// library, which only wide screens draw (widgets/DeskGrid, loaded by WidgetGrid).
const FIRST_SCREEN_KEEP_OUT =
  /node_modules[\\/](?:typebox|react-grid-layout|react-draggable|react-resizable)[\\/]/;
// Nor do the landing and sign-in pages load the device's database or the sync engine: they go in a
// chunk of their own that the app loads (starting without an account loads it when tapped).
const DEVICE_DATA = /node_modules[\\/]dexie|[\\/]sync-client[\\/]src[\\/](?:db|engine|outbox)\.ts$/;
const PUBLIC_KEEP_OUT = new RegExp(`${FIRST_SCREEN_KEEP_OUT.source}|${DEVICE_DATA.source}`);
const chunks = routeChunks([
  {
    name: 'public',
    roots: ['src/features/landing/LandingPage.tsx', 'src/features/auth/LoginPage.tsx'],
    keepOut: PUBLIC_KEEP_OUT,
  },
  {
    name: 'app',
    roots: ['src/app/app-route.tsx', 'src/features/dashboard/DashboardPage.tsx'],
    page: 'app.html',
    keepOut: FIRST_SCREEN_KEEP_OUT,
  },
]);

export default defineConfig({
  define: { __APP_VERSION__: JSON.stringify(`v${version}`) },
  plugins: [
    react(),
    chunks.plugin,
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: 'Habitat',
        short_name: 'Habitat',
        description: 'Track your habits, on your own or together, online or offline.',
        start_url: '/app',
        scope: '/',
        display: 'standalone',
        background_color: '#f8fafc',
        // The top bar's surface (theme.ts THEME_BAR_COLORS): one colour here, light's.
        theme_color: '#ffffff',
        id: '/app',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        // A long press on the installed app's icon (Android; issue 32). The second checks in the
        // first habit still open today (features/dashboard/useShortcutCheckIn.ts reads `check`).
        shortcuts: [
          {
            name: 'Today',
            short_name: 'Today',
            description: "Today's habits",
            url: '/app/dashboard',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
          },
          {
            name: 'Check in the next habit',
            short_name: 'Check in',
            description: 'Marks the next habit still open today as done',
            url: '/app/dashboard?check=next',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
          },
        ],
        // Text shared from another app becomes a note on today's check-in (features/share).
        share_target: {
          action: '/app/share',
          method: 'GET',
          params: { title: 'title', text: 'text', url: 'url' },
        },
      },
      injectManifest: {
        // Every script is precached while the app is this small; anything left out of the list later
        // (large, rarely used chunks) is cached on first use by the CacheFirst route in sw/served-routes.ts.
        globPatterns: ['index.html', 'assets/*.{js,css}', 'icons/*.png', 'favicon.svg'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
    precompress(),
  ],
  server: {
    port: 5173,
    // In development the API runs on its own port (npm run dev); in production one server serves both.
    proxy: { '/api': { target: `http://localhost:${apiPort}`, changeOrigin: false } },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // Vite's modulepreload polyfill is an inline script, which the CSP forbids.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The protocol's TypeBox schemas are built when their module loads; only the ones a screen
      // uses are kept (most serve the server), so a phone does not build the whole protocol at start.
      treeshake: {
        manualPureFunctions: ['Type'],
        moduleSideEffects: (id: string) => !/node_modules[\\/]typebox[\\/]/.test(id),
      },
      output: {
        codeSplitting: { groups: chunks.groups },
      },
    },
  },
});
