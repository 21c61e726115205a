// The worker runs zq (zq.wasm) off the page's thread, so the page never
// freezes. Messages in: {type: "init", stop}, {type: "exec", id, src},
// {type: "picture", id, kind, args}. Messages out: {type: "ready"},
// {type: "result", id, result, words}, {type: "fatal", msg}.
importScripts("wasm_exec.js");

let ready = false;
let stopFlag = null;
const waiting = [];

self.zqReady = () => {
  ready = true;
  if (stopFlag) zqHost.setStop(stopFlag);
  postMessage({ type: "ready", version: zqHost.version(), words: JSON.parse(zqHost.words()) });
  waiting.splice(0).forEach(handle);
};

self.onmessage = (e) => {
  const m = e.data;
  if (m.type === "init") {
    stopFlag = m.stop || null;
    return;
  }
  if (!ready) waiting.push(m);
  else handle(m);
};

function handle(m) {
  switch (m.type) {
    case "exec":
      zqHost.exec(m.src, (r) => {
        postMessage({ type: "result", id: m.id, result: JSON.parse(r), words: JSON.parse(zqHost.words()) });
      });
      break;
    case "picture":
      zqHost.picture(m.kind, JSON.stringify(m.args || {}), (r) => {
        postMessage({ type: "picture", id: m.id, result: JSON.parse(r) });
      });
      break;
  }
}

async function start() {
  const go = new Go();
  let inst;
  const resp = fetch("zq.wasm");
  try {
    inst = (await WebAssembly.instantiateStreaming(resp, go.importObject)).instance;
  } catch (err) {
    // A host that does not serve .wasm as application/wasm.
    const bytes = await (await fetch("zq.wasm")).arrayBuffer();
    inst = (await WebAssembly.instantiate(bytes, go.importObject)).instance;
  }
  await go.run(inst);
  postMessage({ type: "fatal", msg: "zq stopped (out of memory?)" });
}

start().catch((err) => postMessage({ type: "fatal", msg: String(err) }));
