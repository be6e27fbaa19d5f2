// The app shell: scenario panel, algorithm picker, views, summary, decisions and comparison. Thin
// over the pure reducer (state.ts, wrapped with the undo history in undoable.ts), the worker client
// (engine/) and the views. The app's one keyboard handler lives in keyboard.tsx.
import {
  memo,
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ComponentType,
} from "react";
import { PlanError, type PlanEdit, type Preset, type ScenarioDoc } from "../core/family";
import { familyOf } from "../core/registry";
import { ScenarioError } from "../core/scenario/errors";
import { parseScenarioFile, VIEW_STATE_VERSION, type ViewState } from "../core/scenario/url";
import { AlgorithmBar } from "./components/AlgorithmBar";
import { ComparePanel } from "./components/ComparePanel";
import { FileDrop } from "./components/FileDrop";
import { Header } from "./components/Header";
import { ScenarioPanel } from "./components/ScenarioPanel";
import { StepsPanel } from "./components/StepsPanel";
import { SummaryBar } from "./components/SummaryBar";
import { docForScenarioChange, parseOnce, withoutPlan } from "./doc-edit";
import { EditNoteContext } from "./edit-note";
import { FAMILY_UI } from "./families";
import { canRedo, canUndo } from "./history";
import { ShortcutsDialog, StepperContext, StepperRegistry, useAppKeyboard, usePlayer } from "./keyboard";
import { notAScenario } from "./not-a-scenario";
import { knownViewIds } from "./known-views";
import { useHashWriter } from "./hash-writer";
import { checkViewIds, linkProblemText, readLink, type StartState } from "./location";
import type { ShownLinkProblem } from "./state";
import { lazyPart } from "./lazy";
import { mediaMatches, useMediaQuery } from "./use-media-query";
import { WhatChangedHost } from "./side-by-side/WhatChanged";
import { initialUndoable, undoableReducer } from "./undoable";
import { askBoundAgain, useEngineRun } from "./use-engine";
import { answerAt, heuristicPick, quizFromUrl, quizToUrl } from "./quiz";
import { scoresAreTimes, type DecisionMarks } from "./views/common/candidates";
import { useExplainedSteps } from "./use-explained";
import { ColorSchemeContext } from "./views/common/scheme";
import { COMMON_VIEWS, mergeViews } from "./views/registry";
import type { ViewProps } from "./views/types";
import { stepAt, stepCount as stepCountOf } from "../core/schedule/pack";

// Loaded when first opened (src/ui/lazy.tsx): the first view does not need them.
const PapersGallery = lazyPart(
  () => import("./papers/PapersGallery").then((m) => m.PapersGallery),
  "the Papers gallery",
);
const SideBySideSheet = lazyPart(
  () => import("./side-by-side/SideBySideSheet").then((m) => m.SideBySideSheet),
  "the schedules side by side",
);

function tryParse(doc: ScenarioDoc) {
  try {
    return parseOnce(doc);
  } catch {
    return null;
  }
}

/** Whether the window is tall enough to show the decisions and comparison panels below the view. */
const roomForPanels = () => mediaMatches("(min-height: 800px)", true);

/** A window wide enough for the scenario panel beside the view (else it starts folded). */
const ROOM_FOR_EDITOR = "(min-width: 1200px)";

