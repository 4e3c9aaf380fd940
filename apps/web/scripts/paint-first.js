/*
 * Maisonnée: starts the app once a prerendered page has painted (scripts/prerender-html.mjs).
 * A classic deferred script (a module has no currentScript); the content-security policy allows
 * no inline script, hence this file, copied to dist/assets under a hashed name by the prerender.
 */
(function () {
  var script = document.currentScript;
  var entry = script.getAttribute('data-entry');
  var preloads = (script.getAttribute('data-preload') || '').split(' ');
  var started = false;
  // A form sent before the app is ready (the page is visible before its scripts run) is held,
  // then sent again by the app once hydrated (markAppReady, src/app/render-mode.ts): the browser
  // would otherwise reload the page and lose what was typed.
  // Fields typed in before then are handed to the app likewise (their value is in the page, not
  // yet in the form's state).
  window.maisonneeTypedFields = [];
  document.addEventListener(
    'input',
    function (event) {
      if (document.documentElement.hasAttribute('data-app-ready')) return;
      if (window.maisonneeTypedFields.indexOf(event.target) < 0) {
        window.maisonneeTypedFields.push(event.target);
      }
    },
    true,
  );
  document.addEventListener(
    'submit',
    function (event) {
      if (document.documentElement.hasAttribute('data-app-ready')) return;
      event.preventDefault();
      window.maisonneePendingSubmit = event.target;
    },
    true,
  );
  // A modulepreload link costs the main thread about a millisecond as it is added (four on a
  // phone): the page's fifty are added a few at a time, each few in a task of its own, so that
  // adding them never makes a long task (blocking time, issue 25 point 9). The entry goes first.
  var PRELOADS_PER_TASK = 6;
  function preloadFrom(index) {
    var end = Math.min(index + PRELOADS_PER_TASK, preloads.length);
    for (var i = index; i < end; i++) {
      if (!preloads[i]) continue;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = preloads[i];
      document.head.appendChild(link);
    }
    if (end < preloads.length) {
      setTimeout(function () {
        preloadFrom(end);
      }, 0);
    }
  }
  // The first Intl object a page makes loads the browser's locale data (ICU): 60 to 200 ms on
  // Lighthouse's phone, whatever the format, in one piece that cannot be split. The signed-in
  // screens format dates in Paris time and amounts in euros from their first render
  // (packages/domain/src/instants.ts, src/lib/format.ts), so that load landed inside the app's
  // longest task (its modules' evaluation). A signed-in shell (prerender.mjs) loads it here, in
  // this loader's short task before the app's scripts arrive (blocking time, issue 25 point 9).
  // The sign-in pages format nothing and skip it.
  function loadLocaleData() {
    try {
      new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', hour: '2-digit' }).format(0);
    } catch {
      // An old browser without time zones: the app says so itself.
    }
  }
  function start() {
    if (started) return;
    started = true;
    var app = document.createElement('script');
    app.type = 'module';
    app.crossOrigin = '';
    app.src = entry;
    document.head.appendChild(app);
    preloadFrom(0);
  }
  if (document.querySelector('[data-signed-in-shell]')) loadLocaleData();
  // After the next frame is painted; a tab in the background paints no frame, hence the timer.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 250);
})();
