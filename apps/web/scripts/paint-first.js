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
  function start() {
    if (started) return;
    started = true;
    preloads.forEach(function (href) {
      if (!href) return;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var app = document.createElement('script');
    app.type = 'module';
    app.crossOrigin = '';
    app.src = entry;
    document.head.appendChild(app);
  }
  // After the next frame is painted; a tab in the background paints no frame, hence the timer.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 250);
})();
