// Served by `snapshot review` only: Accept buttons on the report that call the local approval
// endpoint with the per-run token, and the list of accepted files.
(function () {
  if (!window.REVIEW) return;
  var token = window.REVIEW.token;
  var log = document.createElement('section');
  log.className = 'accepted';
  log.setAttribute('aria-live', 'polite');
  log.innerHTML = '<h2>Accepted in this review</h2><ul id="accepted-list"></ul>';
  document.querySelector('main').prepend(log);
  function send(body, button) {
    button.disabled = true;
    return fetch('approve', { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Review-Token': token }, body: JSON.stringify(body) })
      .then(function (r) { return r.json().then(function (j) { return { ok: r.ok, json: j }; }); })
      .then(function (result) {
        var list = document.getElementById('accepted-list');
        if (!result.ok) {
          var li = document.createElement('li'); li.className = 'fail'; li.textContent = result.json.error; list.appendChild(li);
          button.disabled = false;
          return;
        }
        result.json.approved.forEach(function (path) {
          var li = document.createElement('li'); li.textContent = path; list.appendChild(li);
        });
        button.textContent = 'Accepted';
      });
  }
  function button(label, body) {
    var b = document.createElement('button');
    b.type = 'button'; b.className = 'accept'; b.textContent = label;
    b.addEventListener('click', function () { send(body, b); });
    return b;
  }
  document.querySelectorAll('details.failure').forEach(function (failure) {
    var status = failure.dataset.status;
    if (status !== 'failed' && status !== 'missing') return;
    var id = failure.querySelector('.variant-id').textContent;
    failure.querySelector('summary').appendChild(button('Accept', { ids: [id] }));
    failure.querySelectorAll('.accept-change').forEach(function (change) {
      var b = button('Accept this change', { cause: change.dataset.cause });
      b.className = 'accept-change-button';
      change.appendChild(b);
    });
  });
  document.querySelectorAll('section.group').forEach(function (group) {
    var name = group.querySelector('h2').firstChild.textContent.trim();
    group.querySelector('.group-approve').appendChild(button('Accept all failed in ' + name, { ids: [name + '/*'] }));
  });
  document.querySelectorAll('li.cause').forEach(function (cause) {
    cause.querySelector('.cause-approve').appendChild(button('Accept this cause', { cause: cause.dataset.cause }));
  });
  var all = document.querySelector('section.commands p');
  if (all) all.appendChild(button('Accept all failed', { allFailed: true }));
})();
