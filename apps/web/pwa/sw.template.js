/* The service worker (decision 0022). Built by pwa.plugin.ts, which fills in VERSION and PRECACHE. */
const VERSION = '__SHORTLIST_VERSION__';
/** The app shell: index.html, every built script and style, the icons and the manifest. */
const PRECACHE = __SHORTLIST_PRECACHE__;
const CACHE = `shortlist-shell-${VERSION}`;
const SHELL = '/index.html';

// A new version installs in the background and waits: the page shows "new version available - reload" and
// posts SKIP_WAITING when the user agrees, so a screen never changes its code under someone's hands.
self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(PRECACHE)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys())
        if (key.startsWith('shortlist-shell-') && key !== CACHE) await caches.delete(key);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data === 'SKIP_WAITING') self.skipWaiting();
});

/** A share sheet that posts (share_target with method POST): the Capture screen with the fields in its query. */
async function sharedToCapture(request) {
  // a body that is not a form (or cannot be read) opens the Capture screen empty, which says no link came
  const form = await request.formData().catch(() => new FormData());
  const query = new URLSearchParams();
  for (const name of ['url', 'title', 'text']) {
    const value = form.get(name);
    if (typeof value === 'string' && value) query.set(name, value);
  }
  const search = query.toString();
  return Response.redirect(search ? `/capture?${search}` : '/capture', 303);
}

/** Pages: the network first (the server knows 404s and a public link's card); offline, the cached shell. */
async function page(request) {
  try {
    return await fetch(request);
  } catch {
    const shell = await caches.match(SHELL, { cacheName: CACHE });
    return shell ?? Response.error();
  }
}

/** Built files never change under one name: the cache first. */
async function staticFile(request) {
  const cached = await caches.match(request, { cacheName: CACHE });
  return cached ?? fetch(request);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.method === 'POST' && url.pathname === '/capture') {
    event.respondWith(sharedToCapture(request));
    return;
  }
  // the API (and photos behind it) is per user and always live: never cached here
  if (request.method !== 'GET' || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') event.respondWith(page(request));
  else if (PRECACHE.includes(url.pathname)) event.respondWith(staticFile(request));
});
