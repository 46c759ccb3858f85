import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";

const packageJson = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8")) as {
  version: string;
};

export default defineConfig({
  root: fileURLToPath(new URL("./src/web", import.meta.url)),
  plugins: [
    react(),
    tailwindcss(),
    VitePWA({
      // Our own worker (src/web/sw.ts): it also shows Web Push notifications; workbox fills in the files to keep.
      strategies: "injectManifest",
      srcDir: ".",
      filename: "sw.ts",
      // A new version waits for "Actualizar" in the app; the page registers the worker itself.
      registerType: "prompt",
      injectRegister: false,
      manifest: {
        name: "Palco · Elite Management",
        short_name: "Palco",
        description: "Tu app de Palco: aprobaciones, agenda, patrocinios e imágenes",
        lang: "es",
        start_url: "/app",
        scope: "/",
        display: "standalone",
        orientation: "portrait",
        theme_color: "#0b1526",
        background_color: "#0b1526",
        icons: [
          { src: "/pwa-192.png", sizes: "192x192", type: "image/png" },
          { src: "/pwa-512.png", sizes: "512x512", type: "image/png" },
          { src: "/pwa-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
      },
      injectManifest: {
        globPatterns: ["**/*.{js,css,html,svg,png,woff2}"],
        // The QA runner's accessibility engine (640 kB) is the agent's, loaded only when that check runs.
        globIgnores: ["**/axe*"],
      },
    }),
  ],
  define: {
    __APP_VERSION__: JSON.stringify(packageJson.version),
  },
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./src/web", import.meta.url)),
      "@shared": fileURLToPath(new URL("./src/shared", import.meta.url)),
    },
  },
  build: {
    outDir: fileURLToPath(new URL("./dist/web", import.meta.url)),
    emptyOutDir: true,
    // The one chunk over Vite's 500 kB default is axe-core, loaded only when the QA runner's accessibility check runs.
    chunkSizeWarningLimit: 640,
    rolldownOptions: {
      output: {
        // A browser opens 6 connections to Palco: a first paint spread over 20 small files kept the page's own
        // data request waiting behind them. What the entry needs is one file, and small shared pieces are copied
        // into the screens that use them instead of each being a request of its own.
        codeSplitting: {
          groups: [{ name: "app", tags: ["$initial"] }],
          experimentalInlineCommonChunks: { maxSize: 10 * 1024 },
        },
      },
    },
  },
  server: {
    proxy: { "/api": "http://127.0.0.1:3000" },
  },
});
