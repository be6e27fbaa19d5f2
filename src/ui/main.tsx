import "../core/zod-jitless";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";
import { knownViewIds } from "./known-views";
import { linkProblemText, startFromHash } from "./location";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing");
const start = startFromHash(window.location.hash, knownViewIds);
createRoot(root).render(
  <StrictMode>
    <App
      start={start}
      startProblem={start.problem ? { ...start.problem, text: linkProblemText(start.problem, true) } : null}
    />
  </StrictMode>,
);
