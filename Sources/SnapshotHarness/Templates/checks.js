// Records on <body> how many images failed to load, for headless browser checks.
window.addEventListener('load', function () {
  var images = Array.prototype.slice.call(document.images);
  var broken = images.filter(function (img) { return !img.complete || img.naturalWidth === 0; });
  document.body.setAttribute('data-images', String(images.length));
  document.body.setAttribute('data-broken-images', String(broken.length));
  document.body.setAttribute('data-broken-list', broken.map(function (img) { return img.getAttribute('src'); }).join(' '));
});
