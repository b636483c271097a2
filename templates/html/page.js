// Copy a post's raw BBCode: the clipboard API where the page may use it, else select and copy.
document.querySelectorAll("button.copy").forEach(function (button) {
  button.addEventListener("click", function () {
    var source = document.getElementById(button.dataset.target);
    var done = function () {
      button.textContent = button.dataset.done;
      window.setTimeout(function () { button.textContent = button.dataset.label; }, 1500);
    };
    var fallback = function () { source.select(); document.execCommand("copy"); done(); };
    if (navigator.clipboard && window.isSecureContext) {
      navigator.clipboard.writeText(source.value).then(done, fallback);
    } else {
      fallback();
    }
  });
});