export function App({
  start,
  startProblem = null,
}: {
  start: StartState;
  startProblem?: ShownLinkProblem | null;
}) {
  const [undoable, dispatch] = useReducer(undoableReducer, start, (s) =>
    initialUndoable(s.doc, s.view, startProblem),
  );
  const state = undoable.app;
  // The link's document was parsed when it was read (location.ts): not parsed again for the first render.
  const scenario = useMemo(
    () => (state.doc === start.doc && start.scenario ? start.scenario : tryParse(state.doc)),
    [state.doc, start],
  );
  // On a short screen (a 1280×720 projector) the view needs the height: panels start folded there.
  const [panelsOpen, setPanelsOpen] = useState(roomForPanels);
  // Views that need the height (ViewDef.tall) start with the panels folded away.
  const [tallPanelsOpen, setTallPanelsOpen] = useState(false);
  const family = scenario ? familyOf(scenario) : null;
  const algorithm =
    family && state.view.algorithm && family.algorithms.some((a) => a.id === state.view.algorithm)
      ? state.view.algorithm
      : family?.defaultAlgorithm;
  // The decision on screen and the size of the schedule shown decide what a run asks besides the
  // schedule (explanations, the bound now or later: runAsk in use-engine.ts).
  const { client, prestart } = useEngineRun(state.doc, algorithm, dispatch, state.view.step);
  /** Stops the run in flight; the scenario and the link stay, the last good schedule stays on screen. */
  const lastGood = state.lastGood;
  const cancelRun = useCallback(() => {
    client?.cancel();
    dispatch({ type: "run-cancelled" });
    // The schedule that stays may still be waiting for its lower bound (use-engine.ts).
    askBoundAgain(client, lastGood, dispatch);
  }, [client, lastGood]);

  // The URL always holds the scenario and the view; opening it elsewhere restores both. After a
  // rejected link it shows the good state again (the rejected link stays in the banner). Written when
  // the page is idle, at most a few times a second (a zoom end does not re-encode a large document).
  useHashWriter(state.doc, state.view, state.linkProblem, state.run.kind === "running");
  useEffect(() => {
    const onHash = () => {
      if (window.location.hash === "") return;
      const read = readLink(window.location.hash, knownViewIds);
      if (!read) return;
      if (read.ok) dispatch({ type: "load", doc: read.doc, view: read.view, linkProblem: null });
      else
        dispatch({
          type: "link-rejected",
          problem: { ...read.problem, text: linkProblemText(read.problem, false) },
        });
    };
    window.addEventListener("hashchange", onHash);
    return () => window.removeEventListener("hashchange", onHash);
  }, []);

  // What changed: an accepted edit keeps the schedule before it beside the new one until dismissed.
  // Tracked in WhatChangedHost (a new run re-renders it, not the app); drawn after the new schedule:
  // it waits for an idle moment (useIdleValue), so the view repaints first and the comparison follows
  // in its own task.
  const markWhatChanged = useRef<() => void>(() => {});
  const markChange = useCallback(() => markWhatChanged.current(), []);

  // An editor's note about its next edit (a removed row), shown in the status line with it.
  const pendingNote = useRef<{ note: string; at: number } | null>(null);
  const noteNextEdit = useCallback((note: string) => {
    pendingNote.current = { note, at: Date.now() };
  }, []);

  /** A proposed document: applied (an undo step) when valid, otherwise rejected with the field named. */
  const propose = useCallback(
    (next: ScenarioDoc) => {
      const at = Date.now();
      const pending = pendingNote.current;
      pendingNote.current = null;
      const note = pending && at - pending.at < 2000 ? pending.note : undefined;
      try {
        parseOnce(next);
        markChange();
        dispatch({ type: "record", doc: next, at, ...(note ? { note } : {}) });
        // Its run starts now: the worker computes while React renders the edit.
        prestart(next);
      } catch (e) {
        if (e instanceof ScenarioError) dispatch({ type: "reject", message: e.message, issues: e.issues });
        else dispatch({ type: "reject", message: String(e), issues: [] });
      }
    },
    [markChange, prestart],
  );

  const shown = state.lastGood;
  // The latest document, for the view's callbacks: they stay the same functions across edits, so the
  // memoized view (ViewHost) does not re-render when the document changes before its run is back.
  const docNow = useRef(state.doc);
  docNow.current = state.doc;
  const onEdit = useCallback(
    (edit: PlanEdit) => {
      if (!shown) return;
      try {
        const fam = familyOf(shown.scenario);
        const plan = fam.applyEdit(shown.scenario, shown.result.plan, edit);
        propose({ ...docNow.current, plan } as ScenarioDoc);
      } catch (e) {
        const message = e instanceof Error ? e.message : String(e);
        dispatch({ type: "reject", message: `That edit is not possible: ${message}`, issues: [] });
        if (!(e instanceof PlanError)) console.error(e);
      }
    },
    [shown, propose],
  );

  /** Another heuristic: its own plan, so an edited plan is set aside (one undo brings both back). */
  const selectAlgorithm = useCallback(
    (id: string) => {
      const edited = state.doc.plan !== undefined;
      dispatch({
        type: "record",
        doc: edited ? withoutPlan(state.doc) : state.doc,
        // A quiz under way starts a fresh tally: the answers were the other heuristic's decisions.
        view: {
          algorithm: id,
          step: undefined,
          selection: undefined,
          ...(state.view.quiz ? { quiz: [] } : {}),
        },
        key: null,
        at: Date.now(),
        ...(edited ? { note: "Your edited plan was set aside — Undo to get it back." } : {}),
      });
    },
    [state.doc, state.view.quiz],
  );

  const loadPreset = (p: Preset) =>
    dispatch({
      type: "load",
      doc: p.doc,
      view: {
        v: VIEW_STATE_VERSION,
        preset: p.id,
        ...(p.algorithm ? { algorithm: p.algorithm } : {}),
        ...(p.view ? { view: p.view } : {}),
      },
    });
  /** An imported file replaces the scenario only when it is valid; its issues never mark the fields on screen. */
  const importText = (text: string, fileName: string) => {
    try {
      const other = notAScenario(text);
      if (other) throw new Error(other);
      const file = parseScenarioFile(text);
      const doc = file.doc;
      // The file's own view state wins; otherwise the algorithm (if the family has it) and the view stay.
      const keepAlgorithm = algorithm && familyOf(file.scenario).algorithms.some((a) => a.id === algorithm);
      const keepView = view && knownViewIds(doc.kind).includes(view.id);
      const next: ViewState = {
        v: VIEW_STATE_VERSION,
        ...(keepAlgorithm ? { algorithm } : {}),
        ...(keepView ? { view: view.id } : {}),
        ...(file.view ?? {}),
      };
      const unknown = checkViewIds(doc.kind, next, knownViewIds);
      if (unknown.length > 0) throw new ScenarioError(unknown);
      dispatch({ type: "load", doc, view: next });
    } catch (e) {
      const issues = e instanceof ScenarioError ? e.issues : [];
      dispatch({
        type: "reject",
        message: `${fileName} was not imported — ${e instanceof Error ? e.message : String(e)}`,
        issues,
        source: "import",
      });
    }
  };

  const views = shown
    ? mergeViews(COMMON_VIEWS, FAMILY_UI[shown.scenario.kind]?.views ?? []).filter((v) =>
        v.available(shown.result, shown.scenario),
      )
    : [];
  const view = views.find((v) => v.id === state.view.view) ?? views[0];
  const panelsShown = view?.tall ? tallPanelsOpen : panelsOpen;
  const setPanelsShown = view?.tall ? setTallPanelsOpen : setPanelsOpen;
  // Stable callbacks: the memoized view (ViewHost) re-renders only when its inputs change.
  const onZoom = useCallback<NonNullable<ViewProps["onZoom"]>>(
    (w) => dispatch({ type: "view", patch: { zoom: w ? [w[0], w[1]] : undefined } }),
    [],
  );
  const onSelect = useCallback<NonNullable<ViewProps["onSelect"]>>(
    (sel) => dispatch({ type: "view", patch: { selection: sel } }),
    [],
  );
  const onExperiment = useCallback<NonNullable<ViewProps["onExperiment"]>>(
    (experiment) => dispatch({ type: "view", patch: { experiment } }),
    [],
  );
  const onPacketStep = useCallback(
    (packetStep: number | undefined) => dispatch({ type: "view", patch: { packetStep } }),
    [],
  );
  const onAnalysis = useCallback(
    (analysis: ViewProps["analysis"]) => dispatch({ type: "view", patch: { analysis } }),
    [],
  );
  const shownScenario = shown?.scenario;
  const onScenarioChange = useCallback<NonNullable<ViewProps["onScenarioChange"]>>(
    (next) => {
      if (shownScenario) propose(docForScenarioChange(docNow.current, shownScenario, next));
    },
    [shownScenario, propose],
  );
  const viewProps: ViewProps | null = shown
    ? {
        scenario: shown.scenario,
        result: shown.result,
        ...(state.view.step !== undefined ? { step: state.view.step } : {}),
        ...(state.view.zoom ? { zoom: state.view.zoom } : {}),
        onZoom,
        ...(state.view.selection ? { selection: state.view.selection } : {}),
        onSelect,
        onEdit,
        onScenarioChange,
        ...(state.view.experiment ? { experiment: state.view.experiment } : {}),
        onExperiment,
        ...(state.view.packetStep !== undefined ? { packetStep: state.view.packetStep } : {}),
        onPacketStep,
        ...(state.view.quiz ? { quiz: true } : {}),
        ...(state.view.analysis !== undefined ? { analysis: state.view.analysis } : {}),
        onAnalysis,
      }
    : null;

  // Presentation mode (P, Escape leaves; part of the link): the view gets the screen, with the step
  // controls and the current decision's explanation; the editor and the comparison are hidden.
  const presenting = state.view.present === true;
  // The Papers gallery takes the place of the views (part of the link: #papers).
  const papersOpen = state.view.papers !== undefined && !presenting;
  const togglePresent = useCallback(
    () => dispatch({ type: "view", patch: { present: presenting ? undefined : true } }),
    [presenting],
  );
  const roomForEditor = useMediaQuery(ROOM_FOR_EDITOR);
  const folded = state.view.folded ?? !roomForEditor;
  const setFolded = (f: boolean) => dispatch({ type: "view", patch: { folded: f } });

  // The keyboard: ← → Home End Space step the current stepper (the decisions, unless the view on
  // screen registered its own), Ctrl+Z / Ctrl+Shift+Z undo and redo, ? lists the shortcuts.
  const [registry] = useState(() => new StepperRegistry());
  // From the packed steps: reading `steps` would build a million step objects for the step count.
  const stepCount = shown ? stepCountOf(shown.result.schedule) : 0;
  const stepPos = state.view.step === undefined ? stepCount : Math.min(state.view.step, stepCount);
  const goStep = useCallback(
    (k: number) => dispatch({ type: "view", patch: { step: k >= stepCount ? undefined : Math.max(0, k) } }),
    [stepCount],
  );
  const player = usePlayer(stepPos, stepCount, goStep);
  // The decision on screen is the next one (index stepPos); its candidates are asked for when missing.
  const explainedSteps = useExplainedSteps(client, shown, stepPos);
  // The next decision's candidates, outlined in the view (tree nodes and edges) while stepping.
  const stepSchedule = explainedSteps?.schedule ?? shown?.result.schedule;
  const stepNow = stepSchedule ? stepAt(stepSchedule, stepPos) : undefined;
  const stepCandidates = stepNow?.candidates;
  // The pick is marked in the view unless the quiz still asks about this decision; so are the scores'
  // times (the ghost boxes), which would give the earliest completion away.
  const quizHides = state.view.quiz !== undefined && !answerAt(quizFromUrl(state.view.quiz), stepPos);
  const stepDecision = useMemo<DecisionMarks | undefined>(
    () =>
      stepNow?.candidates
        ? {
            number: stepPos + 1,
            ...(quizHides ? {} : { chosen: heuristicPick(stepNow) }),
            timed: !quizHides && scoresAreTimes(stepNow, heuristicPick(stepNow)),
            ...(quizHides ? { asking: true } : {}),
          }
        : undefined,
    [stepNow, stepPos, quizHides],
  );
  const [helpOpen, setHelpOpen] = useState(false);
  const history = undoable.history;
  const undoStep = useCallback(() => {
    if (canUndo(history)) markChange();
    dispatch({ type: "undo" });
  }, [markChange, history]);
  const redoStep = useCallback(() => {
    if (canRedo(history)) markChange();
    dispatch({ type: "redo" });
  }, [markChange, history]);
  useAppKeyboard({
    stepper: () =>
      registry.current() ?? (shown ? { position: stepPos, count: stepCount, go: goStep, ...player } : null),
    undo: undoStep,
    redo: redoStep,
    help: () => setHelpOpen(true),
    present: togglePresent,
    cycleAlgorithm: (delta) => {
      const list = family?.algorithms ?? [];
      const at = list.findIndex((a) => a.id === algorithm);
      const next = list[(at + delta + list.length) % Math.max(1, list.length)];
      if (next && next.id !== algorithm) selectAlgorithm(next.id);
    },
    leavePresent: presenting ? togglePresent : null,
    enabled: !helpOpen,
  });

  const closeSideBySide = useCallback(() => dispatch({ type: "view", patch: { side: undefined } }), []);
  const runError = state.run.kind === "failed" ? state.run.error : null;
  const resetPlan = useCallback(() => propose(withoutPlan(state.doc)), [propose, state.doc]);
  const summaryExtra = useMemo(
    () => (shown ? FAMILY_UI[shown.scenario.kind]?.figures?.(shown.result) : undefined),
    [shown],
  );
  // Stable inputs: the memoized panel does not re-render for an edit before its run is back.
  const onStep = useCallback((step: number | undefined) => dispatch({ type: "view", patch: { step } }), []);
  const quiz = useMemo(() => quizFromUrl(state.view.quiz), [state.view.quiz]);
  const onQuiz = useCallback(
    (q: ReturnType<typeof quizFromUrl>) =>
      dispatch({ type: "view", patch: { quiz: q ? quizToUrl(q) : undefined } }),
    [],
  );
  const stepsPanel = shown ? (
    <MemoStepsPanel
      schedule={explainedSteps?.schedule ?? shown.result.schedule}
      {...(explainedSteps ? { explained: explainedSteps.explained } : {})}
      step={state.view.step}
      onStep={onStep}
      quiz={quiz}
      onQuiz={onQuiz}
      playing={player.playing}
      onTogglePlay={player.togglePlay}
    />
  ) : null;
  return (
    <StepperContext.Provider value={registry}>
      <EditNoteContext.Provider value={noteNextEdit}>
        <div
          className={`app${presenting ? " present" : ""}${folded && !presenting ? " folded" : ""}${
            papersOpen ? " papers-open" : ""
          }`}
        >
          <Header
            doc={state.doc}
            view={{ algorithm, view: view?.id ?? state.view.view }}
            onPreset={loadPreset}
            onImport={importText}
            undo={{
              canUndo: canUndo(undoable.history),
              canRedo: canRedo(undoable.history),
              onUndo: undoStep,
              onRedo: redoStep,
            }}
            onHelp={() => setHelpOpen(true)}
            presenting={presenting}
            onPresent={togglePresent}
          />
          {presenting ? null : folded ? (
            <div className="scenario-rail">
              <button
                type="button"
                className="scenario-unfold"
                onClick={() => setFolded(false)}
                title="Show the scenario editor"
                aria-label="Show the scenario panel"
                aria-expanded="false"
              >
                ▸<span>Scenario</span>
              </button>
            </div>
          ) : (
            <ScenarioPanel
              doc={state.doc}
              presetId={state.view.preset}
              scenario={scenario}
              issues={state.rejected?.source === "edit" ? state.rejected.issues : []}
              onChange={propose}
              onFold={() => setFolded(true)}
            />
          )}
          <main className="main">
            {state.linkProblem ? (
              <Banner
                kind="error"
                testId="link-problem"
                onDismiss={() => dispatch({ type: "dismiss-rejection" })}
              >
                {state.linkProblem.text}
                {state.linkProblem.link ? <CopyLinkButton link={state.linkProblem.link} /> : null}
              </Banner>
            ) : null}
            {state.rejected ? (
              <Banner
                kind="error"
                testId="rejected"
                onDismiss={() => dispatch({ type: "dismiss-rejection" })}
              >
                Not applied — {state.rejected.message}. The schedule shows the last valid scenario.
              </Banner>
            ) : null}
            {undoable.notice ? (
              <Banner kind="info" testId="edit-notice" onDismiss={() => dispatch({ type: "dismiss-notice" })}>
                {undoable.notice}{" "}
                {canUndo(undoable.history) ? (
                  <button type="button" onClick={undoStep}>
                    Undo
                  </button>
                ) : null}
              </Banner>
            ) : null}
            {runError ? (
              <Banner kind="error" testId="run-error">
                {runError.kind === "plan" ? "The edited plan cannot be replayed: " : "The run failed: "}
                {runError.message}{" "}
                {state.doc.plan !== undefined ? (
                  <button type="button" onClick={() => propose(withoutPlan(state.doc))}>
                    Reset to heuristic
                  </button>
                ) : null}
              </Banner>
            ) : null}
            {family && algorithm && !presenting ? (
              <AlgorithmBar algorithms={family.algorithms} selected={algorithm} onSelect={selectAlgorithm} />
            ) : null}
            <SummaryBar
              result={shown?.result ?? null}
              status={state.run}
              elapsedMs={shown?.elapsedMs ?? null}
              onResetPlan={resetPlan}
              extra={summaryExtra}
              exportScenario={shown?.scenario}
              onCancel={cancelRun}
            />
            {shown?.result.schedule.notes?.length && !presenting ? (
              <ul className="notes">
                {shown.result.schedule.notes.map((n, i) => (
                  <li key={i}>{n}</li>
                ))}
              </ul>
            ) : null}
            <WhatChangedHost
              shown={state.lastGood}
              markRef={markWhatChanged}
              hidden={presenting || Boolean(state.view.side)}
              paused={state.run.kind === "running"}
            />
            {papersOpen ? (
              <PapersGallery
                card={state.view.papers?.card}
                onCard={(card) => dispatch({ type: "view", patch: { papers: card ? { card } : {} } })}
                onClose={() => dispatch({ type: "view", patch: { papers: undefined } })}
              />
            ) : null}
            <nav className="view-tabs" role="tablist" aria-label="Views" hidden={papersOpen}>
              {views.map((v) => (
                <button
                  key={v.id}
                  type="button"
                  role="tab"
                  aria-selected={v.id === view?.id}
                  className={v.id === view?.id ? "selected" : undefined}
                  onClick={() => dispatch({ type: "view", patch: { view: v.id, selection: undefined } })}
                >
                  {v.label}
                </button>
              ))}
              <button
                type="button"
                className="papers-tab"
                title="Every figure of the papers, re-run here with the paper's claim beside ours"
                onClick={() => dispatch({ type: "view", patch: { papers: {} } })}
              >
                Papers
              </button>
            </nav>
            <section
              className="view-area"
              aria-label={view?.label ?? "View"}
              data-view={view?.id}
              hidden={papersOpen}
            >
              {view && viewProps ? (
                <ColorSchemeContext.Provider value={presenting ? "present" : "normal"}>
                  <ViewHost
                    component={view.component}
                    {...viewProps}
                    {...(stepCandidates ? { candidates: stepCandidates } : {})}
                    {...(stepDecision ? { decision: stepDecision } : {})}
                  />
                </ColorSchemeContext.Provider>
              ) : (
                <p className="muted placeholder">
                  {state.run.kind === "failed"
                    ? "No schedule to show."
                    : state.run.kind === "cancelled"
                      ? "Run cancelled — no schedule to show."
                      : "Scheduling…"}
                </p>
              )}
            </section>
            {shown && presenting && !view?.ownSteps ? (
              <div className="bottom-panels presenting">{stepsPanel}</div>
            ) : null}
            {shown && !panelsShown && !presenting && !papersOpen ? (
              <button type="button" className="panels-toggle" onClick={() => setPanelsShown(true)}>
                ▴ Show decisions and comparison
              </button>
            ) : null}
            {shown && panelsShown && !presenting && !papersOpen ? (
              <div className="bottom-panels">
                <button
                  type="button"
                  className="icon panels-close"
                  title="Hide the decisions and comparison panels (more room for the view)"
                  aria-label="Hide panels"
                  onClick={() => setPanelsShown(false)}
                >
                  ▾
                </button>
                {stepsPanel}
                <ComparePanel
                  client={client}
                  doc={state.doc}
                  timeUnit={shown.result.schedule.timeUnit}
                  selected={shown.result.algorithm}
                  onSelect={selectAlgorithm}
                  onSideBySide={(side) => dispatch({ type: "view", patch: { side } })}
                />
              </div>
            ) : null}
            {family && state.view.side && !presenting ? (
              <SideBySideSheet
                use={state.view.side}
                doc={state.doc}
                algorithms={family.algorithms}
                current={algorithm}
                compare={state.view.compare}
                lockstep={state.view.lockstep}
                onChange={(patch) => dispatch({ type: "view", patch })}
                onClose={closeSideBySide}
              />
            ) : null}
          </main>
          {helpOpen ? <ShortcutsDialog onClose={() => setHelpOpen(false)} /> : null}
          <FileDrop
            onFile={importText}
            onReject={(message) =>
              dispatch({ type: "reject", message: `not imported — ${message}`, issues: [], source: "import" })
            }
          />
        </div>
      </EditNoteContext.Provider>
    </StepperContext.Provider>
  );
}

