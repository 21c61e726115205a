// The playground page: a notebook of cells run by zq in a Web Worker,
// the lessons as guided pages, and the pictures (draw.js).
"use strict";

// Errors of the page's scripts are kept (the tests read them) as well
// as reported on the console.
self.zqErrors = [];
self.addEventListener("error", (e) => self.zqErrors.push(String(e.message)));
self.addEventListener("unhandledrejection", (e) => self.zqErrors.push(String(e.reason && (e.reason.stack || e.reason))));

const $ = (id) => document.getElementById(id);
const cellsEl = $("cells"), input = $("input"), runBtn = $("run"), stopBtn = $("stop"), statusEl = $("status");

// The stop flag shared with the worker: with cross-origin isolation
// (zq serve sends the headers; sw.js adds them on static hosts) Stop
// sets it and the running statement is interrupted in place. Without
// it, Stop ends the worker and a new one replays the cells run so far.
const shared = self.crossOriginIsolated && typeof SharedArrayBuffer === "function";
const stopFlag = shared ? new Int32Array(new SharedArrayBuffer(4)) : null;

let worker = null, ready = false, busy = false;
let words = [];
let nextId = 1;
const pending = new Map(); // id -> callback
const queue = []; // cells waiting to run: {src, cell, done}
const ran = []; // sources of the cells run, in order (for a replay)
const hist = [];
let histPos = 0;
let count = 0;

function startWorker(replay) {
  ready = false;
  setStatus("loading zq…");
  input.disabled = true;
  runBtn.disabled = true;
  worker = new Worker("worker.js");
  worker.postMessage({ type: "init", stop: stopFlag });
  worker.onmessage = (e) => onMessage(e.data);
  worker.onerror = (e) => onFatal(e.message || "the worker failed");
  if (replay && replay.length) {
    for (const src of replay) post({ type: "exec", src }, () => {});
  }
}

function onMessage(m) {
  switch (m.type) {
    case "ready":
      ready = true;
      self.zqReadyAt = performance.now(); // ms since the page was opened
      words = m.words;
      setStatus("zq " + m.version + (shared ? "" : " (Stop restarts zq)"));
      input.disabled = false;
      input.placeholder = "a statement, e.g. count(cycles(grid(3, 3)))";
      runBtn.disabled = false;
      input.focus();
      pump();
      break;
    case "result":
    case "picture": {
      if (m.words) words = m.words;
      const cb = pending.get(m.id);
      pending.delete(m.id);
      if (cb) cb(m.result);
      break;
    }
    case "fatal":
      onFatal(m.msg);
      break;
  }
}

function onFatal(msg) {
  // The worker is gone (out of memory, say): start another with the
  // cells that ran so far.
  const running = current;
  if (worker) worker.terminate();
  pending.clear();
  if (running) finish(running, { out: "", error: { msg, detail: msg + "; zq was restarted with the cells run before" }, stopped: true });
  startWorker(ran.slice());
}

function post(msg, cb) {
  msg.id = nextId++;
  pending.set(msg.id, cb);
  worker.postMessage(msg);
}

function setStatus(s) {
  statusEl.textContent = s;
}

// ---- cells ----

// newCell makes a cell for src; text cells of a lesson go between.
function newCell(src, where) {
  const cell = document.createElement("div");
  cell.className = "cell";
  cell.id = "cell-" + cellSeq++;
  const head = document.createElement("div");
  head.className = "in";
  const label = document.createElement("span");
  label.className = "label";
  label.textContent = "[ ]";
  const pre = document.createElement("pre");
  pre.className = "src";
  if (self.zqHighlight) zqHighlight.colour(pre, src);
  else pre.textContent = src;
  pre.title = "click to edit at the prompt";
  pre.onclick = () => {
    input.value = src;
    resize();
    input.focus();
  };
  const btn = document.createElement("button");
  btn.className = "run-cell";
  btn.textContent = "Run";
  btn.onclick = () => runCell(cell);
  head.append(label, pre, btn);
  const out = document.createElement("div");
  out.className = "out";
  cell.append(head, out);
  cell.zqSrc = src;
  (where || cellsEl).appendChild(cell);
  return cell;
}

let current = null;
let cellSeq = 0; // cells are numbered in the order made, which is the page's order

function runCell(cell) {
  cell.classList.add("queued");
  queue.push(cell);
  pump();
}

function pump() {
  if (!ready || busy || queue.length === 0) return;
  const cell = queue.shift();
  busy = true;
  current = cell;
  cell.classList.remove("queued");
  cell.classList.add("running");
  cell.querySelector(".label").textContent = "[*]";
  cell.querySelector(".out").textContent = "";
  input.disabled = true;
  runBtn.disabled = true;
  stopBtn.disabled = false;
  setStatus("running…");
  const t0 = performance.now();
  post({ type: "exec", src: cell.zqSrc }, (r) => {
    // The time the cell took (from the page's side, the worker's round
    // trip included) and when it ended, in ms since the page was opened.
    const now = performance.now();
    cell.dataset.ms = (now - t0).toFixed(1);
    cell.dataset.doneAt = now.toFixed(1);
    finish(cell, r);
  });
}

