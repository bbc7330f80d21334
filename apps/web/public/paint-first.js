// issue 20: on a server-rendered page the app's scripts are requested after the page's first paint.
// The server moves the entry module and its preloads out of the head into this script's data
// attributes (apps/api/src/boot/paint-first.ts); once the browser reports the page's first
// contentful paint (or at once in a hidden tab, which draws none), they are added to the head in the
// build's order. The script records what it waited for in its `data-after` attribute.
(function () {
  var self = document.currentScript;
  if (!self) return;
  var entry = self.getAttribute('data-entry');
  var preloads = (self.getAttribute('data-preload') || '').split(' ');
  var started = false;
  // Each request sent costs the page's main thread about a millisecond (several at a phone's
  // speed): the preloads go out in batches, a task each, then the entry in a task of its own, so no
  // task of the loader is long (issue 20: all ~40 at once was a task of 130 ms at 4x CPU slowdown, a
  // batch of 8 up to 60 ms; on a busy machine a batch of 4 with the entry took 30 ms unthrottled).
  var BATCH = 2;
  // how long a page whose contentful paint is not reported waits for it
  var FALLBACK_MS = 3000;
  function addBatch(from, size) {
    for (var i = from; i < preloads.length && i < from + size; i++) {
      if (!preloads[i]) continue;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = preloads[i];
      document.head.appendChild(link);
    }
    if (from < preloads.length && size < preloads.length) {
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
  function load(after) {
    if (started || !entry) return;
    started = true;
    self.setAttribute('data-after', after);
    // a hidden tab's timers may wait a second: it takes them all at once (it draws nothing meanwhile)
    addBatch(0, document.visibilityState === 'hidden' ? preloads.length : BATCH);
  }
  if (document.visibilityState === 'hidden') {
    load('hidden');
    return;
  }
  // a tab hidden before its first frame draws none
  document.addEventListener(
    'visibilitychange',
    function () {
      load('visibility');
    },
    { once: true },
  );
  // The browser's first contentful paint entry is made once that frame is on the screen (its time is
  // the frame's presentation), and an observer hears of it after that: the scripts are requested
  // after the paint by the browser's own measure. Two frame callbacks are not that: the second runs
  // as the main thread begins the next frame, which on a busy machine can come before the first is
  // presented (a request at 238 ms against a paint at 264 ms).
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (types.indexOf('paint') >= 0) {
    var observer = new PerformanceObserver(function (list) {
      var entries = list.getEntries();
      for (var i = 0; i < entries.length; i++) {
        if (entries[i].name !== 'first-contentful-paint') continue;
        observer.disconnect();
        load('first-contentful-paint');
        return;
      }
    });
    observer.observe({ type: 'paint', buffered: true });
  }
  // A browser without paint entries: a frame callback runs before its frame is drawn, the next
  // frame's once the first is drawn, and a task queued from it after that frame's work. With paint
  // entries no frame callback is asked for (issue 20: a page's frame task that runs one is counted as
  // this script's work by Lighthouse's simulation, the first paint's style, layout and paint
  // included), and a page whose contentful paint is not reported loads FALLBACK_MS after this ran.
  if (types.indexOf('paint') >= 0) {
    setTimeout(load, FALLBACK_MS, 'fallback');
    return;
  }
  requestAnimationFrame(function () {
    requestAnimationFrame(function () {
      setTimeout(load, 0, 'second-frame');
    });
  });
})();
