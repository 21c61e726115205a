// The playground's pictures: diagrams laid out by ELK's layered
// algorithm (vendor/elkjs), levels as bar charts, explain's steps and
// the frontier-based search as animations, sets of a graph family drawn
// on the graph, and puzzles in their own SVG. The data comes from the
// worker (see playground/wasm/pictures.go).
"use strict";

(function () {
  const NS = "http://www.w3.org/2000/svg";
  const elk = typeof ELK === "function" ? new ELK() : null;

  // svg makes an SVG element with attributes, appended to parent.
  function svg(tag, attrs, parent) {
    const e = document.createElementNS(NS, tag);
    for (const k in attrs || {}) e.setAttribute(k, attrs[k]);
    if (parent) parent.appendChild(e);
    return e;
  }

  function html(tag, cls, parent, text) {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    if (parent) parent.appendChild(e);
    return e;
  }

  function caption(box, text) {
    return html("div", "caption", box, text);
  }

  function arrowMarkers(root) {
    const defs = svg("defs", {}, root);
    for (const [id, color] of [["arr-hi", "#1d2330"], ["arr-lo", "#8a93a6"], ["arr-ghost", "#d5d9e0"]]) {
      const m = svg("marker", { id, viewBox: "0 0 10 10", refX: "9", refY: "5", markerWidth: "7", markerHeight: "7", orient: "auto-start-reverse" }, defs);
      svg("path", { d: "M 0 0 L 10 5 L 0 10 z", fill: color }, m);
    }
  }

  // ---- diagrams ----

  const TERM = { 0: "⊥", 1: "⊤" };

  // layoutDiagram lays out a diagram whose levels list their nodes and
  // draws it into a new SVG element. nodeLabel names a node (by default
  // its name in diagram's text). It resolves to {root, nodes, edges}:
  // the SVG, the node groups by id, the edge paths.
  async function layoutDiagram(d, opts) {
    opts = opts || {};
    const label = opts.nodeLabel || ((n) => n.name);
    const hideBottom = !!opts.hideBottom;
    const R = 15;
    const children = [];
    const edges = [];
    const levelOf = new Map();
    const used = new Set();
    let last = 0;
    d.levels.forEach((l, i) => {
      for (const n of l.nodes || []) {
        levelOf.set(n.id, i);
        // Interactive layering keeps the rows: one per variable.
        children.push({ id: "n" + n.id, width: 2 * R, height: 2 * R, x: 0, y: i * 100, zq: n });
        for (const [kind, to] of [["lo", n.lo], ["hi", n.hi]]) {
          if (to === 0 && hideBottom) continue;
          if (to <= 1) used.add(to);
          edges.push({ id: "e" + n.id + kind, sources: ["n" + n.id], targets: ["n" + to], zqKind: kind, zqTo: to });
        }
        last = i;
      }
    });
    if (d.root <= 1) used.add(d.root);
    for (const t of [0, 1]) {
      if (used.has(t)) {
        children.push({ id: "n" + t, width: 26, height: 26, x: 0, y: (last + 1) * 100, zqTerm: t });
      }
    }
    const graph = {
      id: "root",
      layoutOptions: {
        "elk.algorithm": "layered",
        "elk.direction": "DOWN",
        "elk.layered.layering.strategy": "INTERACTIVE",
        "elk.edgeRouting": "POLYLINE",
        "elk.spacing.nodeNode": "22",
        "elk.layered.spacing.nodeNodeBetweenLayers": "34",
        "elk.layered.spacing.edgeNodeBetweenLayers": "14",
        "elk.padding": "[top=16,left=16,bottom=16,right=16]",
      },
      children,
      edges,
    };
    const out = await elk.layout(graph);
    const left = 70; // room for the variables' names
    const W = out.width + left + 10, H = out.height + 10;
    const root = svg("svg", { width: W, height: H, viewBox: `0 0 ${W} ${H}`, class: "zdd" });
    arrowMarkers(root);
    const g = svg("g", { transform: `translate(${left},0)` }, root);
    // A faint line and the element's name for each row.
    const rows = new Map();
    for (const c of out.children) {
      if (c.zq) {
        const i = levelOf.get(c.zq.id);
        rows.set(i, Math.min(rows.has(i) ? rows.get(i) : Infinity, c.y + c.height / 2));
      }
    }
    for (const [i, y] of rows) {
      svg("line", { x1: -left + 4, x2: out.width, y1: y, y2: y, class: "row-line" }, g);
      const t = svg("text", { x: -left + 6, y: y + 4, class: "row-label" }, g);
      t.textContent = d.levels[i].element;
    }
    const edgeEls = new Map();
    for (const e of out.edges) {
      const s = e.sections && e.sections[0];
      if (!s) continue;
      const pts = [s.startPoint, ...(s.bendPoints || []), s.endPoint];
      const path = svg("path", {
        d: "M " + pts.map((p) => p.x.toFixed(1) + " " + p.y.toFixed(1)).join(" L "),
        class: "zdd-edge " + e.zqKind + (e.zqTo === 0 ? " to-bottom" : ""),
        "marker-end": e.zqKind === "hi" ? "url(#arr-hi)" : "url(#arr-lo)",
      }, g);
      path.dataset.from = e.sources[0].slice(1);
      path.dataset.to = String(e.zqTo);
      edgeEls.set(e.id, path);
    }
    const nodeEls = new Map();
    for (const c of out.children) {
      if (c.zqTerm !== undefined) {
        const t = svg("g", { class: "zdd-term", transform: `translate(${c.x},${c.y})` }, g);
        svg("rect", { width: c.width, height: c.height, rx: 3 }, t);
        const tx = svg("text", { x: c.width / 2, y: c.height / 2 + 5, "text-anchor": "middle" }, t);
        tx.textContent = TERM[c.zqTerm];
        svg("title", {}, t).textContent = c.zqTerm === 0 ? "⊥: the empty family (no set)" : "⊤: the empty set (a set ends here)";
        continue;
      }
      const n = c.zq;
      const ng = svg("g", { class: "zdd-node", transform: `translate(${c.x + R},${c.y + R})` }, g);
      ng.dataset.id = n.id;
      svg("circle", { r: R }, ng);
      const tx = svg("text", { y: 4, "text-anchor": "middle" }, ng);
      tx.textContent = label(n);
      svg("title", {}, ng).textContent =
        `${n.name} (n${n.id}): element ${d.levels[levelOf.get(n.id)].element}; ` +
        `lo ┄ ${nameOf(d, n.lo)}, hi ─ ${nameOf(d, n.hi)}`;
      nodeEls.set(n.id, ng);
    }
    return { root, nodes: nodeEls, edges: edgeEls };
  }

  function nameOf(d, id) {
    if (id <= 1) return TERM[id];
    for (const l of d.levels) for (const n of l.nodes || []) if (n.id === id) return n.name;
    return "n" + id;
  }

  function drawDiagram(box, p, request) {
    const d = p.diagram;
    if (d.nodes === 0) {
      caption(box, d.root === 0 ? "⊥ — the empty family: no sets, no nodes" : "⊤ — the family of the empty set: no nodes");
      const s = svg("svg", { width: 60, height: 44, class: "zdd" }, box);
      const t = svg("g", { class: "zdd-term", transform: "translate(16,8)" }, s);
      svg("rect", { width: 26, height: 26, rx: 3 }, t);
      svg("text", { x: 13, y: 18, "text-anchor": "middle" }, t).textContent = TERM[d.root];
      return;
    }
    if (!d.drawn) {
      caption(box, `${d.sets} sets, ${d.nodes} nodes on ${d.levels.length} levels: too many to draw one by one; the nodes per level (click a bar to list its nodes)`);
      drawLevelBars(box, p, request);
      return;
    }
    caption(box, `${d.sets} ${d.sets === "1" ? "set" : "sets"}, ${d.nodes} ${d.nodes === 1 ? "node" : "nodes"}: ┄ 0-edge (lo: the sets without the element), ─ 1-edge (hi: the sets with it)`);
    const area = html("div", "drawing", box);
    const many = d.nodes > 40;
    let toggle = null;
    if (many) {
      const c = html("div", "controls", box);
      toggle = html("label", "", c);
      const cb = html("input", "", toggle);
      cb.type = "checkbox";
      toggle.append(" draw the 0-edges to ⊥ (left out: every node without one has it)");
      cb.onchange = () => render(!cb.checked);
      box.insertBefore(c, area);
    }
    const render = (hide) =>
      layoutDiagram(d, { hideBottom: hide }).then((r) => {
        area.textContent = "";
        area.appendChild(r.root);
      }, (err) => (area.textContent = "layout failed: " + err));
    render(many);
  }

  // ---- levels ----

  function drawLevelBars(box, p, request) {
    const d = p.diagram;
    const levels = d.levels;
    const max = Math.max(1, ...levels.map((l) => l.count));
    const rowH = levels.length > 80 ? 8 : 18;
    const labelW = 80, barW = 420;
    const H = levels.length * rowH + 24;
    const s = svg("svg", { width: labelW + barW + 80, height: H, class: "levels" }, box);
    const step = Math.ceil(12 / rowH); // label every row when they fit
    const opened = html("div", "level-nodes", box);
    levels.forEach((l, i) => {
      const y = 8 + i * rowH;
      const w = (l.count / max) * barW;
      const bar = svg("rect", { x: labelW, y, width: Math.max(w, l.count ? 1 : 0), height: rowH - 2, class: "bar" }, s);
      svg("title", {}, bar).textContent = `element ${l.element}: ${l.count} nodes`;
      if (i % step === 0) {
        svg("text", { x: labelW - 6, y: y + rowH - 4, "text-anchor": "end", class: "row-label" }, s).textContent = l.element;
        if (rowH >= 14) svg("text", { x: labelW + w + 4, y: y + rowH - 4, class: "count" }, s).textContent = l.count;
      }
      if (request && l.count > 0) {
        bar.classList.add("openable");
        bar.onclick = () => openLevel(opened, p.expr, i, request);
      }
    });
    const widest = levels.reduce((a, l) => Math.max(a, l.count), 0);
    caption(box, `${levels.length} levels, the widest ${widest} nodes; ${d.nodes} nodes in all`);
  }

  function openLevel(area, expr, i, request) {
    area.textContent = "listing level " + (i + 1) + "…";
    request("level", { expr, level: i }, (p) => {
      area.textContent = "";
      if (p.error) {
        html("pre", "error", area, p.error);
        return;
      }
      const l = p.level;
      caption(area, `level ${i + 1}: element ${l.element}, ${l.count} nodes (children by store id: n<id>, ⊥, ⊤)`);
      const t = html("table", "level-table", area);
      const head = html("tr", "", t);
      for (const h of ["node", "0-edge (lo)", "1-edge (hi)"]) html("th", "", head, h);
      for (const n of l.nodes) {
        const r = html("tr", "", t);
        html("td", "", r, "n" + n.id);
        html("td", "", r, n.lo <= 1 ? TERM[n.lo] : "n" + n.lo);
        html("td", "", r, n.hi <= 1 ? TERM[n.hi] : "n" + n.hi);
      }
    });
  }

  // ---- explain ----

  function animateExplain(box, t) {
    box.tabIndex = 0;
    const steps = t.steps;
    const N = steps.length;
    caption(box, `${t.calls} calls, ${t.hits} cache hits, ${t.new} new nodes` + (t.truncated ? ` (the first ${N} steps are shown)` : "") +
      ". ← → step, PgUp PgDn (or Shift+← →) jump between top-level calls, Home End.");
    const controls = html("div", "controls", box);
    const btn = (label, title, fn) => {
      const b = html("button", "", controls, label);
      b.title = title;
      b.onclick = () => { fn(); box.focus(); };
      return b;
    };
    btn("|◀", "previous top-level call", () => go(prevTop()));
    btn("◀", "step back", () => go(frame - 1));
    btn("▶", "step forward", () => go(frame + 1));
    btn("▶|", "next top-level call", () => go(nextTop()));
    const counter = html("span", "frame", controls);
    const stepText = html("div", "step-text", box);
    const body = html("div", "explain-body", box);
    const stackEl = html("pre", "call-stack", body);
    const area = html("div", "drawing", body);
    let frame = 0;
    let diagram = null;
    // made[id] is the step that made node n<id>.
    const made = new Map();
    steps.forEach((s, i) => {
      if (s.kind === "node") made.set(s.r, i + 1);
    });
    const describe = (s) => {
      switch (s.kind) {
        case "call": return `call ${s.op}(${s.a}, ${s.b})`;
        case "hit": return `${s.op}(${s.a}, ${s.b}) = ${s.r}   (cache hit)`;
        case "result": return `${s.op}(${s.a}, ${s.b}) = ${s.r}`;
        case "node": return `new node ${s.r} = (x${s.var}, lo ${s.lo}, hi ${s.hi})`;
      }
      return s.kind;
    };
    const topStarts = [];
    steps.forEach((s, i) => {
      if ((s.kind === "call" || s.kind === "hit") && s.depth === 0) topStarts.push(i + 1);
    });
    const prevTop = () => {
      let best = 0;
      for (const f of topStarts) if (f < frame) best = f;
      return best;
    };
    const nextTop = () => {
      for (const f of topStarts) if (f > frame) return f;
      return N;
    };
    function go(f) {
      frame = Math.max(0, Math.min(N, f));
      counter.textContent = `step ${frame} / ${N}`;
      const s = steps[frame - 1];
      stepText.textContent = frame === 0 ? "before the first step (the operation cache is empty)" :
        (s.top ? `top-level call ${s.top}: ` : "") + describe(s);
      stepText.className = "step-text " + (s ? s.kind : "");
      // The calls open at this frame.
      const stack = [];
      for (let i = 0; i < frame; i++) {
        const x = steps[i];
        if (x.kind === "call") stack.push(`${x.op}(${x.a}, ${x.b})`);
        else if (x.kind === "result") stack.pop();
      }
      stackEl.textContent = stack.length ? "calls open:\n" + stack.map((c, i) => "  ".repeat(i) + c).join("\n") : "no call open";
      if (!diagram) return;
      for (const [id, g] of diagram.nodes) {
        const at = made.get("n" + id);
        g.classList.remove("future", "made", "current");
        if (at === undefined) continue; // in the store before: always there
        if (at > frame) g.classList.add("future");
        else if (at === frame) g.classList.add("current");
        else g.classList.add("made");
      }
      for (const [, e] of diagram.edges) {
        const from = made.get("n" + e.dataset.from);
        e.classList.toggle("future", from !== undefined && from > frame);
      }
    }
    box.addEventListener("keydown", (e) => {
      const k = { ArrowRight: 1, ArrowLeft: -1 }[e.key];
      if (k && e.shiftKey) go(k > 0 ? nextTop() : prevTop());
      else if (k) go(frame + k);
      else if (e.key === "PageDown") go(nextTop());
      else if (e.key === "PageUp") go(prevTop());
      else if (e.key === "Home") go(0);
      else if (e.key === "End") go(N);
      else return;
      e.preventDefault();
    });
    go(0);
    const r = t.result;
    if (!r) {
      area.textContent = "(the value is not a family: no diagram)";
    } else if (r.nodes === 0) {
      area.textContent = "the result is " + (r.root === 0 ? "⊥, the empty family" : "⊤, the family of the empty set");
    } else if (!r.drawn) {
      area.textContent = `the result has ${r.nodes} nodes: too many to draw`;
    } else {
      layoutDiagram(r, { nodeLabel: (n) => "n" + n.id }).then((d) => {
        diagram = d;
        area.appendChild(d.root);
        caption(area, "the result's diagram: nodes appear as they are made (orange: made at this step); nodes shared with the operands are there from the start");
        go(frame);
      });
    }
  }

  // ---- graphs ----

  // graphLayout places the vertices: a grid as a grid, any other graph
  // on a circle. It returns positions in [0, w] x [0, h].
  function graphLayout(g, gap) {
    const pos = [];
    if (g.rows > 0 && g.cols > 0) {
      for (let v = 0; v < g.vertices.length; v++) pos.push({ x: (v % g.cols) * gap, y: Math.floor(v / g.cols) * gap });
      return { pos, w: (g.cols - 1) * gap, h: (g.rows - 1) * gap };
    }
    const n = g.vertices.length, r = Math.max(gap, (n * gap) / (2 * Math.PI));
    for (let v = 0; v < n; v++) {
      const a = (2 * Math.PI * v) / n - Math.PI / 2;
      pos.push({ x: r + r * Math.cos(a), y: r + r * Math.sin(a) });
    }
    return { pos, w: 2 * r, h: 2 * r };
  }

  function drawGraph(g, gap, draw) {
    const L = graphLayout(g, gap);
    const m = 14;
    const s = svg("svg", { width: L.w + 2 * m, height: L.h + 2 * m, class: "graph" });
    const root = svg("g", { transform: `translate(${m},${m})` }, s);
    draw(root, L.pos);
    return s;
  }

  function drawGraphSets(box, gs) {
    const g = gs.graph;
    caption(box, `${gs.first.length < Number(gs.sets) || gs.sets.length > 15 ? "the first " + gs.first.length + " of " : ""}${gs.sets} sets, drawn on the graph`);
    const row = html("div", "small-multiples", box);
    const gap = g.vertices.length > 40 ? 14 : 26;
    for (const set of gs.first) {
      const on = new Set(set);
      row.appendChild(drawGraph(g, gap, (root, pos) => {
        g.edges.forEach(([u, v], i) => {
          svg("line", { x1: pos[u].x, y1: pos[u].y, x2: pos[v].x, y2: pos[v].y, class: on.has(i) ? "edge on" : "edge" }, root);
        });
        pos.forEach((p) => svg("circle", { cx: p.x, cy: p.y, r: 2.5, class: "vertex" }, root));
      }));
    }
    if (gs.first.length === 0) {
      row.appendChild(drawGraph(g, gap, (root, pos) => {
        g.edges.forEach(([u, v]) => svg("line", { x1: pos[u].x, y1: pos[u].y, x2: pos[v].x, y2: pos[v].y, class: "edge" }, root));
        pos.forEach((p) => svg("circle", { cx: p.x, cy: p.y, r: 2.5, class: "vertex" }, root));
      }));
    }
  }

  // ---- the frontier-based search ----

  function animateFrontier(box, f) {
    box.tabIndex = 0;
    const g = f.graph;
    const E = f.edges.length;
    const index = new Map(g.vertices.map((n, i) => [n, i]));
    caption(box, `the frontier-based search of ${f.kind}: ${g.edges.length} edges, frontier at most ${f.width} wide. ← → go edge by edge, Home End.`);
    const controls = html("div", "controls", box);
    const btn = (label, title, fn) => {
      const b = html("button", "", controls, label);
      b.title = title;
      b.onclick = () => { fn(); box.focus(); };
    };
    btn("|◀", "first edge", () => go(0));
    btn("◀", "previous edge", () => go(frame - 1));
    btn("▶", "next edge", () => go(frame + 1));
    btn("▶|", "the end", () => go(E));
    const counter = html("span", "frame", controls);
    const text = html("div", "step-text", box);
    html("div", "caption", box, "the graph: the edge decided now in orange, the edges decided before in grey, the frontier's vertices filled. " +
      "Each state (its mates): ○ no edge yet, ● grey done, orange s or t: the end of the path from s or t, an arc joins the two ends of a path; 0 → the child without the edge, 1 → with it.");
    const body = html("div", "frontier-body", box);
    const main = html("div", "frontier-graph", body);
    const states = html("div", "frontier-states", body);
    const gap = g.vertices.length > 64 ? 30 : 56;
    // states made at each edge by the previous one: a state reached
    // twice is a merge.
    const parents = new Map();
    for (const e of f.edges) for (const s of e.states || []) for (const c of [s.lo, s.hi]) if (c !== "cut" && c !== "⊤") parents.set(c, (parents.get(c) || 0) + 1);
    let frame = 0;

    function mainGraph(k) {
      const cur = k < E ? f.edges[k] : null;
      const fr = new Set(cur ? cur.frontier : []);
      const decided = new Set(f.edges.slice(0, k).map((e) => e.edge));
      return drawGraph(g, gap, (root, pos) => {
        g.edges.forEach(([u, v], i) => {
          const cls = cur && i === cur.edge ? "edge current" : decided.has(i) ? "edge decided" : "edge";
          svg("line", { x1: pos[u].x, y1: pos[u].y, x2: pos[v].x, y2: pos[v].y, class: cls }, root);
        });
        pos.forEach((p, v) => {
          const c = svg("circle", { cx: p.x, cy: p.y, r: 6, class: fr.has(v) ? "vertex frontier" : "vertex" }, root);
          svg("title", {}, c).textContent = g.vertices[v];
        });
      });
    }

    function stateCard(e, s) {
      const card = html("div", "state-card");
      const merged = (parents.get(s.name) || 0) > 1;
      if (merged) card.classList.add("merged");
      const pic = drawGraph(g, g.vertices.length > 30 ? 18 : 30, (root, pos) => {
        g.edges.forEach(([u, v], i) => {
          svg("line", { x1: pos[u].x, y1: pos[u].y, x2: pos[v].x, y2: pos[v].y, class: i === e.edge ? "edge current" : "edge faint" }, root);
        });
        // Each path's two ends joined by an arc (its middle is decided
        // and forgotten: only the mates are kept).
        e.frontier.forEach((v, i) => {
          const code = s.mates[i];
          const w = index.get(code);
          if (w !== undefined && w !== v && v < w) {
            const a = pos[v], b = pos[w];
            const mx = (a.x + b.x) / 2 - (b.y - a.y) * 0.25, my = (a.y + b.y) / 2 + (b.x - a.x) * 0.25;
            svg("path", { d: `M ${a.x} ${a.y} Q ${mx} ${my} ${b.x} ${b.y}`, class: "mate-arc" }, root);
          }
        });
        e.frontier.forEach((v, i) => {
          const code = s.mates[i];
          const p = pos[v];
          let cls = "mate";
          if (code === g.vertices[v]) cls += " free";
          else if (code === "0") cls += " done";
          else if (code === "s" || code === "t") cls += " end";
          else if (/^c\d+$/.test(code)) cls += " comp comp" + (Number(code.slice(1)) % 6);
          svg("circle", { cx: p.x, cy: p.y, r: 5, class: cls }, root);
          if (code === "s" || code === "t" || /^c\d+$/.test(code)) {
            svg("text", { x: p.x + 6, y: p.y - 5, class: "mate-label" }, root).textContent = code;
          }
        });
      });
      card.appendChild(pic);
      const arm = (c, merges) => (c === "cut" ? '<span class="cut">cut</span>' : c === "⊤" ? '<span class="accept">⊤</span>' : c + (merges ? ' <span class="merge">(merges)</span>' : ""));
      const t = html("div", "state-text", card);
      t.innerHTML = `<b>${s.name}</b>${merged ? ' <span class="merge">merged</span>' : ""}<br>0 → ${arm(s.lo, s.loMerges)}<br>1 → ${arm(s.hi, s.hiMerges)}`;
      card.title = "[" + e.frontier.map((v, i) => g.vertices[v] + "→" + s.mates[i]).join(" ") + "]";
      return card;
    }

    function go(k) {
      frame = Math.max(0, Math.min(E, k));
      counter.textContent = frame < E ? `edge ${frame + 1} / ${E}` : `done (${E} / ${E})`;
      main.textContent = "";
      main.appendChild(mainGraph(frame));
      states.textContent = "";
      if (frame === E) {
        text.textContent = `done: ${f.sets} ${f.kind} (${f.states} states, ${f.accepted} arcs reach ⊤)`;
        return;
      }
      const e = f.edges[frame];
      const [u, v] = g.edges[e.edge];
      const cut = (e.states || []).reduce((a, s) => a + (s.lo === "cut") + (s.hi === "cut"), 0);
      const merges = (e.states || []).reduce((a, s) => a + !!s.loMerges + !!s.hiMerges, 0);
      text.textContent = `edge ${frame + 1}: ${g.vertices[u]}–${g.vertices[v]}; frontier {${e.frontier.map((x) => g.vertices[x]).join(", ")}}; ` +
        `${e.count} ${e.count === 1 ? "state" : "states"}` + (f.listed ? `; ${cut} children cut, ${merges} merge into states made before` : "");
      if (!f.listed) {
        html("div", "caption", states, `${f.states} states in all: too many to show one by one`);
        return;
      }
      for (const s of e.states) states.appendChild(stateCard(e, s));
    }
    box.addEventListener("keydown", (ev) => {
      const k = { ArrowRight: 1, ArrowLeft: -1 }[ev.key];
      if (k) go(frame + k);
      else if (ev.key === "Home") go(0);
      else if (ev.key === "End") go(E);
      else return;
      ev.preventDefault();
    });
    if (f.root) {
      text.textContent = f.root === "accept" ? "the root is accepted at once: the family is {{}}" : "the root is rejected at once: the family is empty";
      return;
    }
    go(0);
  }

  // ---- puzzles ----

  function drawPuzzle(box, text) {
    const doc = new DOMParser().parseFromString(text, "image/svg+xml");
    const s = doc.documentElement;
    if (s.nodeName !== "svg") {
      html("pre", "error", box, "the puzzle's picture could not be read");
      return;
    }
    box.appendChild(document.importNode(s, true));
  }

  // picture draws one picture of a cell into a new element.
  function picture(p, request) {
    const box = html("div", "picture picture-" + p.kind);
    if (p.error) {
      html("pre", "error", box, p.error);
      return box;
    }
    if (!elk && (p.kind === "diagram" || p.kind === "explain")) {
      html("pre", "error", box, "the layout library (vendor/elkjs) did not load");
      return box;
    }
    switch (p.kind) {
      case "diagram": drawDiagram(box, p, request); break;
      case "levels":
        caption(box, `the nodes per level of ${p.expr}`);
        drawLevelBars(box, p, request);
        break;
      case "explain": animateExplain(box, p.trace); break;
      case "frontier": animateFrontier(box, p.frontier); break;
      case "graph": drawGraphSets(box, p.graph); break;
      case "puzzle": drawPuzzle(box, p.svg); break;
    }
    return box;
  }

  window.zqDraw = { picture, layoutDiagram };
})();