function finish(cell, r) {
  busy = false;
  current = null;
  cell.classList.remove("running");
  cell.classList.toggle("failed", !!r.error);
  count++;
  cell.querySelector(".label").textContent = "[" + count + "]";
  const out = cell.querySelector(".out");
  out.textContent = "";
  if (r.out) {
    const pre = document.createElement("pre");
    pre.className = "text";
    pre.textContent = r.out.replace(/\n$/, "");
    out.appendChild(pre);
  }
  if (r.error) {
    const pre = document.createElement("pre");
    pre.className = r.stopped ? "error stopped" : "error";
    pre.textContent = r.error.detail || r.error.msg;
    out.appendChild(pre);
  }
  if (!r.stopped) ran.push(cell.zqSrc);
  if (r.pictures && window.zqDraw) {
    for (const p of r.pictures) out.appendChild(window.zqDraw.picture(p, requestPicture));
  }
  stopBtn.disabled = true;
  input.disabled = false;
  runBtn.disabled = false;
  setStatus("ready");
  if (queue.length === 0) input.focus();
  pump();
}

// requestPicture asks the worker for more of a picture (a level of a
// large diagram, say).
function requestPicture(kind, args, cb) {
  post({ type: "picture", kind, args }, cb);
}

function stop() {
  if (!busy) return;
  queue.length = 0;
  document.querySelectorAll(".cell.queued").forEach((c) => c.classList.remove("queued"));
  if (shared) {
    Atomics.store(stopFlag, 0, 1);
    setStatus("stopping…");
    return;
  }
  const cell = current;
  worker.terminate();
  pending.clear();
  finish(cell, { out: "", error: { msg: "interrupted", detail: "interrupted (zq was restarted and the cells before were run again)" }, stopped: true });
  startWorker(ran.slice());
}

// ---- the prompt ----

function submit() {
  const src = input.value;
  if (src.trim() === "") return;
  if (hist[hist.length - 1] !== src) hist.push(src);
  histPos = hist.length;
  input.value = "";
  resize();
  hideCompletions();
  const cell = newCell(src);
  runCell(cell);
  cell.scrollIntoView({ block: "nearest" });
}

// complete reports whether src is a whole statement: brackets closed,
// raw strings ended (as the REPL's continuation prompt decides).
function complete(src) {
  let depth = 0, str = null;
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (str) {
      if (c === "\\" && str === '"') i++;
      else if (c === str) str = null;
      continue;
    }
    if (c === '"' || c === "`") str = c;
    else if (c === "#") while (i < src.length && src[i] !== "\n") i++;
    else if ("([{".includes(c)) depth++;
    else if (")]}".includes(c)) depth--;
  }
  return str === null && depth <= 0;
}

function resize() {
  input.rows = Math.min(12, input.value.split("\n").length);
  paintInput();
}

// paintInput draws the prompt's text coloured behind it (once the
// grammar is read: until then the textarea shows its own text).
const editorEl = $("editor"), inputColour = $("input-colour");
function paintInput() {
  if (!editorEl.classList.contains("coloured")) return;
  zqHighlight.colour(inputColour, input.value);
  // A scroll bar of the textarea narrows its text: narrow the copy alike.
  const bar = input.offsetWidth - input.clientWidth - 2;
  inputColour.style.borderRightWidth = 1 + Math.max(0, bar) + "px";
  inputColour.scrollTop = input.scrollTop;
}
input.addEventListener("scroll", () => {
  inputColour.scrollTop = input.scrollTop;
});

input.addEventListener("input", () => {
  resize();
  hideCompletions();
});

input.addEventListener("keydown", (e) => {
  if (e.key === "Enter" && !e.shiftKey) {
    if (e.ctrlKey || complete(input.value)) {
      e.preventDefault();
      submit();
    }
    return;
  }
  if (e.key === "Tab") {
    e.preventDefault();
    completeWord();
    return;
  }
  const atStart = input.selectionStart === 0 || !input.value.slice(0, input.selectionStart).includes("\n");
  const atEnd = !input.value.slice(input.selectionEnd).includes("\n");
  if (e.key === "ArrowUp" && atStart && histPos > 0) {
    e.preventDefault();
    histPos--;
    input.value = hist[histPos];
    resize();
  } else if (e.key === "ArrowDown" && atEnd && histPos < hist.length) {
    e.preventDefault();
    histPos++;
    input.value = histPos < hist.length ? hist[histPos] : "";
    resize();
  }
});

document.addEventListener("keydown", (e) => {
  if (e.key === "Escape") {
    hideCompletions();
    stop();
  }
});

