// The verify report's interactions: status filters, j/k navigation with a position, zoom, swipe and onion skin.
(function () {
  var failures = Array.prototype.slice.call(document.querySelectorAll('details.failure'));
  var position = document.getElementById('position');
  var current = -1;
  function visible(el) { return !el.classList.contains('hidden') && !(el.closest('.group') || el).classList.contains('hidden'); }
  function go(step) {
    var shown = failures.filter(visible);
    if (!shown.length) return;
    var at = shown.indexOf(failures[current]);
    at = at < 0 ? (step > 0 ? 0 : shown.length - 1) : Math.min(shown.length - 1, Math.max(0, at + step));
    var target = shown[at];
    current = failures.indexOf(target);
    target.open = true;
    target.scrollIntoView({ block: 'start' });
    target.querySelector('summary').focus();
    if (position) position.textContent = (at + 1) + ' of ' + shown.length;
    history.replaceState(null, '', '#' + target.id);
  }
  document.addEventListener('keydown', function (event) {
    if (event.target.closest && event.target.closest('input, textarea, select')) return;
    if (event.key === 'j') go(1);
    if (event.key === 'k') go(-1);
  });
  document.querySelectorAll('.status-filter').forEach(function (button) {
    button.addEventListener('click', function () {
      var on = button.getAttribute('aria-pressed') !== 'true';
      button.setAttribute('aria-pressed', String(on));
      document.querySelectorAll('main [data-status="' + button.dataset.status + '"]:not(button)').forEach(function (el) { el.classList.toggle('hidden', !on); });
      document.querySelectorAll('section.group').forEach(function (group) {
        var any = Array.prototype.some.call(group.querySelectorAll('details.failure'), function (d) { return !d.classList.contains('hidden'); });
        group.classList.toggle('hidden', !any);
      });
    });
  });
  document.querySelectorAll('.zoom-button').forEach(function (button) {
    button.addEventListener('click', function () {
      var failure = button.closest('details.failure');
      var zoom = Number(button.dataset.zoom);
      failure.querySelectorAll('.zoom-button').forEach(function (b) { b.setAttribute('aria-pressed', String(b === button)); });
      failure.querySelectorAll('img').forEach(function (img) {
        // References are 2× images: 1× shows them at their point size.
        img.style.width = img.naturalWidth ? (img.naturalWidth / 2 * zoom) + 'px' : '';
        img.classList.toggle('pixelated', zoom > 1);
      });
    });
  });
  document.querySelectorAll('.swipe-control').forEach(function (input) {
    input.addEventListener('input', function () {
      var stack = input.previousElementSibling;
      stack.querySelector('.top').style.clipPath = 'inset(0 0 0 ' + input.value + '%)';
      stack.querySelector('.divider').style.left = input.value + '%';
    });
  });
  document.querySelectorAll('.onion-control').forEach(function (input) {
    input.addEventListener('input', function () {
      input.previousElementSibling.querySelector('.top').style.opacity = String(input.value / 100);
    });
  });
  // A failure named by the address (on load, or by a link from its cause group) opens.
  function openNamed() {
    var target = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (target && target.tagName === 'DETAILS') { target.open = true; current = failures.indexOf(target); }
  }
  window.addEventListener('hashchange', openNamed);
  openNamed();
})();
