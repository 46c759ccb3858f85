import { StrictMode } from "react";
import { createRoot } from "react-dom/client";

import { App } from "./app/app";
import { prefetchScreenData } from "./app/prefetch";

import "./index.css";

const root = document.getElementById("root");
if (!root) throw new Error("Falta el elemento #root");

// The first screen's data is asked for before React has even started.
prefetchScreenData(window.location.pathname, window.location.search);

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
