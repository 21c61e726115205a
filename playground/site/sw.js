// A service worker for static hosts that cannot send headers: it adds
// the cross-origin isolation headers (COOP, COEP) to the site's own
// answers, so that the page and its worker can share the stop flag.
// `zq serve` sends the headers itself and does not need it.
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (e) => e.waitUntil(self.clients.claim()));
self.addEventListener("fetch", (e) => {
  const req = e.request;
  if (new URL(req.url).origin !== self.location.origin) return;
  if (req.cache === "only-if-cached" && req.mode !== "same-origin") return;
  e.respondWith(
    fetch(req).then((resp) => {
      if (resp.status === 0) return resp;
      const h = new Headers(resp.headers);
      h.set("Cross-Origin-Opener-Policy", "same-origin");
      h.set("Cross-Origin-Embedder-Policy", "require-corp");
      return new Response(resp.body, { status: resp.status, statusText: resp.statusText, headers: h });
    })
  );
});
