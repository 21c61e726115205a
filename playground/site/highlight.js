// highlight.js colours zq source with zq's TextMate grammar (the one the
// editors use, served as zq.tmLanguage.json), read by a small interpreter
// of the grammar's rules: match rules, begin/end rules, captures and
// includes from the repository, with the TextMate order (the leftmost
// match wins, the first rule listed on a tie, an end pattern first).
// Regular expressions are JavaScript's (flags d, g, u), which read the
// grammar's patterns as Oniguruma does. The editors' tests tokenize every
// script of the repository with it and with vscode-textmate and require
// the same scopes for every character.
//
// In the page: zqHighlight.load(url) fetches the grammar, then
// zqHighlight.colour(pre, src) fills pre with spans. In node:
// require("./highlight.js").compile(grammar).
(function (root) {
  "use strict";

  function compile(grammar) {
    const repo = grammar.repository || {};
    const made = new Map();
    const re = (src) => new RegExp(src, "dgu");
    function rule(r) {
      if (made.has(r)) return made.get(r);
      const c = { name: r.name };
      made.set(r, c);
      if (r.match !== undefined) {
        c.match = re(r.match);
        c.captures = r.captures || {};
      } else {
        c.begin = re(r.begin);
        c.end = re(r.end);
        c.beginCaptures = r.beginCaptures || r.captures || {};
        c.endCaptures = r.endCaptures || r.captures || {};
        c.endLast = !!r.applyEndPatternLast;
        c.patterns = flatten(r.patterns || []);
      }
      return c;
    }
    function expand(p) {
      if (p.include !== undefined) {
        if (!p.include.startsWith("#") || !repo[p.include.slice(1)]) {
          throw new Error("highlight.js: cannot include " + p.include);
        }
        return expand(repo[p.include.slice(1)]);
      }
      if (p.match === undefined && p.begin === undefined) return flatten(p.patterns || []);
      return [rule(p)];
    }
    function flatten(list) {
      return list.flatMap(expand);
    }
    return { scopeName: grammar.scopeName, root: { patterns: flatten(grammar.patterns || []) } };
  }

  // The state between lines: the begin/end rules open, innermost last.
  function initial(g) {
    return [{ rule: g.root, scopes: [g.scopeName] }];
  }

  // tokenizeLine returns the tokens of one line ({start, end, scopes},
  // offsets in UTF-16 units as in JavaScript strings) and the state for
  // the next line.
  function tokenizeLine(g, line, state) {
    const stack = (state || initial(g)).slice();
    const tokens = [];
    const emit = (s, e, scopes) => {
      if (e > s) tokens.push({ start: s, end: e, scopes });
    };
    // captured gives the characters of a match their scopes, captures
    // inside captures nesting as the groups do.
    const captured = (m, base, caps) => {
      const s = m.index, e = s + m[0].length;
      const at = [];
      for (let i = s; i < e; i++) at.push(caps["0"] && caps["0"].name ? base.concat(caps["0"].name) : base);
      for (let k = 1; k < m.indices.length; k++) {
        const c = caps[String(k)], ix = m.indices[k];
        if (!c || !c.name || !ix) continue;
        for (let i = ix[0]; i < ix[1]; i++) at[i - s] = at[i - s].concat(c.name);
      }
      let i = 0;
      while (i < at.length) {
        let j = i + 1;
        while (j < at.length && at[j].join(" ") === at[i].join(" ")) j++;
        emit(s + i, s + j, at[i]);
        i = j;
      }
    };
    let pos = 0;
    // found keeps each pattern's last search on this line: the leftmost
    // match from an earlier place is still the leftmost from pos when it
    // starts at pos or later (and no match then is none now), so a long
    // line is not searched again for every token.
    const found = new Map();
    const search = (regex) => {
      const f = found.get(regex);
      if (f && f.from <= pos && (f.m === null || f.m.index >= pos)) return f.m;
      regex.lastIndex = pos;
      const m = regex.exec(line);
      found.set(regex, { from: pos, m });
      return m;
    };
    for (let steps = 0; steps <= 4 * line.length + 16; steps++) {
      const top = stack[stack.length - 1];
      let best = null;
      const attempt = (regex, kind, r) => {
        const m = search(regex);
        if (m && (best === null || m.index < best.m.index)) best = { m, kind, r };
      };
      if (top.rule.end && !top.rule.endLast) attempt(top.rule.end, "end", top.rule);
      for (const r of top.rule.patterns) attempt(r.match || r.begin, r.match ? "match" : "begin", r);
      if (top.rule.end && top.rule.endLast) attempt(top.rule.end, "end", top.rule);
      if (best === null) break;
      const { m, kind, r } = best;
      const end = m.index + m[0].length;
      if (end === pos && kind === "match") break; // an empty match changes nothing
      emit(pos, m.index, top.scopes);
      if (kind === "match") {
        captured(m, r.name ? top.scopes.concat(r.name) : top.scopes, r.captures);
      } else if (kind === "begin") {
        const scopes = r.name ? top.scopes.concat(r.name) : top.scopes;
        captured(m, scopes, r.beginCaptures);
        stack.push({ rule: r, scopes });
      } else {
        captured(m, top.scopes, r.endCaptures);
        stack.pop();
      }
      pos = end;
    }
    const top = stack[stack.length - 1];
    emit(pos, line.length, top.scopes);
    return { tokens, state: stack };
  }

  // classOf is the class a token gets in the page, from its scopes.
  const classes = [
    ["invalid", "tk-invalid"],
    ["comment", "tk-comment"],
    ["meta.meta-command", "tk-meta"],
    ["constant.character.escape", "tk-escape"],
    ["string", "tk-string"],
    ["constant.numeric", "tk-number"],
    ["constant.language", "tk-constant"],
    ["keyword.operator.logical", "tk-keyword"],
    ["keyword.control", "tk-keyword"],
    ["storage.type", "tk-keyword"],
    ["support.function.builtin", "tk-builtin"],
    ["entity.name.function", "tk-function"],
    ["variable.function", "tk-function"],
    ["variable.parameter", "tk-param"],
  ];
  function classOf(scopes) {
    for (const [prefix, cls] of classes) {
      if (scopes.some((s) => s === prefix || s.startsWith(prefix + "."))) return cls;
    }
    return "";
  }

  let grammar = null;
  const waiting = new Map(); // pre -> the source it waits to show coloured

  // load fetches and compiles the grammar, then colours what waited for
  // it; it resolves to whether the grammar is there.
  function load(url) {
    return fetch(url)
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(url + ": " + r.status))))
      .then((json) => {
        grammar = compile(json);
        const w = [...waiting];
        waiting.clear();
        w.forEach(([pre, src]) => colour(pre, src));
        return true;
      })
      .catch(() => {
        waiting.clear(); // the text stays plain
        return false;
      });
  }

  // colour fills pre with src, coloured once the grammar is there.
  function colour(pre, src) {
    if (grammar === null) {
      pre.textContent = src;
      waiting.set(pre, src);
      return;
    }
    const doc = pre.ownerDocument;
    const frag = doc.createDocumentFragment();
    let state = null;
    src.split("\n").forEach((line, i) => {
      if (i > 0) frag.appendChild(doc.createTextNode("\n"));
      const r = tokenizeLine(grammar, line, state);
      state = r.state;
      // Neighbours of one class make one span.
      const runs = [];
      for (const t of r.tokens) {
        const text = line.slice(t.start, t.end), cls = classOf(t.scopes);
        if (runs.length > 0 && runs[runs.length - 1][1] === cls) runs[runs.length - 1][0] += text;
        else runs.push([text, cls]);
      }
      for (const [text, cls] of runs) {
        if (cls === "") {
          frag.appendChild(doc.createTextNode(text));
        } else {
          const span = doc.createElement("span");
          span.className = cls;
          span.textContent = text;
          frag.appendChild(span);
        }
      }
    });
    pre.replaceChildren(frag);
  }

  const api = { compile, initial, tokenizeLine, classOf, load, colour };
  if (typeof module === "object" && module.exports) module.exports = api;
  else root.zqHighlight = api;
})(typeof self !== "undefined" ? self : this);