/** The decisions panel, memoized on its inputs (an edit re-renders it once, when its run is back). */
const MemoStepsPanel = memo(StepsPanel);

/** The view on screen, memoized on its inputs: a progress message or a banner does not repaint it. */
const ViewHost = memo(function ViewHost({
  component: View,
  ...props
}: ViewProps & { component: ComponentType<ViewProps> }) {
  return <View {...props} />;
});

/** Copies the rejected link (for a report) without opening it again. */
function CopyLinkButton({ link }: { link: string }) {
  const [copied, setCopied] = useState(false);
  const url = `${window.location.origin}${window.location.pathname}${window.location.search}${link}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      window.prompt("The rejected link:", url);
    }
  };
  return (
    <>
      {" "}
      <button type="button" data-testid="copy-rejected-link" title={url} onClick={() => void copy()}>
        {copied ? "Copied ✓" : "Copy the rejected link"}
      </button>
    </>
  );
}

function Banner({
  kind,
  children,
  onDismiss,
  testId,
}: {
  kind: "error" | "info";
  children: React.ReactNode;
  onDismiss?: () => void;
  testId?: string;
}) {
  return (
    <div className={`banner ${kind}`} role={kind === "error" ? "alert" : "status"} data-testid={testId}>
      <span>{children}</span>
      {onDismiss ? (
        <button type="button" className="icon" aria-label="Dismiss" onClick={onDismiss}>
          ×
        </button>
      ) : null}
    </div>
  );
}
