// issue 20: on a server-rendered page the app's scripts are requested after the page's first paint.
// The server moves the entry module and its preloads out of the head into this script's data
// attributes (apps/api/src/boot/paint-first.ts); once a frame of the rendered page is drawn (or at
// once in a hidden tab, which draws none), they are added to the head in the build's order.
(function () {
  var self = document.currentScript;
  if (!self) return;
  var entry = self.getAttribute('data-entry');
  var preloads = (self.getAttribute('data-preload') || '').split(' ');
  var started = false;
  // Each request sent costs the page's main thread about a millisecond (several at a phone's
  // speed): the preloads go out in batches, a task each, then the entry, so no task of the loader
  // is long (issue 20: all ~40 at once was a task of 130 ms at 4x CPU slowdown).
  var BATCH = 8;
  function addBatch(from, size) {
    for (var i = from; i < preloads.length && i < from + size; i++) {
      if (!preloads[i]) continue;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = preloads[i];
      document.head.appendChild(link);
    }
    if (from + size < preloads.length) {
      setTimeout(function () {
        addBatch(from + size, size);
      }, 0);
      return;
    }
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  function load() {
    if (started || !entry) return;
    started = true;
    // a hidden tab's timers may wait a second: it takes them all at once (it draws nothing meanwhile)
    addBatch(0, document.visibilityState === 'hidden' ? preloads.length : BATCH);
  }
  if (document.visibilityState === 'hidden') {
    load();
    return;
  }
  // a frame callback runs before its frame is drawn: the next frame's callback runs once the first
  // frame is on the screen, and a task queued from it after that frame's work
  requestAnimationFrame(function () {
    requestAnimationFrame(function () {
      setTimeout(load, 0);
    });
  });
  // a tab hidden before its first frame draws none
  document.addEventListener('visibilitychange', load, { once: true });
})();