function completeWord() {
  const pos = input.selectionStart;
  const before = input.value.slice(0, pos);
  const m = before.match(/[:\w]+$/);
  if (!m) return;
  const word = m[0];
  const cands = words.filter((w) => w.startsWith(word));
  if (cands.length === 0) return;
  let common = cands[0];
  for (const c of cands) while (!c.startsWith(common)) common = common.slice(0, -1);
  if (common.length > word.length) {
    input.setRangeText(common.slice(word.length), pos, pos, "end");
    paintInput();
  }
  if (cands.length > 1) showCompletions(cands);
  else hideCompletions();
}

function showCompletions(cands) {
  const box = $("completions");
  box.textContent = cands.slice(0, 60).join("  ") + (cands.length > 60 ? "  …" : "");
  box.hidden = false;
}

function hideCompletions() {
  $("completions").hidden = true;
}

runBtn.onclick = submit;
stopBtn.onclick = stop;

// ---- lessons and scripts in the URL ----

// pageOf splits a script into text (its comments) and cells (one per
// statement), as a guided page shows it.
function pageOf(src) {
  const parts = [];
  let text = [], stmt = [];
  const flushText = () => {
    if (text.length) parts.push({ text: text.join("\n") });
    text = [];
  };
  for (const line of src.split("\n")) {
    if (stmt.length) {
      stmt.push(line);
      if (complete(stmt.join("\n"))) {
        parts.push({ src: stmt.join("\n") });
        stmt = [];
      }
      continue;
    }
    const t = line.trim();
    if (t.startsWith("#")) {
      const body = t.replace(/^#\s?/, "");
      if (/^\s*go run /.test(body)) continue;
      if (/^Lesson \d+:/.test(body) && parts.length === 0 && text.length === 0) continue; // the page's title
      text.push(body);
    } else if (t === "") {
      if (text.length) text.push("");
    } else if (t.startsWith(":trace") || t.startsWith(":time")) {
      continue;
    } else {
      flushText();
      stmt = [line];
      if (complete(line)) {
        parts.push({ src: line });
        stmt = [];
      }
    }
  }
  if (stmt.length) parts.push({ src: stmt.join("\n") });
  flushText();
  return parts;
}

// showPage lays out a lesson or a script: text, cells, a button that
// runs them all.
function showPage(title, src) {
  $("intro").hidden = true;
  const page = document.createElement("section");
  page.className = "page";
  const h = document.createElement("h2");
  h.textContent = title;
  const all = document.createElement("button");
  all.id = "run-all";
  all.textContent = "Run all";
  all.onclick = () => page.querySelectorAll(".cell").forEach((c) => runCell(c));
  h.appendChild(all);
  page.appendChild(h);
  for (const part of pageOf(src)) {
    if (part.text !== undefined) {
      const div = document.createElement("div");
      div.className = "text lesson-text";
      for (const para of part.text.split(/\n\s*\n/)) {
        const p = document.createElement("p");
        p.textContent = para.replace(/\n/g, " ");
        div.appendChild(p);
      }
      page.appendChild(div);
    } else {
      newCell(part.src, page);
    }
  }
  cellsEl.appendChild(page);
}

async function loadLessons() {
  let list = [];
  try {
    list = await (await fetch("lessons/index.json")).json();
  } catch (e) {
    return [];
  }
  const nav = $("lessons-nav");
  list.forEach((l, i) => {
    const a = document.createElement("a");
    a.href = "?lesson=" + encodeURIComponent(l.name);
    a.textContent = String(i + 1);
    a.title = l.title;
    nav.appendChild(a);
  });
  return list;
}

async function openFromURL() {
  const q = new URLSearchParams(location.search);
  const lessons = await loadLessons();
  const name = q.get("lesson");
  if (name) {
    const l = lessons.find((x) => x.name === name);
    const resp = await fetch("lessons/" + encodeURIComponent(name) + ".zq");
    if (!resp.ok || !l) {
      showPage("no lesson " + name, "# The lessons are listed at the top of the page.");
      return;
    }
    showPage("Lesson " + (lessons.indexOf(l) + 1) + ": " + l.title, await resp.text());
    return;
  }
  const src = q.get("src");
  if (src !== null) showPage("a script from the link", src);
}

$("share").onclick = () => {
  const srcs = [...document.querySelectorAll(".cell")].map((c) => c.zqSrc);
  const url = location.origin + location.pathname + "?src=" + encodeURIComponent(srcs.join("\n"));
  history.replaceState(null, "", url);
  if (navigator.clipboard) navigator.clipboard.writeText(url).catch(() => {});
  setStatus("link copied");
};

// A static host without the isolation headers: let sw.js add them,
// then load again (once).
if (!self.crossOriginIsolated && "serviceWorker" in navigator && self.isSecureContext && !sessionStorage.getItem("zq-sw")) {
  sessionStorage.setItem("zq-sw", "1");
  navigator.serviceWorker.register("sw.js").then(() => navigator.serviceWorker.ready).then(
    () => location.reload(),
    () => {}
  );
}

if (self.zqHighlight) {
  zqHighlight.load("zq.tmLanguage.json").then((ok) => {
    if (!ok) return;
    editorEl.classList.add("coloured");
    paintInput();
  });
}
startWorker();
openFromURL();
