import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const packageJson = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8")) as {
  version: string;
};

export default defineConfig({
  root: fileURLToPath(new URL("./src/web", import.meta.url)),
  plugins: [react(), tailwindcss()],
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
          experimentalInlineCommonChunks: { maxSize: 8 * 1024 },
        },
      },
    },
  },
  server: {
    proxy: { "/api": "http://127.0.0.1:3000" },
  },
});
