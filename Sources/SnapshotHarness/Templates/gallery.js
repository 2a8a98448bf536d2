// Backdrop toggle and prop filters for a component page.
document.getElementById('backdrop').addEventListener('click', function () {
  document.body.classList.toggle('dark');
  this.textContent = document.body.classList.contains('dark') ? 'Light backdrop' : 'Dark backdrop';
});
var selects = Array.prototype.slice.call(document.querySelectorAll('select[data-key]'));
function applyFilters() {
  var wanted = selects.filter(function (s) { return s.value !== ''; }).map(function (s) { return s.dataset.key + '=' + s.value; });
  var shown = 0;
  document.querySelectorAll('.cell').forEach(function (cell) {
    var props = cell.dataset.props.split('\n');
    var ok = wanted.every(function (w) { return props.indexOf(w) !== -1; });
    cell.classList.toggle('hidden', !ok);
    if (ok) shown += 1;
  });
  document.getElementById('count').textContent = shown + ' variants';
}
selects.forEach(function (s) { s.addEventListener('change', applyFilters); });
