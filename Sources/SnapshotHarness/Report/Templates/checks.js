// Records on <body> how many images failed to load, for headless browser checks. With `?check`
// in the URL every collapsed section opens and lazy images load at once, so all are counted.
if (location.search.indexOf('check') >= 0) {
  document.querySelectorAll('details').forEach(function (d) { d.open = true; });
  document.querySelectorAll('img[loading="lazy"]').forEach(function (img) { img.loading = 'eager'; });
}
window.addEventListener('load', function () {
  var images = Array.prototype.slice.call(document.images).filter(function (img) { return img.hasAttribute('src'); });
  var broken = images.filter(function (img) { return !img.complete || img.naturalWidth === 0; });
  document.body.setAttribute('data-images', String(images.length));
  document.body.setAttribute('data-broken-images', String(broken.length));
  document.body.setAttribute('data-broken-list', broken.map(function (img) { return img.getAttribute('src'); }).join(' '));
});
