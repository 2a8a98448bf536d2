// A component page: each variant on its own backdrop (a dark theme's on a dark one) or, toggled,
// every one on a checkerboard that shows transparency; prop filters kept in the URL hash
// (#theme=dark&count=0), empty rows and columns hidden, and a lightbox at full resolution.
// #<variant> anchors still work.
(function () {
  var transparency = document.getElementById('transparency');
  transparency.addEventListener('click', function () {
    var shown = document.body.classList.toggle('transparency');
    transparency.setAttribute('aria-pressed', String(shown));
    transparency.textContent = shown ? 'Show backdrops' : 'Show transparency';
  });
  var selects = Array.prototype.slice.call(document.querySelectorAll('select[data-key]'));
  function readHash() {
    var hash = decodeURIComponent(location.hash.slice(1));
    if (hash.indexOf('=') < 0) return;
    hash.split('&').forEach(function (pair) {
      var at = pair.indexOf('='), key = pair.slice(0, at), value = pair.slice(at + 1);
      selects.forEach(function (s) { if (s.dataset.key === key) s.value = value; });
    });
  }
  function writeHash(wanted) {
    var hash = wanted.map(function (w) { return encodeURIComponent(w).replace(/%3D/g, '='); }).join('&');
    history.replaceState(null, '', hash ? '#' + hash : location.pathname + location.search);
  }
  function applyFilters(updateHash) {
    var wanted = selects.filter(function (s) { return s.value !== ''; }).map(function (s) { return s.dataset.key + '=' + s.value; });
    var shown = 0;
    document.querySelectorAll('.cell').forEach(function (cell) {
      var props = cell.dataset.props.split('\n');
      var ok = wanted.every(function (w) { return props.indexOf(w) !== -1; });
      cell.closest('td').classList.toggle('filtered', !ok);
      cell.classList.toggle('hidden', !ok);
      if (ok) shown += 1;
    });
    // A row or a column with nothing left to show is hidden; unfiltered, every row and column shows.
    document.querySelectorAll('table.grid tbody tr').forEach(function (row) {
      var any = row.querySelector('td .cell:not(.hidden)') !== null;
      row.classList.toggle('hidden', wanted.length > 0 && !any);
    });
    document.querySelectorAll('table.grid thead th[data-column]').forEach(function (th) {
      var column = th.dataset.column;
      var cells = Array.prototype.slice.call(document.querySelectorAll('td[data-column="' + column + '"] .cell'));
      var any = cells.some(function (c) { return !c.classList.contains('hidden'); });
      var hide = wanted.length > 0 && !any;
      th.classList.toggle('hidden', hide);
      document.querySelectorAll('td[data-column="' + column + '"]').forEach(function (td) { td.classList.toggle('hidden', hide); });
    });
    document.getElementById('count').textContent = shown + ' variants';
    if (updateHash) writeHash(wanted);
  }
  selects.forEach(function (s) { s.addEventListener('change', function () { applyFilters(true); }); });
  readHash();
  applyFilters(false);
  window.addEventListener('hashchange', function () { readHash(); applyFilters(false); });
  var lightbox = document.getElementById('lightbox');
  document.querySelectorAll('button.zoomable').forEach(function (button) {
    button.addEventListener('click', function () {
      var img = button.querySelector('img');
      var full = document.getElementById('lightbox-image');
      full.src = img.getAttribute('src');
      full.alt = img.alt + ' at full resolution';
      document.getElementById('lightbox-id').textContent = img.alt;
      lightbox.showModal();
    });
  });
})();
